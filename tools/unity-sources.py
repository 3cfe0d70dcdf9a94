#!/usr/bin/env python3
"""Spreads a unity build's compile commands back to the sources its units include.

    tools/unity-sources.py compile_commands.json

A target built with CMake's UNITY_BUILD (CI's vinci_app, the test bundles) has one compile
command per unit file (.../Unity/unity_0_cxx.cxx), which includes several sources; a tool that
checks a source (tools/clang-tidy.sh) needs a command naming it. Each source a unit includes
gets the unit's command with the unit's path replaced by its own: CMake compiles every file of
a unit with the same flags (a file with flags of its own is left out of the units). A source
that already has a command of its own (a test's unbundled target) keeps only that one, so it
is not checked twice. The file is rewritten in place.
"""

import json
import re
import sys
from pathlib import Path

UNIT = re.compile(r"/Unity/unity_[0-9]+_cxx\.cxx$")
INCLUDE = re.compile(r'^#include "(/[^"]+\.(?:cpp|cc|cxx))"$', re.MULTILINE)


def spread(entries):
    """The entries with each unity unit's replaced by one per source it includes."""
    own = {entry["file"] for entry in entries if not UNIT.search(entry["file"])}
    result = []
    for entry in entries:
        unit = entry["file"]
        if not UNIT.search(unit):
            result.append(entry)
            continue
        for source in INCLUDE.findall(Path(unit).read_text(encoding="utf-8")):
            if source in own:
                continue
            own.add(source)
            result.append(
                dict(entry, file=source, command=entry["command"].replace(unit, source))
            )
    return result


def main():
    path = Path(sys.argv[1])
    entries = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps(spread(entries), indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
