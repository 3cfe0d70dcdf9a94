# Sourced by run.sh and test.sh: configure and build in a few lines of output. The compiler's
# and CMake's own output goes to a log in the build folder, shown when a step fails.

# configure_quietly PRESET DIR [CMAKE_ARGS...]: configures DIR with a preset of
# CMakePresets.json.
configure_quietly() {
    local preset=$1 dir=$2
    shift 2
    mkdir -p "$dir"
    if ! cmake --preset "$preset" "$@" >"$dir/configure.log" 2>&1; then
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
    echo "Building $dir on ${VINCI_JOBS:-2} cores (log: $dir/build.log)."
    local start=$SECONDS
    if ! cmake --build "$dir" -j"${VINCI_JOBS:-2}" ${targets[@]:+--target "${targets[@]}"} \
        >"$dir/build.log" 2>&1; then
        grep -E -A8 'error|FAILED' "$dir/build.log" | head -n 60 >&2
        echo "Building $dir failed (whole log: $dir/build.log)." >&2
        return 1
    fi
    # ninja numbers its steps "[n/N] ..."; the last line's N is how many there were.
    steps=$(sed -n -E 's/^\[[0-9]+\/([0-9]+)\].*/\1/p' "$dir/build.log" | tail -n 1)
    echo "Built $dir: ${steps:-no} steps in $((SECONDS - start)) s."
}
