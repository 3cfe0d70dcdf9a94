#!/usr/bin/env bash
# The Debian package: cpack -G DEB makes it; unpacked (dpkg -x, no root needed), the game and
# the editor start from it, find the maps it installs, and its menu entries and AppStream
# files, and the map package's MIME type, pass the validators.
#   test_debpackage.sh BUILD_DIR
set -uo pipefail
build_dir=$(realpath "$1")
work=$(mktemp -d -t vinci-deb.XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0
passes=0
pass() {
    echo "PASS: $*"
    passes=$((passes + 1))
}
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
finish() {
    echo "$passes passed, $failures failed"
    [ "$failures" -eq 0 ]
    exit
}

if ! (cd "$build_dir" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1); then
    tail -n 30 "$work/cpack.log"
    fail "cpack -G DEB"
    finish
fi
deb=$(ls "$work"/out/vinci_*_amd64.deb 2>/dev/null | head -n1)
[ -n "$deb" ] && pass "cpack made $(basename "$deb")" || { fail "no vinci_*_amd64.deb"; finish; }

# Depends come from the programs (dpkg-shlibdeps): the Qt libraries they link, and libarchive
# (map packages, .vincimap).
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6charts6 libarchive13 libc6; do
    grep -q "\b$lib\b" <<<"$depends" && pass "Depends names $lib" ||
        fail "Depends lacks $lib: $depends"
done

root=$work/root
dpkg-deb -x "$deb" "$root"
for file in usr/bin/vinci usr/bin/vinci-editor usr/share/vinci/maps/europe/map.json \
    usr/share/vinci/translations/vinci_fr.qm usr/share/vinci/translations/vinci_de.qm \
    usr/share/icons/hicolor/scalable/apps/vinci.svg \
    usr/share/icons/hicolor/48x48/apps/vinci-editor.png; do
    [ -e "$root/$file" ] && pass "installs /$file" || fail "does not install /$file"
done

for entry in "$root"/usr/share/applications/*.desktop; do
    if out=$(desktop-file-validate "$entry" 2>&1) && [ -z "$out" ]; then
        pass "desktop-file-validate $(basename "$entry")"
    else
        fail "desktop-file-validate $(basename "$entry"): $out"
    fi
done
[ "$(ls "$root"/usr/share/applications/*.desktop | wc -l)" -eq 2 ] && pass "two menu entries" ||
    fail "not two menu entries"
# The game opens map packages by double-click: its entry names their MIME type and passes the
# file, and the package installs that type, which shared-mime-info's database takes in.
game_entry=$root/usr/share/applications/org.vincigame.Vinci.desktop
grep -qx 'MimeType=application/x-vinci-map;' "$game_entry" && pass "the game's entry opens application/x-vinci-map" ||
    fail "the game's entry has no MimeType=application/x-vinci-map;"
grep -qx 'Exec=vinci %f' "$game_entry" && pass "the game's entry passes the file (%f)" ||
    fail "the game's entry does not pass the file: $(grep '^Exec=' "$game_entry")"
# The editor opens them too (File ▸ Open, `vinci-editor FILE.vincimap`): its entry offers it in
# the file manager's "Open With".
editor_entry=$root/usr/share/applications/org.vincigame.VinciEditor.desktop
grep -qx 'MimeType=application/x-vinci-map;' "$editor_entry" && pass "the editor's entry opens application/x-vinci-map" ||
    fail "the editor's entry has no MimeType=application/x-vinci-map;"
grep -qx 'Exec=vinci-editor %f' "$editor_entry" && pass "the editor's entry passes the file (%f)" ||
    fail "the editor's entry does not pass the file: $(grep '^Exec=' "$editor_entry")"
# Both claim the type; a double-click must still open the game: without a user's choice the
# desktop takes the first entry update-desktop-database lists for the type.
mkdir -p "$work/applications" && cp "$root"/usr/share/applications/*.desktop "$work/applications/"
if update-desktop-database "$work/applications" 2>/dev/null; then
    handlers=$(sed -n 's|^application/x-vinci-map=||p' "$work/applications/mimeinfo.cache")
    [[ $handlers == org.vincigame.Vinci.desktop\;* ]] &&
        pass "a double-click on a .vincimap opens the game ($handlers)" ||
        fail "the game is not the first handler of application/x-vinci-map: $handlers"
else
    fail "update-desktop-database is missing (desktop-file-utils, tools/ensure-packages.sh)"
fi
mime=$root/usr/share/mime/packages/org.vincigame.Vinci.xml
if out=$(xmllint --noout "$mime" 2>&1); then
    pass "xmllint $(basename "$mime")"
else
    fail "xmllint $(basename "$mime"): $out"
fi
if command -v update-mime-database >/dev/null; then
    # A copy in a data folder of its own (update-mime-database notes a folder outside the XDG
    # data folders): whatever it says is a fault of the type.
    mkdir -p "$work/share" && cp -r "$root/usr/share/mime" "$work/share/mime"
    if out=$(XDG_DATA_DIRS=$work/share update-mime-database "$work/share/mime" 2>&1) &&
        [ -z "$out" ]; then
        pass "update-mime-database takes the package's MIME type"
    else
        fail "update-mime-database: $out"
    fi
    grep -qx 'application/x-vinci-map:\*\.vincimap' <(cut -d: -f2- "$work/share/mime/globs2") &&
        pass "*.vincimap is application/x-vinci-map" || fail "no *.vincimap glob: $(cat "$work/share/mime/globs2")"
    grep -qx 'application/x-vinci-map application/zip' "$work/share/mime/subclasses" &&
        pass "application/x-vinci-map is a kind of application/zip" ||
        fail "not a sub-class of application/zip: $(cat "$work/share/mime/subclasses")"
else
    fail "update-mime-database is missing (shared-mime-info, tools/ensure-packages.sh)"
fi
for metainfo in "$root"/usr/share/metainfo/*.metainfo.xml; do
    if out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
        pass "appstreamcli validate $(basename "$metainfo")"
    else
        fail "appstreamcli validate $(basename "$metainfo"): $out"
    fi
done

# Start both programs from the unpacked tree, away from the source and build trees, with data
# folders that only the unpacked tree provides.
export QT_QPA_PLATFORM=offscreen HOME=$work/home XDG_DATA_DIRS=$root/usr/share
export XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share
export XDG_RUNTIME_DIR=$work/runtime
mkdir -p "$HOME" && mkdir -m 700 "$XDG_RUNTIME_DIR"
cd "$work"
version=$(dpkg-deb -f "$deb" Version)
for program in vinci vinci-editor; do
    out=$("$root/usr/bin/$program" --version 2>&1)
    grep -q "$version" <<<"$out" && pass "$program --version says $version" ||
        fail "$program --version: $out"
done
out=$("$root/usr/bin/vinci-editor" --validate "$root/usr/share/vinci/maps/europe" 2>&1) &&
    pass "vinci-editor --validate the installed Europe map" ||
    fail "vinci-editor --validate: $out"
# Its texts are compiled in: French and German without the source or build tree.
out=$("$root/usr/bin/vinci-editor" --language fr --validate "$work/nowhere" 2>&1)
grep -q "nowhere : 1 erreur, 0 avertissement" <<<"$out" &&
    pass "vinci-editor speaks French: $(tail -n1 <<<"$out")" || fail "vinci-editor in French: $out"
out=$("$root/usr/bin/vinci-editor" --language de --validate "$work/nowhere" 2>&1)
grep -q "nowhere: 1 Fehler, 0 Warnungen" <<<"$out" &&
    pass "vinci-editor speaks German: $(tail -n1 <<<"$out")" || fail "vinci-editor in German: $out"
# The game finds the maps the package installed: a one-game simulation on Europe plays, and
# fails once those maps are gone (so it found no other copy).
out=$("$root/usr/bin/vinci" --simulate --ai rulebook,rulebook,rulebook --games 1 --seed 1 --map europe 2>&1) &&
    pass "vinci --simulate plays on the installed Europe map" ||
    fail "vinci --simulate on the installed map: $out"
# A map package, as the editor makes one, to simulate on once the installed maps are gone.
out=$("$root/usr/bin/vinci-editor" --package "$root/usr/share/vinci/maps/europe" \
    --out "$work/europe.vincimap" 2>&1) && pass "vinci-editor --package the installed Europe map" ||
    fail "vinci-editor --package: $out"
mv "$root/usr/share/vinci/maps" "$work/maps-moved"
if out=$("$root/usr/bin/vinci" --simulate --ai rulebook,rulebook,rulebook --games 1 --seed 1 --map europe 2>&1); then
    fail "vinci --simulate plays without the installed maps: it reads another copy"
else
    pass "without the installed maps vinci says: $(tail -n1 <<<"$out")"
fi
# The package alone is enough: read from the file, not installed among the player's maps.
out=$("$root/usr/bin/vinci" --simulate --ai rulebook,rulebook,rulebook --games 1 --seed 1 \
    --map "$work/europe.vincimap" 2>&1) &&
    pass "vinci --simulate plays on a map package" || fail "vinci --simulate --map FILE.vincimap: $out"
[ -z "$(find "$HOME" -type d -name europe)" ] && pass "simulating on a package installs nothing" ||
    fail "simulating on a package installed: $(find "$HOME" -type d -name europe)"
finish
