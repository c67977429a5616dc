#!/usr/bin/env bash
# Java <-> Node over gRPC (make ts-test), both ways. Node -> Java: bale-grpc's test service
# (dev.bale.grpc.InteropServer: BaleMarshaller over grpc-netty-shaded, wrapped by
# BaleGrpc.withDecodeErrors) started at a free port of 127.0.0.1, then the Node client
# ts/test/grpc-interop.ts (@grpc/grpc-js with @bale-dev/runtime/grpc) against it. Java -> Node: the
# Node server ts/test/grpc-interop-server.ts (the generated TS Orders through withDecodeErrors),
# then Java's dev.bale.grpc.InteropClient (the generated OrdersGrpc stubs, and BaleGrpc.error on
# the Node server's trailers) against it. Needs ts/ built (npm ci, npm run build) and bale-grpc's
# test classes (make test's install builds them; compiled here if missing).
# Usage: tools/ci/grpc-interop.sh [extra Maven flags]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/tools/ci/wait-for.sh"
mvn="${MVN:-mvn}"
out="$root/target/grpc-interop"
rm -rf "$out"
mkdir -p "$out"
fail() { echo "grpc-interop: FAIL: $*"; exit 1; }

if [ ! -f "$root/bale-grpc/target/test-classes/dev/bale/grpc/InteropClient.class" ]; then
  "$mvn" -B -ntp -q -f "$root/pom.xml" -pl bale-grpc -am test-compile "$@" >"$out/build.log" 2>&1 ||
    fail "bale-grpc's test classes did not build (see $out/build.log)"
fi
"$mvn" -B -ntp -q -f "$root/pom.xml" -pl bale-grpc dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$out/classpath.txt" "$@" >"$out/classpath.log" 2>&1 ||
  fail "no class path for bale-grpc's tests (see $out/classpath.log)"
cp="$root/bale-grpc/target/test-classes:$root/bale-grpc/target/classes:$(cat "$out/classpath.txt")"

java -cp "$cp" dev.bale.grpc.InteropServer >"$out/server.out" 2>"$out/server.err" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true' EXIT
port="$(wait_for "$out/server.out" 's/^port //p' "$pid" 300)" || case $? in
  2) fail "the Java server exited: $(cat "$out/server.err")" ;;
  *) fail "the Java server printed no port in 30 s: $(cat "$out/server.err")" ;;
esac
node "$root/ts/build/ts/test/grpc-interop.js" "$port" || fail "the Node client failed against the Java server (its log: $out/server.err)"
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true

node "$root/ts/build/ts/test/grpc-interop-server.js" >"$out/node-server.out" 2>"$out/node-server.err" &
pid=$!
port="$(wait_for "$out/node-server.out" 's/^port //p' "$pid" 300)" || case $? in
  2) fail "the Node server exited: $(cat "$out/node-server.err")" ;;
  *) fail "the Node server printed no port in 30 s: $(cat "$out/node-server.err")" ;;
esac
java -cp "$cp" dev.bale.grpc.InteropClient "$port" ||
  fail "the Java client failed against the Node server (its log: $out/node-server.err)"
echo "grpc-interop: ok (Node client -> Java server, Java client -> Node server)"
