#!/usr/bin/env bash
# The fuzz targets of fuzz/, driven with libFuzzer (libfuzzer-sys) directly: the coverage flags
# are the ones cargo-fuzz passes, so no tool needs installing and the stable toolchain builds
# them (cargo-fuzz itself wants nightly). No sanitizer: the crate has no unsafe code of its own.
#
#   tools/fuzz.sh smoke [RUNS]       every target, a fixed number of inputs each (RUNS, or as
#                                    smoke_runs below says) from its seed corpus in
#                                    fuzz/corpus/TARGET, same seed every time: CI
#   tools/fuzz.sh run TARGET SECONDS [LIBFUZZER-OPTION...]
#                                    one target for a while, new inputs kept in target/fuzz/corpus,
#                                    crashes written to target/fuzz/artifacts (-fork=1
#                                    -ignore_crashes=1 goes on after a crash)
#
# Runs inside tools/env.sh (libFuzzer needs a C++ compiler).
set -euo pipefail
checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$checkout/fuzz"

targets=(parse_type regex_strings derive_type export_value)
# Runs per target in make fuzz-smoke, about a minute in all: regex_strings compiles two regular
# expressions per input and is some fifty times slower than the others.
declare -A smoke_runs=([parse_type]=200000 [regex_strings]=10000 [derive_type]=200000 [export_value]=200000)
triple=$(rustc -vV | sed -n 's/^host: //p')
binaries="$checkout/target/fuzz/$triple/release"

build() {
    RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
        -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
        -Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks" \
        cargo build --quiet --release --bins --target "$triple" --target-dir "$checkout/target/fuzz"
}

# -rss_limit_mb and -timeout turn memory blow-ups and hangs into failures; -max_len keeps inputs
# small, which is where the interesting structure is.
options=(-max_len=1024 -timeout=10 -rss_limit_mb=1024 -print_final_stats=0)

case "${1:-}" in
    build)
        build
        ;;
    smoke)
        build
        for target in "${targets[@]}"; do
            runs=${2:-${smoke_runs[$target]}}
            corpus="$checkout/fuzz/corpus/$target"
            [ -d "$corpus" ] || { echo "tools/fuzz.sh: no seed corpus $corpus" >&2; exit 1; }
            echo "fuzz $target: $runs runs"
            # A copy of the corpus, so that a run never adds to the checked-in one.
            scratch=$(mktemp -d)
            cp "$corpus"/* "$scratch"/
            "$binaries/$target" "${options[@]}" -seed=1 -runs="$runs" -artifact_prefix="$checkout/target/fuzz/" "$scratch" \
                2>"$checkout/target/fuzz/$target.log" || { tail -40 "$checkout/target/fuzz/$target.log" >&2; rm -rf "$scratch"; exit 1; }
            rm -rf "$scratch"
        done
        ;;
    run)
        target=${2:?target} seconds=${3:?seconds}
        shift 3
        build
        mkdir -p "$checkout/target/fuzz/corpus/$target" "$checkout/target/fuzz/artifacts/$target"
        exec "$binaries/$target" "${options[@]}" -max_total_time="$seconds" "$@" \
            -artifact_prefix="$checkout/target/fuzz/artifacts/$target/" \
            "$checkout/target/fuzz/corpus/$target" "$checkout/fuzz/corpus/$target"
        ;;
    *)
        sed -n '2,16p' "${BASH_SOURCE[0]}" >&2
        exit 2
        ;;
esac
