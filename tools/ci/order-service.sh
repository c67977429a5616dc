# Sourced by the CI scripts that run one of the order-service examples (examples/spring-boot,
# examples/quarkus, examples/micronaut: the same orders.bale, POST /orders and GET /orders/{id}).
#
# order_example NAME [extra Maven flags]
#   maven_example NAME (maven-example.sh: root, mvn, flags, logs, version, work, fail), wait_for
#   (wait-for.sh), and cli: the CLI jar of this checkout, which must exist.
# check_app_limits URL OUT
#   Checks that a 2 MiB Bale body is a 413: the examples' own limits are 1 MiB, under their server's
#   (10 MiB) and Bale's default (64 MiB), so the answer shows that Bale took the application's.
#
# start_service LOG SED_SCRIPT DESCRIPTION COMMAND...
#   Starts COMMAND in the background with its output in LOG, sets pid (and a trap that stops it at
#   exit) and port (read from LOG by SED_SCRIPT, within 60 s); fails naming DESCRIPTION otherwise.
# stop_service
#   Stops it and clears the trap.
# check_orders URL OUT SCHEMA CLI
#   Checks, with files under OUT, that
#     1. a Bale order posted with Content-Type application/vnd.bale comes back as the same bytes,
#     2. the same order read with Accept: application/json is the JSON the CLI decodes from those
#        bytes (JSON.md's JSON: the application's Jackson has Bale's module),
#     3. that JSON posted with Content-Type application/json and Accept: application/vnd.bale comes
#        back as the order's bytes (the module reads it),
#     4. a cut body is a 400.
# check_relay BASE OUT SCHEMA CLI
#   For an example whose /relay calls its own /orders through the framework's HTTP client with Bale
#   bodies (after check_orders, whose order.bin it reuses), checks that
#     1. an order posted to BASE/relay comes back as the same bytes,
#     2. GET BASE/relay (the list root read through the client, written again) is GET BASE/orders,
#     3. a list of two orders posted to BASE/relay/batch (sent on to /orders/batch as a list body)
#        comes back as the same bytes.
# check_stream BASE OUT SCHEMA CLI, check_stream_upload BASE OUT SCHEMA CLI: see their definitions.
# Needs fail (maven-example.sh) and wait_for (wait-for.sh).
order_example() {
  . "$(dirname "${BASH_SOURCE[0]}")/maven-example.sh"
  maven_example "$@"
  . "$root/tools/ci/wait-for.sh"
  cli="$root/bale-compiler/target/bale-cli.jar"
  [ -f "$cli" ] || fail "no $cli (run mvn install first)"
}

check_app_limits() {
  local url="$1" out="$2" code
  head -c $((2 << 20)) /dev/zero >"$out/big.bin"
  code="$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/vnd.bale' \
    --data-binary @"$out/big.bin" "$url")"
  [ "$code" = "413" ] || fail "a 2 MiB body answered $code, not 413 (the application's Limits)"
}

start_service() {
  local log="$1" script="$2" what="$3"
  shift 3
  "$@" >"$log" 2>&1 &
  pid=$!
  trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true' EXIT
  port="$(wait_for "$log" "$script" "$pid" 600)" || case $? in
    2) fail "$what exited (see $log)" ;;
    *) fail "$what did not start in 60 s (see $log)" ;;
  esac
}

stop_service() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  trap - EXIT
}

check_orders() {
  local url="$1" out="$2" schema="$3" cli="$4" code
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

  code="$(curl -s -o "$out/back.json.bin" -w '%{http_code} %{content_type}' -X POST \
    -H 'Content-Type: application/json' -H 'Accept: application/vnd.bale' \
    --data-binary @"$out/order.cli.json" "$url")"
  [ "$code" = "200 application/vnd.bale" ] || fail "POST of JSON answered $code"
  cmp -s "$out/order.bin" "$out/back.json.bin" || fail "the order posted as JSON came back as other bytes"

  head -c 10 "$out/order.bin" >"$out/cut.bin"
  code="$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/vnd.bale' \
    --data-binary @"$out/cut.bin" "$url")"
  [ "$code" = "400" ] || fail "a cut body answered $code, not 400"
}

