# Sourced by the CI scripts that run bale-gen-js, the schema compiler without a JDK.
#
# no_java_path
#   Prints $PATH without the directories that hold a java executable.
no_java_path() {
  local nojava="" d
  local -a dirs
  IFS=: read -r -a dirs <<<"$PATH"
  for d in "${dirs[@]}"; do
    [ -x "$d/java" ] || nojava="${nojava:+$nojava:}$d"
  done
  printf '%s\n' "$nojava"
}
