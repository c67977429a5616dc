#!/usr/bin/env bash
# Builds examples/spring-boot as a user's Spring Boot service is built and run: an executable jar
# (spring-boot-maven-plugin: the libraries as nested jars, Boot's launcher) started with `java -jar`,
# then called over HTTP. Twice: as written (Spring Boot 4.0.7, Jackson 3, bale-jackson3), then the
# same project on Spring Boot 3.5.7 with bale-jackson (Jackson 2), the parent and the module swapped.
# Checks each time that
#   1. the jar is Boot's (bale-runtime, bale-spring and the Jackson module under BOOT-INF/lib),
#   2. a Bale order posted with Content-Type application/vnd.bale comes back as the same bytes,
#   3. the same order read with Accept: application/json is the JSON the CLI decodes from those
#      bytes (the Jackson module, registered by bale-spring's auto-configuration),
#   4. the CLI's JSON posted with Content-Type application/json comes back as the order's bytes,
#   5. a cut body is a 400 (tools/ci/order-service.sh),
#   6. Spring's RestClient speaks Bale too (check_relay): /relay sends orders on to /orders through
#      Boot's RestClient.Builder (bale-spring's converter); an order, the list and a batch (a List
#      body, which RestClient.body(list) passes by its class) come back as the same bytes.
#   7. GET /orders asked for as application/vnd.bale.stream is a message stream of the same
#      orders, in order (check_stream: `bale decode --lines` against the list root),
#   8. a message stream posted to /orders/batch (two orders, and none) is read as its List<Order>
#      (check_stream_upload: the answer is the list root of the same orders).
# Maven runs online: Spring Boot's parent and plugin are not part of the Bale build. Needs the CLI jar
# (bale-compiler/target/bale-cli.jar) and the artifacts of `mvn install` (make test runs this after).
# Prints one summary line; logs in target/example-spring-boot/ (the Boot 3 run's under boot3/).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/maven-example.sh"
maven_example spring-boot "$@"
. "$root/tools/ci/wait-for.sh"
. "$root/tools/ci/order-service.sh"
cli="$root/bale-compiler/target/bale-cli.jar"
[ -f "$cli" ] || fail "no $cli (run mvn install first)"
grep -q '<version>4.0.7</version>' "$work/pom.xml" || fail "examples/spring-boot is not on Spring Boot 4.0.7"
grep -q '<artifactId>bale-jackson3</artifactId>' "$work/pom.xml" || fail "examples/spring-boot does not use bale-jackson3"

# run_service DIR JACKSON_MODULE: the checks above on the project in DIR (logs in DIR/..).
run_service() {
  local dir="$1" module="$2" out
  out="$(dirname "$dir")"
  (cd "$dir" && "$mvn" "${flags[@]}" package) >"$out/build.log" 2>&1 ||
    fail "the build failed (see $out/build.log)"
  jar="$dir/target/app.jar"
  listing="$(unzip -l "$jar")"
  for lib in bale-runtime bale-spring "$module"; do
    grep -q "BOOT-INF/lib/$lib-$version.jar" <<<"$listing" || fail "$lib is not in the jar's BOOT-INF/lib"
  done

  start_service "$out/app.log" 's/.*Tomcat started on port \([0-9][0-9]*\).*/\1/p' "the application" \
    java -jar "$jar" --server.port=0
  check_orders "http://127.0.0.1:$port/orders" "$out" "$dir/src/main/bale/orders.bale" "$cli"
  check_relay "http://127.0.0.1:$port" "$out" "$dir/src/main/bale/orders.bale" "$cli"
  check_stream "http://127.0.0.1:$port" "$out" "$dir/src/main/bale/orders.bale" "$cli"
  check_stream_upload "http://127.0.0.1:$port" "$out" "$dir/src/main/bale/orders.bale" "$cli"
  stop_service
}

run_service "$work" bale-jackson3
boot3="$logs/boot3"
mkdir -p "$boot3"
cp -r "$root/examples/spring-boot" "$boot3/spring-boot"
rm -rf "$boot3/spring-boot/target"
# Boot 3 has no spring-boot-starter-restclient (its RestClient.Builder comes with starter-web): that
# dependency becomes spring-boot-starter-json, which starter-web already brings.
sed -i -e 's:<version>4.0.7</version>:<version>3.5.7</version>:' \
  -e 's:<artifactId>bale-jackson3</artifactId>:<artifactId>bale-jackson</artifactId>:' \
  -e 's:<artifactId>spring-boot-starter-restclient</artifactId>:<artifactId>spring-boot-starter-json</artifactId>:' \
  "$boot3/spring-boot/pom.xml"
run_service "$boot3/spring-boot" bale-jackson

echo "example-spring-boot: ok (java -jar of Boot's executable jar, Spring Boot 4.0.7 with bale-jackson3 and 3.5.7 with bale-jackson: Bale in and out, the same bytes; JSON as the CLI writes and reads it; a cut body 400; RestClient relays Bale, the same bytes; the orders as a message stream, and a message stream posted as a List)"
