# Sourced by run.sh and test.sh: installs the Debian 12 packages the build needs, once.
# Fast when everything is there (one dpkg-query call); uses sudo when not root.

vinci_packages=(
    # Compilers, build tools, formatting and clang-tidy (clang 14, as clang and clang-format);
    # clang's runtime for the sanitizers and libFuzzer.
    build-essential cmake ninja-build pkgconf clang libclang-rt-14-dev clang-format clang-tidy
    # lld, the linker (cmake/VinciCompilerOptions.cmake: a fifth of GNU ld's time).
    lld
    python3
    # Qt 6.4 and what its CMake packages look for (Qt6Charts needs Qt6OpenGL, only a Recommends).
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-charts-dev libqt6opengl6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev libegl-dev libglu1-mesa-dev
    # Boost.Graph and Boost.Geometry (header-only), Google Benchmark.
    libboost-dev libbenchmark-dev
    # Map packages (.vincimap, mappackage/): libarchive reads and writes their zip; the game's
    # Debian package depends on libarchive13 through dpkg-shlibdeps.
    libarchive-dev libarchive13
    # The Debian package (cpack -G DEB: dpkg-shlibdeps, file) and its validators (the MIME
    # type's XML by xmllint, its database by update-mime-database).
    dpkg-dev file desktop-file-utils appstream libxml2-utils shared-mime-info
    # ./run.sh on a machine without a display (and the editor's kill -9 test, which types at
    # the real editor with xdotool); the font the screenshots and tests draw with.
    xvfb xauth xdotool fonts-dejavu-core
    # The AT-SPI test (tests/app/test_atspi.py): a private session bus (dbus-daemon), the AT-SPI
    # bus and registry it activates (at-spi2-core), and libatspi read from Debian's python3.
    dbus-daemon at-spi2-core python3-gi gir1.2-atspi-2.0
    # test_quickreference reads the quick reference's PDF back (pdfinfo: its pages, pdftotext:
    # its words); pdftoppm turns its pages into the PNGs a person looks at.
    poppler-utils
)

ensure_packages() {
    local missing=()
    local pkg status
    for pkg in "${vinci_packages[@]}"; do
        status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
        [ "$status" = "installed" ] || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing the missing Debian packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    # apt's own output goes to a log, shown only when something goes wrong.
    local log
    log=$(mktemp -t vinci-apt.XXXXXX)
    if ! { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
            --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        echo "Installing the packages failed (whole log: $log)." >&2
        return 1
    fi
    rm -f "$log"
}
