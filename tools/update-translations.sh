#!/usr/bin/env bash
# Brings translations/*.ts up to date with the sources' tr() texts, then lists what still needs
# translating. Runs lupdate exactly as the build defines it (qt_add_translations in
# app/CMakeLists.txt): the engine, mapart, app and editor sources, with only our own folders as
# include paths (lupdate would otherwise crawl /usr/include for many minutes), no line numbers
# (fewer merge conflicts) and no obsolete entries. English gets its own texts automatically
# (with "pawn(s)" split into "pawn" / "pawns"); French and German must be translated, in the
# rulebooks' own terms (the 1999 rules in French and German), e.g. with Qt Linguist.
#   VINCI_BUILD_DIR  the build folder to use (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${VINCI_BUILD_DIR:-build}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
# lupdate drops a text whose context changed (-no-obsolete); keep the old files to carry their
# translations over to the text's new place.
before=$(mktemp -d)
trap 'rm -rf "$before"' EXIT
cp translations/*.ts "$before/"
cmake --build "$build" --target vinci_app_lupdate
for ts in translations/vinci_fr.ts translations/vinci_de.ts; do
    python3 tools/translations.py carry "$before/$(basename "$ts")" "$ts"
done
python3 tools/translations.py fill-english translations/vinci_en.ts
if python3 tools/translations.py check translations/vinci_*.ts; then
    echo "All translations are complete."
else
    echo "Translate the entries above (linguist translations/vinci_fr.ts ...), then build."
fi
