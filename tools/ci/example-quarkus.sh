#!/usr/bin/env bash
# Builds examples/quarkus as a user's Quarkus service is built and run: Quarkus's own packaging
# (quarkus-maven-plugin: target/quarkus-app/quarkus-run.jar, the libraries under lib/), started with
# `java -jar`, then called over HTTP. Checks that
#   1. the application has bale-quarkus, bale-jaxrs, bale-jackson and bale-runtime,
#   2. a Bale order posted with Content-Type application/vnd.bale comes back as the same bytes
#      (Quarkus REST found BaleProvider by itself),
#   3. the same order read with Accept: application/json is the JSON the CLI decodes from those
#      bytes (bale-quarkus's customizer gave Quarkus's ObjectMapper bale-jackson's module),
#   4. the CLI's JSON posted with Content-Type application/json comes back as the order's bytes,
#   5. a cut body is a 400 (tools/ci/order-service.sh),
#   6. a 2 MiB body is a 413: over the example's ContextResolver<Limits> (1 MiB), under Quarkus's
#      own limit (10 MiB) and Bale's default (64 MiB), so BaleProvider took the application's limits,
#   7. the Quarkus REST Client speaks Bale too (check_relay): /relay sends orders on to /orders
#      through a REST Client interface with Bale media types (OrdersClient); an order, the list
#      and a batch come back as the same bytes.
#   8. GET /orders asked for as application/vnd.bale.stream is a message stream of the same
#      orders, in order (check_stream: `bale decode --lines` against the list root).
#   9. a Uni<List> route (GET /orders/async) answers the same list root and stream bytes, and a Multi
#      route (GET /orders/live, the stream type) the same stream, written item by item
#      (bale-quarkus's BaleStreamWriter),
#  10. the REST Client reads that stream as it comes (GET /relay/live: OrdersClient's Multi<byte[]>
#      made orders by bale-quarkus's BaleStreams.records, sent on as a Multi): the same bytes,
#  11. a message stream posted to /orders/batch (two orders, and none) is read as its List<Order>
#      (check_stream_upload: the answer is the list root of the same orders),
#  12. a route returning BaleStreams.encode's Multi<byte[]> (GET /orders/status/S) answers the
#      frame alone for a status no order has, and the stream of that status's orders for another.
# Maven runs online: Quarkus's BOM and plugin are not part of the Bale build. Needs the CLI jar
# (bale-compiler/target/bale-cli.jar) and the artifacts of `mvn install` (make test runs this after).
# Prints one summary line; logs in target/example-quarkus/.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/order-service.sh"
order_example quarkus "$@"
quarkus="$(sed -n 's:.*<quarkus.version>\(.*\)</quarkus.version>.*:\1:p' "$work/pom.xml")"

(cd "$work" && "$mvn" "${flags[@]}" package) >"$logs/build.log" 2>&1 ||
  fail "the build failed (see $logs/build.log)"
app="$work/target/quarkus-app"
for lib in bale-quarkus bale-jaxrs bale-jackson bale-runtime; do
  [ -f "$app/lib/main/dev.bale.$lib-$version.jar" ] || fail "$lib is not in the application's lib/main"
done

start_service "$logs/app.log" 's/.*Listening on: http:\/\/[^:]*:\([0-9][0-9]*\).*/\1/p' "the application" \
  java -Dquarkus.http.port=0 -jar "$app/quarkus-run.jar"
check_orders "http://127.0.0.1:$port/orders" "$logs" "$work/src/main/bale/orders.bale" "$cli"
check_app_limits "http://127.0.0.1:$port/orders" "$logs"
check_relay "http://127.0.0.1:$port" "$logs" "$work/src/main/bale/orders.bale" "$cli"
check_stream "http://127.0.0.1:$port" "$logs" "$work/src/main/bale/orders.bale" "$cli"
# A Uni<List> (GET /orders/async): the List route's root and stream bytes (Quarkus REST asks the
# provider with the method's return type, Uni<List<Order>>).
curl -s -f -H 'Accept: application/vnd.bale' -o "$logs/async.bin" "http://127.0.0.1:$port/orders/async" ||
  fail "GET /orders/async failed"
