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
        # A compiler or linker killed by a signal is seldom the code's fault. lld writes its
        # output through mmap: on a full disk it dies of SIGBUS ("Bus error"), as CI's sanitizer
        # build did with 4.9 GB free (docs/build-times.md, "Disk room").
        if grep -q -E 'terminated with signal|failed due to signal|Killed signal|unable to execute command|Bus error|Segmentation fault' \
            "$dir/build.log"; then
            echo "A compiler or linker was killed by a signal: a full disk is a likely cause" \
                "(the linker gets SIGBUS when it cannot write), else memory." \
                "Free now on $dir's disk: $(df -Pk "$dir" | awk 'NR == 2 { printf "%.1f GB", $4 / 1048576 }')." >&2
        fi
        echo "Building $dir failed (whole log: $dir/build.log)." >&2
        return 1
    fi
    # ninja numbers its steps "[n/N] ..."; the last line's N is how many there were.
    steps=$(sed -n -E 's/^\[[0-9]+\/([0-9]+)\].*/\1/p' "$dir/build.log" | tail -n 1)
    echo "Built $dir: ${steps:-no} steps in $((SECONDS - start)) s."
}
