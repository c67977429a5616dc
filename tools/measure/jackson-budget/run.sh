#!/bin/sh
# run.sh [REF [N]]: the Jackson module's reading budget measured (docs/safety.md, "Decoded size of
# JSON input"). Needs `mvn -pl bale-conformance -am test-compile` (the goldens' classes) first.
# Builds bale-jackson as of REF (default main) beside this checkout's, generates a message of 200
# i32 fields with `bale gen`, then runs Amplify N (default 1,000,000 empty values) on both builds
# with -Xmx2g and Speed on twitter, citm and canada (../shared/data).
set -e
REF=${1:-main}; N=${2:-1000000}
R=$(cd "$(dirname "$0")/../../.." && pwd)
H=$(cd "$(dirname "$0")" && pwd)
T=${TMPDIR:-/tmp}/jackson-budget
J=$HOME/.m2/repository/com/fasterxml/jackson/core
V=2.17.2
LIBS=$J/jackson-core/$V/jackson-core-$V.jar:$J/jackson-databind/$V/jackson-databind-$V.jar:$J/jackson-annotations/$V/jackson-annotations-$V.jar
COMMON=$R/bale-runtime/target/classes:$R/bale-conformance/target/test-classes:$LIBS
rm -rf "$T" && mkdir -p "$T/old/src" "$T/old/classes" "$T/classes"
for f in $(git -C "$R" ls-tree --name-only "$REF" bale-jackson/src/main/java/dev/bale/jackson/); do
  git -C "$R" show "$REF:$f" > "$T/old/src/$(basename "$f")"
done
javac -nowarn -cp "$COMMON" -d "$T/old/classes" "$T"/old/src/*.java
{
  printf 'package wide;\nmessage W {\n'
  i=0; while [ $i -lt 200 ]; do printf '  i32 f%d = %d;\n' $i $((i + 1)); i=$((i + 1)); done
  printf '}\nmessage Root {\n  list<W> items = 1;\n}\n'
} > "$T/wide.bale"
"$R/bale" gen --lang java --out "$T/gen" "$T/wide.bale"
{
  printf 'public record P200('
  i=0; while [ $i -lt 200 ]; do [ $i -gt 0 ] && printf ', '; printf 'int f%d' $i; i=$((i + 1)); done
  printf ') {}\n'
} > "$T/P200.java"
javac -nowarn -cp "$COMMON" -d "$T/classes" "$T"/gen/wide/*.java "$T/P200.java"
javac -nowarn -cp "$COMMON:$R/bale-jackson/target/classes:$T/classes" -d "$T/classes" "$H/Amplify.java" "$H/SpeedSide.java" "$H/Speed.java"
uptime
echo "== bale-jackson at $REF"
java -Xmx2g -cp "$COMMON:$T/old/classes:$T/classes" Amplify "$N"
echo "== bale-jackson of this checkout"
java -Xmx2g -cp "$COMMON:$R/bale-jackson/target/classes:$T/classes" Amplify "$N"
mkdir -p "$T/side" && cp "$T"/classes/SpeedSide*.class "$T/side/"
D=$R/../shared/data/nativejson-benchmark
for s in twitter.json:twitter.SearchResponse citm_catalog.json:citm.Catalog canada.json:canada.FeatureCollection; do
  java -Xmx1g -cp "$T/classes" Speed "$COMMON" "$T/old/classes" "$R/bale-jackson/target/classes" "$T/side" "$D/${s%%:*}" "${s##*:}"
done
uptime