cmp -s "$logs/all.bin" "$logs/async.bin" || fail "the Uni<List>'s root is not the List route's bytes"
curl -s -f -H 'Accept: application/vnd.bale.stream' -o "$logs/async.stream.bin" \
  "http://127.0.0.1:$port/orders/async" || fail "GET /orders/async as a stream failed"
cmp -s "$logs/all.stream.bin" "$logs/async.stream.bin" ||
  fail "the Uni<List>'s stream is not the List route's stream bytes"
# A Multi (GET /orders/live) as a message stream, item by item: the List route's stream bytes.
code="$(curl -s -o "$logs/live.bin" -w '%{http_code} %{content_type}' \
  -H 'Accept: application/vnd.bale.stream' "http://127.0.0.1:$port/orders/live")"
[ "$code" = "200 application/vnd.bale.stream" ] || fail "GET /orders/live as a stream answered $code"
cmp -s "$logs/all.stream.bin" "$logs/live.bin" || fail "the Multi's stream is not the List's stream bytes"
# The same stream read through the REST Client as it comes (Multi<byte[]> made records by
# BaleStreams.records) and sent on as a Multi: the same bytes.
code="$(curl -s -o "$logs/relay.live.bin" -w '%{http_code} %{content_type}' \
  -H 'Accept: application/vnd.bale.stream' "http://127.0.0.1:$port/relay/live")"
[ "$code" = "200 application/vnd.bale.stream" ] || fail "GET /relay/live answered $code"
cmp -s "$logs/live.bin" "$logs/relay.live.bin" ||
  fail "the stream read through the REST Client (BaleStreams) is not GET /orders/live's bytes"
check_stream_upload "http://127.0.0.1:$port" "$logs" "$work/src/main/bale/orders.bale" "$cli"
# A Multi<byte[]> of BaleStreams.encode (GET /orders/status/S): a status no order has is the frame
# alone (check_stream_upload's stream of none), another the stream of that status's orders.
code="$(curl -s -o "$logs/status.none.bin" -w '%{http_code} %{content_type}' \
  -H 'Accept: application/vnd.bale.stream' "http://127.0.0.1:$port/orders/status/NONE")"
[ "$code" = "200 application/vnd.bale.stream" ] || fail "GET /orders/status/NONE answered $code"
cmp -s "$logs/none.stream.bin" "$logs/status.none.bin" ||
  fail "a BaleStreams.encode stream of no orders is not the frame alone"
curl -s -f -H 'Accept: application/vnd.bale.stream' -o "$logs/status.shipped.bin" \
  "http://127.0.0.1:$port/orders/status/SHIPPED" || fail "GET /orders/status/SHIPPED failed"
java -jar "$cli" decode --lines --schema "$work/src/main/bale/orders.bale" --type shop.orders.Order \
  "$logs/status.shipped.bin" >"$logs/status.shipped.jsonl" || fail "bale decode --lines of the SHIPPED stream failed"
grep -q '"S-2"' "$logs/status.shipped.jsonl" && ! grep -v -q '"SHIPPED"' "$logs/status.shipped.jsonl" ||
  fail "GET /orders/status/SHIPPED is not the shipped orders (S-2 among them)"
stop_service

echo "example-quarkus: ok (Quarkus $quarkus's quarkus-run.jar with bale-quarkus: Bale in and out, the same bytes; JSON as the CLI writes and reads it; a cut body 400; the application's limits, a 2 MiB body 413; the REST Client relays Bale, the same bytes; the orders as a list root and a message stream, from a List, a Uni<List> and a Multi; the stream read through the REST Client as it comes; a message stream posted as a List; BaleStreams.encode's frame alone for no orders)"
