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
#   4. a cut body is a 400.
# Maven runs online: Spring Boot's parent and plugin are not part of the Bale build. Needs the CLI jar
# (bale-compiler/target/bale-cli.jar) and the artifacts of `mvn install` (make test runs this after).
# Prints one summary line; logs in target/example-spring-boot/ (the Boot 3 run's under boot3/).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/maven-example.sh"
maven_example spring-boot "$@"
. "$root/tools/ci/wait-for.sh"
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

  java -jar "$jar" --server.port=0 >"$out/app.log" 2>&1 &
  pid=$!
  trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true' EXIT
  port="$(wait_for "$out/app.log" 's/.*Tomcat started on port \([0-9][0-9]*\).*/\1/p' "$pid" 600)" || case $? in
    2) fail "the application exited (see $out/app.log)" ;;
    *) fail "the application did not start in 60 s (see $out/app.log)" ;;
  esac
  url="http://127.0.0.1:$port/orders"

  schema="$dir/src/main/bale/orders.bale"
  printf '%s\n' '{"id": "A-17", "placedAtMillis": 1764950400000, "status": "SHIPPED",' \
    '"lines": [{"sku": "TEA-1", "quantity": 2, "priceCents": 950}], "note": "caf\u00e9 ☕"}' >"$out/order.json"
  java -jar "$cli" encode --schema "$schema" --type shop.orders.Order "$out/order.json" >"$out/order.bin" ||
    fail "bale encode failed"

  code="$(curl -s -o "$out/back.bin" -w '%{http_code} %{content_type}' -X POST \
    -H 'Content-Type: application/vnd.bale' -H 'Accept: application/vnd.bale' \
    --data-binary @"$out/order.bin" "$url")"
  [ "$code" = "200 application/vnd.bale" ] || fail "POST answered $code"
  cmp -s "$out/order.bin" "$out/back.bin" || fail "the order came back as other bytes"

  curl -s -f -H 'Accept: application/json' "$url/A-17" >"$out/order.out.json" || fail "GET as JSON failed"
  java -jar "$cli" decode --schema "$schema" --type shop.orders.Order "$out/order.bin" >"$out/order.cli.json" ||
    fail "bale decode failed"
  node -e '
    const fs = require("fs");
    const [a, b] = process.argv.slice(1).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
    const same = JSON.stringify(a) === JSON.stringify(b);
    if (!same) { console.log("service: " + JSON.stringify(a) + "\ncli:     " + JSON.stringify(b)); process.exit(1); }
  ' "$out/order.out.json" "$out/order.cli.json" || fail "the JSON answer differs from the CLI's JSON of the order"

  head -c 10 "$out/order.bin" >"$out/cut.bin"
  code="$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/vnd.bale' \
    --data-binary @"$out/cut.bin" "$url")"
  [ "$code" = "400" ] || fail "a cut body answered $code, not 400"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  trap - EXIT
}

run_service "$work" bale-jackson3
boot3="$logs/boot3"
mkdir -p "$boot3"
cp -r "$root/examples/spring-boot" "$boot3/spring-boot"
rm -rf "$boot3/spring-boot/target"
sed -i -e 's:<version>4.0.7</version>:<version>3.5.7</version>:' \
  -e 's:<artifactId>bale-jackson3</artifactId>:<artifactId>bale-jackson</artifactId>:' "$boot3/spring-boot/pom.xml"
run_service "$boot3/spring-boot" bale-jackson

echo "example-spring-boot: ok (java -jar of Boot's executable jar, Spring Boot 4.0.7 with bale-jackson3 and 3.5.7 with bale-jackson: Bale in and out, the same bytes; JSON as the CLI writes it; a cut body 400)"
