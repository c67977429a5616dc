#!/usr/bin/env bash
# Dexes bale-runtime's jar, the generated Java of every golden schema (bale-android-check's
# classes), bale-schema's and bale-dynamic's jars with the one library they add (jackson-core), and
# bale-grpc's jar against grpc-api (on D8's class path: an app brings its own gRPC) with D8,
# Android's own compiler, at --min-api 26, as an app's build would, and fails on any warning or
# error. D8 is com.android.tools:r8 on Google's Maven repository (not Maven
# Central); when it cannot be fetched the check says so and skips. The library is this JDK (D8
# needs one to resolve java.*; an app's build uses its android.jar, against which animal-sniffer
# already checked the same classes in the build). After `mvn install` (make test-android runs it).
# Usage: tools/ci/android-dex.sh [extra Maven flags]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mvn="${MVN:-mvn}"
r8_version=8.5.35
out="$root/target/android-dex"
rm -rf "$out"
mkdir -p "$out/dex"

runtime_jar="$(ls "$root"/bale-runtime/target/bale-runtime-*.jar | grep -v -e sources -e javadoc | head -n 1)"
schema_jar="$(ls "$root"/bale-schema/target/bale-schema-*.jar | grep -v -e sources -e javadoc | head -n 1)"
dynamic_jar="$(ls "$root"/bale-dynamic/target/bale-dynamic-*.jar | grep -v -e sources -e javadoc | head -n 1)"
grpc_jar="$(ls "$root"/bale-grpc/target/bale-grpc-*.jar | grep -v -e sources -e javadoc | head -n 1)"
golden_classes="$root/bale-android-check/target/classes"
[ -f "$runtime_jar" ] && [ -f "$schema_jar" ] && [ -f "$dynamic_jar" ] && [ -f "$grpc_jar" ] && [ -d "$golden_classes" ] || {
  echo "android-dex: FAIL: build first (mvn install: the runtime's, schema's, dynamic's and grpc's jars, bale-android-check's classes)"
  exit 1
}

repo="$("$mvn" -B -q -o help:evaluate -Dexpression=settings.localRepository -DforceStdout "$@" 2>/dev/null || true)"
[ -n "$repo" ] && [ -d "$repo" ] || repo="$HOME/.m2/repository"
r8="$repo/com/android/tools/r8/$r8_version/r8-$r8_version.jar"
if [ ! -f "$r8" ]; then
  "$mvn" -B -ntp -q dependency:get -Dartifact="com.android.tools:r8:$r8_version" -Dtransitive=false \
    -DremoteRepositories=google::default::https://maven.google.com "$@" > "$out/fetch.log" 2>&1 || true
fi
jackson_version="$(sed -n 's:.*<jackson.version>\(.*\)</jackson.version>.*:\1:p' "$root/pom.xml" | head -n 1)"
jackson_core="$repo/com/fasterxml/jackson/core/jackson-core/$jackson_version/jackson-core-$jackson_version.jar"
[ -f "$jackson_core" ] || { echo "android-dex: FAIL: no $jackson_core (bale-dynamic's dependency; build first)"; exit 1; }
grpc_version="$(sed -n 's:.*<grpc.version>\(.*\)</grpc.version>.*:\1:p' "$root/pom.xml" | head -n 1)"
grpc_api="$repo/io/grpc/grpc-api/$grpc_version/grpc-api-$grpc_version.jar"
[ -f "$grpc_api" ] || { echo "android-dex: FAIL: no $grpc_api (bale-grpc's provided dependency; build first)"; exit 1; }
if [ ! -f "$r8" ]; then
  echo "android-dex: skipped (D8, com.android.tools:r8:$r8_version, could not be fetched from Google's Maven; $out/fetch.log)"
  exit 0
fi

(cd "$golden_classes" && jar cf "$out/goldens.jar" .)
java_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
set +e
java -cp "$r8" com.android.tools.r8.D8 --release --min-api 26 --lib "$java_home" \
  --classpath "$grpc_api" \
  --output "$out/dex" "$runtime_jar" "$out/goldens.jar" "$schema_jar" "$dynamic_jar" "$jackson_core" \
  "$grpc_jar" \
  > "$out/d8.log" 2>&1
status=$?
set -e
if [ $status -ne 0 ] || grep -q -E '^(Warning|Error)' "$out/d8.log"; then
  cat "$out/d8.log"
  echo "android-dex: FAIL: D8 $r8_version at --min-api 26 (exit $status)"
  exit 1
fi
[ -s "$out/dex/classes.dex" ] || { echo "android-dex: FAIL: no classes.dex"; exit 1; }
echo "android-dex: D8 $r8_version dexed bale-runtime, the goldens' generated Java, bale-schema, bale-dynamic, jackson-core $jackson_version and bale-grpc (against grpc-api $grpc_version) at --min-api 26: no warning ($(stat -c %s "$out/dex/classes.dex") bytes of dex)"
