#!/usr/bin/env bash
# Makes sure a headless Chromium is there for the browser tests and benchmarks (make ts-test,
# make bench-ts*): $CHROMIUM if set, else Debian's /usr/bin/chromium, installed with apt-get when
# missing and this runs as root (a fresh machine of this project's kind: CI, a new developer
# machine). Idempotent and quiet when the browser is already there. Exit 1, with the reason, when
# it cannot be had.
set -euo pipefail
if [ -n "${CHROMIUM:-}" ]; then
  [ -x "$CHROMIUM" ] && exit 0
  echo "ensure-chromium: CHROMIUM=$CHROMIUM is not an executable" >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "ensure-chromium: installing Debian's chromium (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "ensure-chromium: /usr/bin/chromium is missing and cannot be installed here" \
  "(needs root and apt-get; or set CHROMIUM=/path/to/chromium)" >&2
exit 1