check_relay() {
  local base="$1" out="$2" schema="$3" cli="$4" code
  code="$(curl -s -o "$out/relayed.bin" -w '%{http_code} %{content_type}' -X POST \
    -H 'Content-Type: application/vnd.bale' -H 'Accept: application/vnd.bale' \
    --data-binary @"$out/order.bin" "$base/relay")"
  [ "$code" = "200 application/vnd.bale" ] || fail "POST /relay answered $code"
  cmp -s "$out/order.bin" "$out/relayed.bin" || fail "the order relayed by the client came back as other bytes"

  curl -s -f -H 'Accept: application/vnd.bale' -o "$out/all.bin" "$base/orders" || fail "GET /orders failed"
  curl -s -f -H 'Accept: application/vnd.bale' -o "$out/all.relayed.bin" "$base/relay" || fail "GET /relay failed"
  cmp -s "$out/all.bin" "$out/all.relayed.bin" || fail "the list read through the client is not GET /orders's bytes"

  printf '%s\n' '[{"id": "B-1", "placedAtMillis": 1764950400001, "status": "PLACED", "lines": []},' \
    '{"id": "B-2", "status": "DELIVERED", "lines": [{"sku": "MUG-3", "quantity": 1, "priceCents": 1200}]}]' \
    >"$out/batch.json"
  java -jar "$cli" encode --schema "$schema" --type 'list<shop.orders.Order>' "$out/batch.json" >"$out/batch.bin" ||
    fail "bale encode of the batch failed"
  code="$(curl -s -o "$out/batch.back.bin" -w '%{http_code} %{content_type}' -X POST \
    -H 'Content-Type: application/vnd.bale' -H 'Accept: application/vnd.bale' \
    --data-binary @"$out/batch.bin" "$base/relay/batch")"
  [ "$code" = "200 application/vnd.bale" ] || fail "POST /relay/batch answered $code"
  cmp -s "$out/batch.bin" "$out/batch.back.bin" || fail "the batch relayed by the client came back as other bytes"
}

# check_stream BASE OUT SCHEMA CLI
#   GET BASE/orders asked for as application/vnd.bale.stream answers a message stream whose records,
#   read by `bale decode --lines`, are the orders of the list root GET BASE/orders answers, in order
#   (at least two: run after check_orders and check_relay, which post three).
check_stream() {
  local base="$1" out="$2" schema="$3" cli="$4" code
  curl -s -f -H 'Accept: application/vnd.bale' -o "$out/all.bin" "$base/orders" || fail "GET /orders failed"
  code="$(curl -s -o "$out/all.stream.bin" -w '%{http_code} %{content_type}' \
    -H 'Accept: application/vnd.bale.stream' "$base/orders")"
  [ "$code" = "200 application/vnd.bale.stream" ] || fail "GET /orders as a stream answered $code"
  java -jar "$cli" decode --lines --schema "$schema" --type shop.orders.Order "$out/all.stream.bin" \
    >"$out/all.stream.jsonl" || fail "bale decode --lines of the stream failed"
  java -jar "$cli" decode --schema "$schema" --type 'list<shop.orders.Order>' "$out/all.bin" \
    >"$out/all.json" || fail "bale decode of the list root failed"
  node -e '
    const fs = require("fs");
    const list = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const lines = fs.readFileSync(process.argv[2], "utf8").split("\n").filter((l) => l !== "");
    const stream = lines.map((l) => JSON.parse(l));
    if (list.length < 2 || JSON.stringify(list) !== JSON.stringify(stream)) {
      console.log("list:   " + JSON.stringify(list) + "\nstream: " + JSON.stringify(stream));
      process.exit(1);
    }
  ' "$out/all.json" "$out/all.stream.jsonl" || fail "the stream's records are not the list's orders"
}

# check_stream_upload BASE OUT SCHEMA CLI
#   A message stream of two orders (`bale encode --lines`), and one of none (the frame alone),
#   posted to BASE/orders/batch come back as the list roots of the same orders (the route reads a
#   stream body as its List<Order>). Adds the two orders to the service: run after the checks that
#   compare GET BASE/orders with earlier answers.
check_stream_upload() {
  local base="$1" out="$2" schema="$3" cli="$4" code name
  printf '%s\n' '{"id": "S-1", "placedAtMillis": 1764950400002, "status": "PLACED", "lines": []}' \
    '{"id": "S-2", "status": "SHIPPED", "lines": [{"sku": "TEA-1", "quantity": 3, "priceCents": 950}]}' \
    >"$out/upload.jsonl"
  : >"$out/none.jsonl"
  for name in upload none; do
    java -jar "$cli" encode --lines --schema "$schema" --type shop.orders.Order "$out/$name.jsonl" \
      >"$out/$name.stream.bin" || fail "bale encode --lines of $name.jsonl failed"
    node -e '
      const fs = require("fs");
      const lines = fs.readFileSync(process.argv[1], "utf8").split("\n").filter((l) => l !== "");
      fs.writeFileSync(process.argv[2], "[" + lines.join(",") + "]");
    ' "$out/$name.jsonl" "$out/$name.json" || fail "node failed"
    java -jar "$cli" encode --schema "$schema" --type 'list<shop.orders.Order>' "$out/$name.json" \
      >"$out/$name.list.bin" || fail "bale encode of $name.json failed"
    code="$(curl -s -o "$out/$name.back.bin" -w '%{http_code} %{content_type}' -X POST \
      -H 'Content-Type: application/vnd.bale.stream' -H 'Accept: application/vnd.bale' \
      --data-binary @"$out/$name.stream.bin" "$base/orders/batch")"
    [ "$code" = "200 application/vnd.bale" ] || fail "POST /orders/batch of a stream ($name) answered $code"
    cmp -s "$out/$name.list.bin" "$out/$name.back.bin" ||
      fail "a stream posted to /orders/batch ($name) did not come back as the list root of its orders"
  done
}
