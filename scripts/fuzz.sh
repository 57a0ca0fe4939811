#!/usr/bin/env bash
# Runs each cargo-fuzz target of fuzz/ in turn, one at a time, for a bounded time.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     (default: 60 seconds, every target)
#
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`). Each target's
# corpus grows in fuzz/corpus/TARGET (not committed), seeded from fuzz/seeds/TARGET; a
# crash stops the script with the input saved in fuzz/artifacts/TARGET. The last line of
# each run is summed up at the end: executions and seconds per target.
set -euo pipefail

seconds=${1:-60}
shift $(( $# > 0 ? 1 : 0 ))
cd "$(dirname "$0")/../fuzz"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <(cargo +nightly fuzz list)
fi

# The longest input worth trying per target: a 25×25 .ssc grid, a few dozen lines, a
# session file, a 25×25 board with candidates.
max_len() {
    case "$1" in
        formats) echo 20000 ;;
        session) echo 32768 ;;
        *) echo 8192 ;;
    esac
}

mkdir -p logs
summary=()
for target in "${targets[@]}"; do
    mkdir -p "corpus/$target"
    dirs=("corpus/$target")
    [ -d "seeds/$target" ] && dirs+=("seeds/$target")
    # Leak checks are off: rating runs scoped worker threads whose thread-local storage
    # std frees only as each thread exits, after the input is done, which LeakSanitizer
    # reports as a leak; safe Rust has no other way to leak by mistake.
    options=(-max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len="$(max_len "$target")"
        -detect_leaks=0)
    [ -f "dicts/$target.dict" ] && options+=(-dict="dicts/$target.dict")
    echo "== $target: $seconds s"
    nice -n 10 cargo +nightly fuzz run --debug-assertions "$target" "${dirs[@]}" -- "${options[@]}" \
        2>&1 | tee "logs/$target.log" | grep -E '^(#[0-9]+\s+(pulse|DONE)|==|Done|SUMMARY|thread)' || true
    if [ "${PIPESTATUS[0]}" -ne 0 ]; then
        echo "fuzz target $target failed; see fuzz/logs/$target.log and fuzz/artifacts/$target" >&2
        exit 1
    fi
    summary+=("$target: $(grep -E '^Done [0-9]+ runs' "logs/$target.log" | tail -1)")
done
printf '%s\n' "${summary[@]}"
