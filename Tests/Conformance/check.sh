#!/usr/bin/env bash
# Runs every conformance vector and every command-line case against a replayer.
# Run: bash Tests/Conformance/check.sh COMMAND...   (COMMAND plays the part of `modalkit`)
#   bash Tests/Conformance/check.sh .build/debug/modalkit
#   bash Tests/Conformance/check.sh node port/modalkit.js
#
# Each vector: COMMAND replay --json-errors GROUP/NAME.jsonl | cmp - GROUP/NAME.expected
# Each case in cli/: COMMAND with the arguments in NAME.args (one per line), run in this
# directory with NAME.stdin (or nothing) on standard input, must exit with NAME.status, print
# NAME.stdout exactly, and print to standard error text that starts with NAME.stderr (nothing
# at all when NAME.stderr is empty). Prints each failure and a count; exits 1 if any failed.
set -u
if [ $# -eq 0 ]; then
  echo "usage: bash Tests/Conformance/check.sh COMMAND..." >&2
  exit 64
fi
# Relative paths in the command (`node my-port/modalkit.js`) are taken from where the script was
# called, before moving here: the command's first word, and any other that names a file.
command=()
for word in "$@"; do
  if [[ "$word" == */* && "$word" != /* ]] && { [[ ${#command[@]} -eq 0 ]] || [[ -e "$word" ]]; }; then
    word="$PWD/$word"
  fi
  command+=("$word")
done
set -- "${command[@]}"
cd "$(dirname "$0")"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
vectors=0
cases=0
failed=0

while IFS= read -r input; do
  name=${input%.jsonl}
  vectors=$((vectors + 1))
  # Only cmp's status counts: the replayer exits 65 for an error vector.
  if ! "$@" replay --json-errors "$input" 2>/dev/null | cmp -s - "$name.expected"; then
    echo "FAIL $name: output differs from $name.expected"
    failed=$((failed + 1))
  fi
done < <(find . -name '*.jsonl' | sed 's|^\./||' | LC_ALL=C sort)

for arguments in cli/*.args; do
  name=${arguments%.args}
  cases=$((cases + 1))
  words=()
  while IFS= read -r word; do words+=("$word"); done <"$arguments"
  stdin=/dev/null
  if [ -f "$name.stdin" ]; then stdin="$name.stdin"; fi
  "$@" "${words[@]+"${words[@]}"}" <"$stdin" >"$scratch/stdout" 2>"$scratch/stderr"
  status=$?
  problems=()
  if [ "$status" != "$(cat "$name.status")" ]; then
    problems+=("exit status $status, expected $(cat "$name.status")")
  fi
  if ! cmp -s "$scratch/stdout" "$name.stdout"; then problems+=("standard output differs"); fi
  if [ -s "$name.stderr" ]; then
    if ! head -c "$(wc -c <"$name.stderr")" "$scratch/stderr" | cmp -s - "$name.stderr"; then
      problems+=("standard error does not start with: $(cat "$name.stderr")")
    fi
  elif [ -s "$scratch/stderr" ]; then
    problems+=("standard error is not empty")
  fi
  if [ ${#problems[@]} -gt 0 ]; then
    message=${problems[0]}
    for problem in "${problems[@]:1}"; do message+="; $problem"; done
    echo "FAIL $name: $message"
    failed=$((failed + 1))
  fi
done

echo "$vectors vectors, $cases command-line cases, $failed failed"
[ "$failed" -eq 0 ]
