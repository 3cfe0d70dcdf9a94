# Sourced by run.sh and test.sh: configure and build in a few lines of output. The compiler's
# and CMake's own output goes to a log in the build folder, shown when a step fails.

# configure_quietly DIR [cmake options...]
configure_quietly() {
    local dir=$1
    shift
    mkdir -p "$dir"
    if ! cmake -S . -B "$dir" -G Ninja "$@" >"$dir/configure.log" 2>&1; then
        tail -n 40 "$dir/configure.log" >&2
        echo "Configuring $dir failed (whole log: $dir/configure.log)." >&2
        return 1
    fi
}

# build_quietly DIR [TARGET...]
build_quietly() {
    local dir=$1
    shift
    local targets=("$@") steps
    # ninja's dry run ends on "[N/N] ...": the number of steps still to do.
    steps=$(ninja -C "$dir" -n "${targets[@]}" 2>/dev/null | sed -n -E 's/^\[[0-9]+\/([0-9]+)\].*/\1/p' |
        tail -n 1)
    if [ -z "$steps" ]; then
        echo "Building $dir: up to date."
        return 0
    fi
    echo "Building $dir: $steps steps on ${VINCI_JOBS:-2} cores (log: $dir/build.log)."
    local start=$SECONDS
    if ! cmake --build "$dir" -j"${VINCI_JOBS:-2}" ${targets[@]:+--target "${targets[@]}"} \
        >"$dir/build.log" 2>&1; then
        grep -E -A8 'error|FAILED' "$dir/build.log" | head -n 60 >&2
        echo "Building $dir failed (whole log: $dir/build.log)." >&2
        return 1
    fi
    echo "Built $dir in $((SECONDS - start)) s."
}
