#!/usr/bin/env python3
"""Writes the map fixtures under tests/data/maps/: one valid map, and one folder per kind of bad
map, each differing from the valid map by exactly one fault (so each gives its own finding).

Authoring-time only; the generated files are committed. Run from anywhere:
    python3 tools/make-map-fixtures.py
"""
import copy
import json
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data" / "maps"


def names(en, fr, de):
    return {"en": en, "fr": fr, "de": de}


def province(id, en, fr, de, terrain, mine=False, port=False, edge=False, label=None):
    p = {"id": id, "names": names(en, fr, de), "terrain": terrain,
         "mine": mine, "port": port, "boardEdge": edge}
    if label:
        p["label"] = label
    return p


def sea(id, en, fr, de, edge=False):
    return {"id": id, "names": names(en, fr, de), "boardEdge": edge}


def link(a, b, kind, manual=False):
    l = {"between": [a, b], "kind": kind}
    if manual:
        l["manual"] = True
    return l


BASE = {
    "formatVersion": 1,
    "id": "valid",
    "names": names("Test map", "Carte de test", "Testkarte"),
    "svg": "map.svg",
    "provinces": [
        province("ireland", "Ireland", "Irlande", "Irland", "prairie", port=True, edge=True,
                 label=[110, 65]),
        province("scotland", "Scotland", "Écosse", "Schottland", "prairie", port=True),
        province("england", "England", "Angleterre", "England", "farmland", port=True),
        province("norway", "Norway", "Norvège", "Norwegen", "forest", mine=True, port=True,
                 edge=True),
        province("france", "France", "France", "Frankreich", "farmland"),
        province("alps", "Alps", "Alpes", "Alpen", "mountain", mine=True),
        province("north-italy", "Northern Italy", "Italie du Nord", "Norditalien", "farmland",
                 label=[262.5, 205.25]),
        province("south-italy", "Southern Italy", "Italie du Sud", "Süditalien", "forest",
                 port=True),
    ],
    "seaZones": [
        sea("atlantic", "Atlantic Ocean", "Océan Atlantique", "Atlantischer Ozean", edge=True),
        sea("north-sea", "North Sea", "Mer du Nord", "Nordsee"),
        sea("tyrrhenian", "Tyrrhenian Sea", "Mer Tyrrhénienne", "Tyrrhenisches Meer"),
    ],
    "links": [
        link("ireland", "scotland", "coast", manual=True),
        link("ireland", "england", "coast"),
        link("scotland", "england", "land"),
        link("england", "france", "coast"),
        link("france", "alps", "land"),
        link("france", "north-italy", "land"),
        link("alps", "north-italy", "land"),
        link("north-italy", "south-italy", "coast"),
        link("ireland", "atlantic", "sea"),
        link("scotland", "atlantic", "sea"),
        link("scotland", "north-sea", "sea"),
        link("england", "north-sea", "sea"),
        link("norway", "north-sea", "sea"),
        link("atlantic", "north-sea", "sea"),
        link("north-italy", "tyrrhenian", "sea"),
        link("south-italy", "tyrrhenian", "sea"),
    ],
    "rules": {
        "classic": {
            "playerCounts": [3, 4, 5, 6],
            "extraPawns": {"3": 8, "4": 6, "5": 4, "6": 3},
            "victoryPoints": {"3": 150, "4": 120, "5": 100, "6": 100},
        },
        "online2013": {
            "playerCounts": [2, 3, 4, 5],
            "extraPawns": {"2": 12, "3": 10, "4": 6, "5": 4},
            "rounds": {"2": 13, "3": 12, "4": 11, "5": 10},
        },
    },
}

SHAPES = {
    "atlantic": '<path id="atlantic" d="M0 0H80V300H0Z"/>',
    "north-sea": '<path id="north-sea" d="M190 0H300V80H190Z"/>',
    "tyrrhenian": '<path id="tyrrhenian" d="M250 230H320V300H250Z"/>',
    "ireland": '<path id="ireland" d="M90 40H130V90H90Z"/>',
    "scotland": '<path id="scotland" d="M140 10H180V55H140Z"/>',
    "england": '<polygon id="england" points="140,60 180,60 185,120 140,120"/>',
    "norway": '<path id="norway" d="M310 10H390V80H310Z"/>',
    "france": '<rect id="france" x="140" y="130" width="80" height="60"/>',
    "alps": '<g id="alps">\n      <path d="M230 130H280V170H230Z"/>\n'
            '      <path d="M230 170H260V185H230Z"/>\n    </g>',
    "north-italy": '<path id="north-italy" d="M230 190H295V220H230Z"/>',
    "south-italy": '<path id="south-italy" d="M330 220H390V290H330Z"/>',
}


