#!/usr/bin/env bash
# Builds examples/micronaut as a user's Micronaut service is built and run: Micronaut's parent POM
# packaging (a runnable jar with its libraries inside), started with `java -jar`, then called over
# HTTP. Checks that
#   1. the jar holds bale-micronaut's body handler and its bean definition, bale-jackson and
#      bale-runtime,
#   2. a Bale order posted with Content-Type application/vnd.bale comes back as the same bytes
#      (Micronaut found BaleBodyHandler by itself),
#   3. the same order read with Accept: application/json is the JSON the CLI decodes from those
#      bytes (Micronaut's Jackson found bale-jackson's module through the service loader),
#   4. the CLI's JSON posted with Content-Type application/json comes back as the order's bytes,
#   5. a cut body is a 400 (tools/ci/order-service.sh),
#   6. a 2 MiB body is a 413: over the example's Limits bean (1 MiB), under Micronaut's own limit
#      (10 MiB) and Bale's default (64 MiB), so the handler took the application's limits,
#   7. Micronaut's declarative client speaks Bale too (check_relay): /relay sends orders on to
#      /orders through a @Client interface with Bale media types (OrdersClient); an order, the list
#      and a batch (a List body, which the client passes by its class) come back as the same bytes.
#   8. GET /orders asked for as application/vnd.bale.stream is a message stream of the same
#      orders, in order (check_stream: `bale decode --lines` against the list root), and the
#      declarative client reads it as it comes (GET /relay/live: OrdersClient's Publisher<byte[]>
#      made orders by bale-micronaut's BaleStreams.records, sent on as a Publisher): the same bytes,
#   9. a message stream posted to /orders/batch (two orders, and none) is read as its List<Order>
#      (check_stream_upload: the answer is the list root of the same orders).
# Maven runs online: Micronaut's parent and plugin are not part of the Bale build. Needs the CLI
# jar (bale-compiler/target/bale-cli.jar) and the artifacts of `mvn install` (make test runs this
# after). Prints one summary line; logs in target/example-micronaut/.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/order-service.sh"
order_example micronaut "$@"
micronaut="$(sed -n 's:.*<micronaut.version>\(.*\)</micronaut.version>.*:\1:p' "$work/pom.xml")"

(cd "$work" && "$mvn" "${flags[@]}" package) >"$logs/build.log" 2>&1 ||
  fail "the build failed (see $logs/build.log)"
jar="$work/target/bale-example-micronaut-1.0.jar"
[ -f "$jar" ] || fail "no $jar"
unzip -l "$jar" >"$logs/jar.txt"
for entry in dev/bale/micronaut/BaleBodyHandler.class 'dev/bale/micronaut/$BaleBodyHandler$Definition.class' \
  dev/bale/jackson/BaleModule.class dev/bale/runtime/Compact.class; do
  grep -qF "$entry" "$logs/jar.txt" || fail "$entry is not in the application's jar"
done

start_service "$logs/app.log" 's/.*Server Running: http:\/\/[^:]*:\([0-9][0-9]*\).*/\1/p' "the application" \
  java -Dmicronaut.server.port=-1 -jar "$jar"
check_orders "http://127.0.0.1:$port/orders" "$logs" "$work/src/main/bale/orders.bale" "$cli"
check_app_limits "http://127.0.0.1:$port/orders" "$logs"
check_relay "http://127.0.0.1:$port" "$logs" "$work/src/main/bale/orders.bale" "$cli"
check_stream "http://127.0.0.1:$port" "$logs" "$work/src/main/bale/orders.bale" "$cli"
# The same stream read through the declarative client as it comes (Publisher<byte[]> made records
# by BaleStreams.records) and sent on as a Publisher: the same bytes.
code="$(curl -s -o "$logs/relay.live.bin" -w '%{http_code} %{content_type}' \
  -H 'Accept: application/vnd.bale.stream' "http://127.0.0.1:$port/relay/live")"
[ "$code" = "200 application/vnd.bale.stream" ] || fail "GET /relay/live answered $code"
cmp -s "$logs/all.stream.bin" "$logs/relay.live.bin" ||
  fail "the stream read through the declarative client (BaleStreams) is not GET /orders's stream bytes"
check_stream_upload "http://127.0.0.1:$port" "$logs" "$work/src/main/bale/orders.bale" "$cli"
stop_service

echo "example-micronaut: ok (Micronaut $micronaut's runnable jar with bale-micronaut and bale-jackson: Bale in and out, the same bytes; JSON as the CLI writes and reads it; a cut body 400; the application's limits, a 2 MiB body 413; the declarative client relays Bale, the same bytes; the orders as a message stream, also read through the client as it comes, and a message stream posted as a List)"
