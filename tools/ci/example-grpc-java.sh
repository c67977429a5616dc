#!/usr/bin/env bash
# Builds examples/grpc-java as a user's project would be built (offline, -o, against the local
# repository that `mvn install` of this checkout just filled; make test installs before running
# this) and runs it. Checks that
#   1. the plugin's grpc parameter generated the service's class (QuotesGrpc) and it compiled,
#   2. the example's server and client call both methods over HTTP/2 on 127.0.0.1.
# Prints one summary line; the Maven logs go to target/example-grpc-java/.
# Usage: tools/ci/example-grpc-java.sh [extra Maven flags, e.g. -Dmaven.repo.local=...]
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/maven-example.sh"
maven_example grpc-java -o "$@"
grpc="$(sed -n 's:^    <grpc.version>\(.*\)</grpc.version>$:\1:p' "$root/pom.xml" | head -n 1)"
grep -q "<grpc.version>$grpc</grpc.version>" "$root/examples/grpc-java/pom.xml" ||
  fail "examples/grpc-java/pom.xml does not use grpc.version $grpc (the build's)"

# The offline build below runs maven-dependency-plugin (3.6.1, as both poms pin it), which the
# project's own build never runs: on a fresh local repository it is not there yet. Fetch it first,
# online, through the parent pom alone (-N).
"$mvn" -B -ntp -q -f "$root/pom.xml" -N dependency:help >"$logs/plugin.log" 2>&1 ||
  fail "could not fetch maven-dependency-plugin (see $logs/plugin.log)"
(cd "$work" && "$mvn" "${flags[@]}" package dependency:build-classpath \
  -Dmdep.outputFile="$logs/classpath.txt") >"$logs/build.log" 2>&1 ||
  fail "the build failed (see $logs/build.log)"
[ -f "$work/target/generated-sources/bale/desk/quotes/QuotesGrpc.java" ] ||
  fail "no generated QuotesGrpc.java (the plugin's grpc parameter did nothing)"
[ -f "$work/target/classes/desk/quotes/QuotesGrpc.class" ] ||
  fail "the generated service class was not compiled"

out="$(java -cp "$work/target/classes:$(cat "$logs/classpath.txt")" example.Main 2>"$logs/run.err")" ||
  fail "example.Main failed: $out $(head -c 2000 "$logs/run.err")"
[[ "$out" == "grpc ok: ACME 100.25/100.5, watch [101.25, 102.25, 103.25]" ]] ||
  fail "unexpected output: $out"
echo "example-grpc-java: ok (offline build, QuotesGrpc generated + compiled, '$out')"
