#!/usr/bin/env bash
# Fuzzes the player's pure layers with libFuzzer and AddressSanitizer.
#
#   Fuzz/run.sh SECONDS [TARGET ...]     # each target (default: all) for SECONDS
#   Fuzz/run.sh 3600 document            # an hour on whole documents
#   Fuzz/run.sh --runs=N [TARGET ...]    # N inputs each from a fixed seed and the seeds alone: the
#                                        # same inputs every time (Packaging/test.sh runs this)
#
# Targets (SwipeFuzzTargets' FuzzTarget): json, document, path, markdown, values, theme, list,
# list-layout, story, story-layout, keys, control, status, cache. Each keeps its growing corpus in
# Fuzz/.corpus/TARGET, seeded from Fuzz/Seeds/TARGET (a layout target also from its reader's
# seeds, Seeds/list or Seeds/story, and uses its dictionary) and, for json and document, the test
# corpus' documents; it writes what crashes it to Fuzz/.crashes/. A crash stops the run with exit
# status 1: copy the input into Tests/SwipeFuzzTargetsTests/Regressions/TARGET/, fix the cause,
# and the normal test suite replays it from then on.
set -euo pipefail
cd "$(dirname "$0")"
limit=${1:?usage: Fuzz/run.sh SECONDS|--runs=N [TARGET ...]}
shift
case "$limit" in
  --runs=*) bound=(-seed=1 -runs="${limit#--runs=}"); what="" ;;
  *) bound=(-max_total_time="$limit"); what=" in $limit s" ;;
esac
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(json document path markdown values theme list list-layout story story-layout keys control status cache)

swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
  -Xlinker --allow-multiple-definition >/dev/null  # SwiftPM's entry point and libFuzzer's both define main
fuzzer=.build/release/swipe-fuzz
export SWIFT_BACKTRACE=enable=no  # libFuzzer reports crashes itself
mkdir -p .crashes

status=0
for target in "${targets[@]}"; do
  [ -d "Seeds/$target" ] || { echo "fuzz: no target $target (Fuzz/Seeds/ has one folder per target)" >&2; exit 2; }
  # A bounded run starts from the seeds alone, so that it tries the same inputs every time.
  if [ "${bound[0]}" = -seed=1 ]; then corpus=$(mktemp -d); else corpus=".corpus/$target"; fi
  mkdir -p "$corpus"
  seeds=("Seeds/$target")
  case "$target" in
    json|document) seeds+=(../Tests/Corpus) ;;
    *-layout) seeds+=("Seeds/${target%-layout}") ;;
  esac
  dict=()
  [ -f "Seeds/${target%-layout}.dict" ] && dict=(-dict="Seeds/${target%-layout}.dict")
  log=$(mktemp)
  if SWIPE_FUZZ_TARGET=$target "$fuzzer" "${bound[@]}" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix=".crashes/$target-" -print_final_stats=1 "${dict[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -E '^#[0-9]+' "$log" | tail -1 | sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\).*/\1 edges, \2 features/p')
    echo "fuzz: $target: $runs runs$what, no crash (coverage: $cov; corpus: $(ls "$corpus" | wc -l) inputs)"
  else
    echo "fuzz: $target: CRASH"; grep -E "^(==|SUMMARY|artifact_prefix|Test unit written)" "$log" | head -20
    status=1
  fi
  rm -f "$log"
  if [ "${bound[0]}" = -seed=1 ]; then rm -rf "$corpus"; fi
done
exit $status