def svg_text(sea_ids, land_ids, extra_land="", extra_sea="", prelude=""):
    seas = "\n    ".join(SHAPES[i] for i in sea_ids) + extra_sea
    lands = "\n    ".join(SHAPES[i] for i in land_ids) + extra_land
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  {prelude}<rect id="frame" x="0" y="0" width="400" height="300" fill="#f4ecd8"/>
  <g id="seas" fill="#1f4e8c">
    {seas}
  </g>
  <g id="provinces" fill="#e8d36a" stroke="#ffffff" stroke-width="1.5">
    {lands}
  </g>
  <g id="coast-strips" fill="none" stroke="#9fd3f0" stroke-width="3">
    <path d="M90 90H130M140 120H185"/>
  </g>
</svg>
"""


SEA_IDS = ["atlantic", "north-sea", "tyrrhenian"]
LAND_IDS = ["ireland", "scotland", "england", "norway", "france", "alps", "north-italy",
            "south-italy"]


def write(folder, data, svg=None, json_text=None, svg_name="map.svg"):
    path = ROOT / folder
    if path.exists():
        shutil.rmtree(path)
    path.mkdir(parents=True)
    if json_text is None and data is not None:
        json_text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if json_text is not None:
        (path / "map.json").write_text(json_text, encoding="utf-8")
    if svg is not None:
        (path / svg_name).write_text(svg, encoding="utf-8")


def bad(name, change=None, svg=None, json_text=None):
    """A bad fixture: the base map with `change(data)` applied, its id set to the folder name."""
    data = copy.deepcopy(BASE)
    data["id"] = name
    if change:
        change(data)
    write("bad/" + name, data, svg if svg is not None else svg_text(SEA_IDS, LAND_IDS),
          json_text)


def area(data, id):
    for a in data["provinces"] + data["seaZones"]:
        if a["id"] == id:
            return a
    raise KeyError(id)


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    write("valid", BASE, svg_text(SEA_IDS, LAND_IDS))

    # Files that cannot be read
    bad("broken-svg", svg=svg_text(SEA_IDS, LAND_IDS).replace('<path id="norway"', '<path id="norway"\n    <'))
    truncated = json.dumps(dict(BASE, id="truncated-json"), indent=2, ensure_ascii=False)
    bad("truncated-json", json_text=truncated[: truncated.index('"links"')])
    bad("not-an-object", json_text="[1, 2, 3]\n")
    bad("json-file-missing", json_text=None)
    (ROOT / "bad/json-file-missing/map.json").unlink()
    bad("svg-file-missing", lambda d: d.update(svg="art.svg"))
    (ROOT / "bad/svg-file-missing/map.svg").unlink()
    bad("not-svg", svg='<?xml version="1.0"?>\n<html><body/></html>\n')

    # JSON of the wrong shape
    bad("newer-format-version", lambda d: d.update(formatVersion=2, provinces="later"))
    bad("wrong-type", lambda d: area(d, "england").update(mine="yes"))
    bad("missing-field", lambda d: area(d, "scotland").pop("terrain"))
    bad("bad-id", lambda d: area(d, "france").update(id="France"))
    bad("unknown-terrain", lambda d: area(d, "alps").update(terrain="swamp"))
    bad("unknown-link-kind", lambda d: d["links"][4].update(kind="ferry"))
    bad("link-not-a-pair", lambda d: d["links"][2].update(between=["scotland"]))
    bad("bad-label", lambda d: area(d, "ireland").update(label=[110]))
    bad("bad-player-count-key", lambda d: d["rules"]["classic"]["extraPawns"].update({"three": 8}))
    bad("svg-outside-folder", lambda d: d.update(svg="../valid/map.svg"))
    bad("unknown-json-key", lambda d: area(d, "norway").update(boardedge=True))

    # Ids, names, the folder
    bad("id-folder-mismatch", lambda d: d.update(id="somewhere-else"))
    bad("duplicate-area-id", lambda d: d["provinces"].append(copy.deepcopy(area(d, "france"))))
    bad("missing-name", lambda d: area(d, "france")["names"].pop("de"))
    bad("missing-english-name", lambda d: area(d, "north-sea")["names"].update(en=""))

    # Links and the board
    bad("link-to-unknown-area", lambda d: d["links"].append(link("ireland", "atlantis", "sea")))
    bad("duplicate-link", lambda d: d["links"].append(link("scotland", "ireland", "land")))
    bad("self-link", lambda d: d["links"].append(link("alps", "alps", "land")))
    bad("link-kind-mismatch", lambda d: d["links"][4].update(kind="sea"))

    def unreachable(d):
        d["provinces"].append(province("corsica", "Corsica", "Corse", "Korsika", "forest"))
        d["seaZones"].append(sea("ligurian", "Ligurian Sea", "Mer Ligure", "Ligurisches Meer"))
        d["links"].append(link("corsica", "ligurian", "sea"))
    extra = ('\n    <path id="corsica" d="M200 230H215V260H200Z"/>',
             '\n    <path id="ligurian" d="M190 220H240V290H190Z"/>')
    bad("unreachable-province", unreachable,
        svg=svg_text(SEA_IDS, LAND_IDS, extra_land=extra[0], extra_sea=extra[1]))
    bad("reachable-only-across-sea", lambda d: area(d, "norway").update(boardEdge=False))

    def no_start(d):
        area(d, "ireland")["boardEdge"] = False
        area(d, "norway")["boardEdge"] = False
        d["links"] = [l for l in d["links"] if "atlantic" not in l["between"]
                      or "north-sea" in l["between"]]
    bad("no-start-province", no_start)

    def no_edge(d):
        for a in d["provinces"] + d["seaZones"]:
            a["boardEdge"] = False
    bad("no-board-edge", no_edge)

    def isolated(d):
        d["provinces"].append(province("iceland", "Iceland", "Islande", "Island", "prairie",
                                       edge=True))
    bad("isolated-province", isolated,
        svg=svg_text(SEA_IDS, LAND_IDS, extra_land='\n    <path id="iceland" d="M10 10H60V40H10Z"/>'))
    bad("port-inland", lambda d: area(d, "alps").update(port=True))
    bad("terrain-not-in-rule-set", lambda d: area(d, "france").update(terrain="desert"))

    # Rule-set tables
    bad("no-rule-set", lambda d: d.update(rules={}))
    bad("missing-player-count-entry", lambda d: d["rules"]["classic"]["extraPawns"].pop("6"))
    bad("player-count-out-of-range",
        lambda d: d["rules"]["classic"].update(
            playerCounts=[3, 4, 5, 6, 7],
            extraPawns={"3": 8, "4": 6, "5": 4, "6": 3, "7": 2},
            victoryPoints={"3": 150, "4": 120, "5": 100, "6": 100, "7": 90}))
    bad("duplicate-player-count", lambda d: d["rules"]["online2013"].update(playerCounts=[2, 3, 3, 4, 5]))
    bad("invalid-table-value", lambda d: d["rules"]["online2013"]["rounds"].update({"4": 0}))
    bad("unused-table-entry", lambda d: d["rules"]["online2013"]["extraPawns"].update({"6": 2}))

    # The SVG
    bad("area-missing-from-svg", svg=svg_text(SEA_IDS, [i for i in LAND_IDS if i != "england"]))
    bad("svg-area-missing-from-json",
        svg=svg_text(SEA_IDS, LAND_IDS, extra_land='\n    <path id="wales" d="M120 95H138V118H120Z"/>'))
    bad("duplicate-svg-id",
        svg=svg_text(SEA_IDS, LAND_IDS).replace('<rect id="frame"', '<rect id="france"'))
    bad("duplicate-decoration-id",
        svg=svg_text(SEA_IDS, LAND_IDS).replace('<g id="coast-strips"', '<g id="frame"'))
    bad("area-element-not-shape",
        svg=svg_text(SEA_IDS, LAND_IDS).replace(SHAPES["scotland"],
                                                '<line id="scotland" x1="140" y1="10" x2="180" y2="55"/>'))
    bad("area-in-wrong-layer",
        svg=svg_text(SEA_IDS, [i for i in LAND_IDS if i != "france"], extra_sea="\n    " + SHAPES["france"]))
    bad("no-area-layers",
        svg=svg_text(SEA_IDS, LAND_IDS).replace('<g id="seas"', '<g id="water"')
        .replace('<g id="provinces"', '<g id="land"'))
    bad("unsupported-svg-feature",
        svg=svg_text(SEA_IDS, LAND_IDS,
                     prelude='<defs><clipPath id="alps-clip"><rect x="230" y="130" width="50" height="50"/></clipPath></defs>\n  ')
        .replace('<g id="alps">', '<g id="alps" clip-path="url(#alps-clip)">'))
    bad("area-has-text",
        svg=svg_text(SEA_IDS, LAND_IDS).replace(
            '<path d="M230 170H260V185H230Z"/>',
            '<path d="M230 170H260V185H230Z"/>\n      <text x="235" y="150">Alps</text>'))
    bad("area-hidden",
        svg=svg_text(SEA_IDS, LAND_IDS).replace(SHAPES["norway"],
                                                '<path id="norway" style="display:none" d="M310 10H390V80H310Z"/>'))
    bad("area-in-nested-svg",
        svg=svg_text(SEA_IDS, LAND_IDS).replace(
            SHAPES["south-italy"],
            '<svg x="0" y="0" width="400" height="300">' + SHAPES["south-italy"] + "</svg>"))


if __name__ == "__main__":
    main()
