# Sourced by the CI scripts that build one of examples/ as a user's Maven project, against the local
# repository that `mvn install` of this checkout filled (offline when the caller passes -o).
#
# maven_example NAME [extra Maven flags]
#   Sets root, mvn, flags (batch mode, no colours, then the extra flags), logs (target/example-NAME, emptied), version (this
#   checkout's) and work (a fresh copy of examples/NAME under logs, so the checkout stays clean and
#   a stale target/ cannot hide a skipped step), and defines fail MESSAGE (prints
#   "example-NAME: FAIL: MESSAGE" and exits 1). Fails when the example's pom does not ask for this
#   checkout's version.
maven_example() {
  example_name="$1"
  shift
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  mvn="${MVN:-mvn}"
  flags=(-B -ntp -Dstyle.color=never "$@")
  logs="$root/target/example-$example_name"
  rm -rf "$logs"
  mkdir -p "$logs"
  fail() {
    echo "example-$example_name: FAIL: $*"
    exit 1
  }
  version="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -n 1)"
  grep -q "<bale.version>$version</bale.version>" "$root/examples/$example_name/pom.xml" ||
    fail "examples/$example_name/pom.xml does not use bale.version $version"
  work="$logs/$example_name"
  cp -r "$root/examples/$example_name" "$work"
  rm -rf "$work/target"
}
