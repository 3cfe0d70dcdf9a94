#!/usr/bin/env bash
# Installs what is missing, builds, and starts the game. On a machine with no display the
# window opens inside Xvfb. Extra arguments go to the game (try ./run.sh --help).
set -euo pipefail
cd "$(dirname "$0")"
source tools/ensure-packages.sh
source tools/quiet-build.sh
ensure_packages

configure_quietly dev build
build_quietly build vinci vinci-editor
echo "The game: build/app/vinci; the editor: build/editor/vinci-editor. Starting the game."

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "$#" -eq 0 ]; then
    echo "No display found: starting the game inside Xvfb (xvfb-run)."
    exec xvfb-run -a -s "-screen 0 1920x1080x24" build/app/vinci "$@"
fi
exec build/app/vinci "$@"
