#!/usr/bin/env bash
# Fails when a translation file has an unfinished entry or a translation that lost a
# placeholder (%1, %n). Run by ctest (translations_complete). To update the files after
# changing texts: tools/update-translations.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 tools/translations.py check translations/vinci_*.ts
