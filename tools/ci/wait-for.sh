# Sourced by the CI scripts that start a server in the background and read its address from its log.
#
# wait_for LOG SED_SCRIPT PID TENTHS
#   Prints the first line `sed -n SED_SCRIPT LOG` prints, once it prints one, checking every 0.1 s
#   for at most TENTHS tenths of a second. Returns 2 when process PID has exited first, 1 at the
#   time limit. A log the background shell has not opened yet reads as empty: on a busy machine the
#   loop can run before it (sed "can't read" would end a script under set -e).
wait_for() {
  local log="$1" script="$2" pid="$3" tenths="$4" found
  for _ in $(seq 1 "$tenths"); do
    found="$(sed -n "$script" "$log" 2>/dev/null | head -n 1 || true)"
    if [ -n "$found" ]; then
      printf '%s\n' "$found"
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || return 2
    sleep 0.1
  done
  return 1
}
