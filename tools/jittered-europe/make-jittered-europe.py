#!/usr/bin/env python3
"""Draws Europe's countries the way a hand-traced drawing has them, for the importer's tests.

Natural Earth's 1:110m countries (public domain, from the npm package world-atlas, TopoJSON) are
projected; each country's outline is then simplified and jittered on its own, with a fixed seed,
so that neighbours no longer share vertices: hairline gaps and overlaps along every border, as
in a drawing traced by hand. They are drawn over one blue background rectangle (the common
case: the sea is what shows between the countries). Next to the SVG, a JSON file says what the
*un-jittered* topology knows: which countries share a border and how long it is, how long each
country's coast is (and how much of it is a border with a country left out, Russia's with Belarus),
which countries have none (landlocked), and the straits: pairs of countries that share no border
but whose coasts come within STRAIT_REACH of each other, with the crossing's width and how far its
middle half keeps from every other country (0: it runs along a third country's coast or through
it, as France-Netherlands along Belgium's).

Usage (Python 3 standard library only; not part of the build):
    npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
    tools/jittered-europe/make-jittered-europe.py package/countries-110m.json tests/data/svg
"""

import argparse
import json
import math
import random
import re
import sys
from pathlib import Path

# The countries drawn. Each whole (its polygons far away, French Guiana or Svalbard, dropped);
# the countries around them left out, so their borders with those become coast in the drawing.
COUNTRIES = [
    "Portugal", "Spain", "France", "Belgium", "Netherlands", "Luxembourg", "Germany", "Denmark",
    "United Kingdom", "Ireland", "Switzerland", "Austria", "Italy", "Czechia", "Slovakia",
    "Hungary", "Poland", "Slovenia", "Croatia", "Bosnia and Herz.", "Serbia", "Montenegro",
    "Kosovo", "Albania", "Macedonia", "Greece", "Bulgaria", "Romania", "Moldova", "Ukraine",
    "Belarus", "Lithuania", "Latvia", "Estonia", "Norway", "Sweden", "Finland",
]
LON_RANGE = (-11.0, 41.0)
LAT_RANGE = (34.0, 71.5)
WIDTH = 800.0  # the countries' extent across, in SVG units; a margin of sea around it
MARGIN = 12.0
# Per country: Douglas-Peucker tolerance, then every vertex moved up to this far, in SVG units.
# The editor's default tolerance on this drawing is its diagonal / 1000, about 1.2: two
# neighbours' outlines stay well within it of each other (at most 2 * (0.2 + 0.3) apart).
SIMPLIFY = 0.2
JITTER = 0.3
SEED = 25
# Straits listed: coasts at most this far apart (the editor's default coast gap is about 31 here).
STRAIT_REACH = 60.0


def decode_arcs(atlas):
    scale_x, scale_y = atlas["transform"]["scale"]
    shift_x, shift_y = atlas["transform"]["translate"]
    arcs = []
    for arc in atlas["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * scale_x + shift_x, y * scale_y + shift_y))
        arcs.append(points)
    return arcs


def project(lon, lat):
    k = WIDTH / ((LON_RANGE[1] - LON_RANGE[0]) * math.cos(math.radians(52)))
    return (MARGIN + (lon - LON_RANGE[0]) * math.cos(math.radians(52)) * k,
            MARGIN + (LAT_RANGE[1] - lat) * k)


def ring_points(ring, arcs):
    points = []
    for index in ring:
        arc = arcs[index] if index >= 0 else list(reversed(arcs[~index]))
        points.extend(arc if not points else arc[1:])
    return points[:-1] if len(points) > 1 and points[0] == points[-1] else points


def length(points):
    return sum(math.dist(a, b) for a, b in zip(points, points[1:]))


def simplified(points, tolerance):
    """Douglas-Peucker on an open polyline (its ends kept)."""
    if len(points) < 3:
        return points
    a, b = points[0], points[-1]
    dx, dy = b[0] - a[0], b[1] - a[1]
    norm = math.hypot(dx, dy)
    best, far = -1.0, 0
    for i in range(1, len(points) - 1):
        p = points[i]
        if norm > 0:
            d = abs(dx * (a[1] - p[1]) - dy * (a[0] - p[0])) / norm
        else:
            d = math.dist(a, p)
        if d > best:
            best, far = d, i
    if best <= tolerance:
        return [a, b]
    return simplified(points[: far + 1], tolerance)[:-1] + simplified(points[far:], tolerance)


def point_to_segment(p, a, b):
    """The distance from p to the segment ab."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    norm2 = dx * dx + dy * dy
    t = 0.0 if norm2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / norm2))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def closest_on_segment(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    norm2 = dx * dx + dy * dy
    t = 0.0 if norm2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / norm2))
    return (a[0] + t * dx, a[1] + t * dy)


def segments_cross(p, q, a, b):
    def side(o, u, v):
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])
    return ((side(a, b, p) > 0) != (side(a, b, q) > 0)) and (
        (side(p, q, a) > 0) != (side(p, q, b) > 0))


def segment_to_segment(p, q, a, b):
    if segments_cross(p, q, a, b):
        return 0.0
    return min(point_to_segment(p, a, b), point_to_segment(q, a, b), point_to_segment(a, p, q),
               point_to_segment(b, p, q))


def inside(p, rings):
    """Even-odd point in polygon."""
    result = False
    for ring in rings:
        for a, b in zip(ring, ring[1:] + ring[:1]):
            if (a[1] > p[1]) != (b[1] > p[1]) and p[0] < a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (
                    b[1] - a[1]):
                result = not result
    return result


def segment_to_rings(p, q, rings):
    """How far the segment pq keeps from the area the rings enclose (0: it enters it)."""
    if inside(p, rings):
        return 0.0
    return min(segment_to_segment(p, q, a, b)
               for ring in rings for a, b in zip(ring, ring[1:] + ring[:1]))


def nearest_points(segments, others):
    """The closest pair of points between two sets of segments: (distance, p, q)."""
    best = None
    for a, b in segments:
        for c, d in others:
            for p, (u, v), flip in ((a, (c, d), False), (b, (c, d), False), (c, (a, b), True),
                                    (d, (a, b), True)):
                q = closest_on_segment(p, u, v)
                distance = math.dist(p, q)
                if best is None or distance < best[0]:
                    best = (distance, q, p) if flip else (distance, p, q)
    return best


def traced(points, rng):
    """One closed ring as a hand would trace it: its own start, simplified, jittered."""
    start = rng.randrange(len(points))
    rotated = points[start:] + points[:start]
    # Split the closed ring at its start and at the vertex farthest from it.
    far = max(range(len(rotated)), key=lambda i: math.dist(rotated[0], rotated[i]))
    kept = simplified(rotated[: far + 1], SIMPLIFY)[:-1] + simplified(
        rotated[far:] + rotated[:1], SIMPLIFY)[:-1]
    result = []
    for x, y in kept:
        angle = rng.uniform(0, 2 * math.pi)
        radius = JITTER * math.sqrt(rng.random())
        result.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    return result


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("atlas", help="world-atlas countries-110m.json")
    parser.add_argument("out", help="folder for europe-jittered.svg and europe-jittered.json")
    args = parser.parse_args()
    atlas = json.loads(Path(args.atlas).read_text())
    arcs = [[project(lon, lat) for lon, lat in arc] for arc in decode_arcs(atlas)]
    geographic = decode_arcs(atlas)
    by_name = {g["properties"]["name"]: g for g in atlas["objects"]["countries"]["geometries"]}
    missing = [name for name in COUNTRIES if name not in by_name]
    if missing:
        sys.exit(f"not in the atlas: {missing}")

    outlines = {}  # id -> list of outer rings (lists of arc indices)
    names = {}
    for name in COUNTRIES:
        geometry = by_name[name]
        polygons = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        kept = []
        for polygon in polygons:
            # Holes (San Marino, the Vatican) left out: the country is drawn whole.
            outer = polygon[0]
            lons, lats = zip(*ring_points(outer, geographic))
            lon, lat = sum(lons) / len(lons), sum(lats) / len(lats)
            if LON_RANGE[0] <= lon <= LON_RANGE[1] and LAT_RANGE[0] <= lat <= LAT_RANGE[1]:
                kept.append(outer)
        outlines[slug(name)] = kept
        names[slug(name)] = "North Macedonia" if name == "Macedonia" else name

    # The topology before any jitter: who uses each arc.
    users = {}
    for country, rings in outlines.items():
        for ring in rings:
            for index in ring:
                users.setdefault(index if index >= 0 else ~index, set()).add(country)
    # ...and who uses it in the whole atlas: a coast in the drawing that is a border with a
    # country left out (Belarus's with Russia) is an "edge".
    atlas_users = {}
    for geometry in atlas["objects"]["countries"]["geometries"]:
        polygons = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        for polygon in polygons:
            for ring in polygon:
                for index in ring:
                    atlas_users.setdefault(index if index >= 0 else ~index, set()).add(
                        geometry["properties"]["name"])
    borders = {}
    coasts = {country: 0.0 for country in outlines}
    edges = {country: 0.0 for country in outlines}
    coast_segments = {country: [] for country in outlines}
    for index, who in users.items():
        arc_length = length(arcs[index])
        if len(who) == 2:
            pair = tuple(sorted(who))
            borders[pair] = borders.get(pair, 0.0) + arc_length
        else:
            for country in who:
                coasts[country] += arc_length
                coast_segments[country].extend(zip(arcs[index], arcs[index][1:]))
                if len(atlas_users[index]) > 1:
                    edges[country] += arc_length

    # Straits: the crossing between the nearest points of two coasts, and how far its middle
    # half (its ends leave the coasts, where the coasts' own neighbours are) keeps from every
    # other country.
    polygons = {country: [ring_points(ring, arcs) for ring in rings]
                for country, rings in outlines.items()}
    straits = []
    coastal = sorted(country for country in outlines if coast_segments[country])
    for i, first in enumerate(coastal):
        for second in coastal[i + 1:]:
            if (first, second) in borders:
                continue
            width, p, q = nearest_points(coast_segments[first], coast_segments[second])
            if width > STRAIT_REACH:
                continue
            quarter = ((q[0] - p[0]) / 4, (q[1] - p[1]) / 4)
            middle = ((p[0] + quarter[0], p[1] + quarter[1]),
                      (q[0] - quarter[0], q[1] - quarter[1]))
            clearance = min(segment_to_rings(*middle, polygons[other])
                            for other in outlines if other not in (first, second))
            straits.append({"between": [first, second], "width": round(width, 2),
                            "clearance": round(clearance, 2)})

    rng = random.Random(SEED)
    paths = []
    xs, ys = [], []
    for country, rings in outlines.items():
        data = []
        for ring in rings:
            points = traced(ring_points(ring, arcs), rng)
            xs.extend(p[0] for p in points)
            ys.extend(p[1] for p in points)
            data.append("M" + " ".join(f"{x:.2f},{y:.2f}" for x, y in points) + "Z")
        paths.append((country, "".join(data)))
    width = math.ceil(max(xs) + MARGIN)
    height = math.ceil(max(ys) + MARGIN)

    out = Path(args.out)
    svg = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- Made by tools/jittered-europe/make-jittered-europe.py from Natural Earth 1:110m",
        "     countries (public domain) via world-atlas 2.0.2: each outline simplified and",
        "     jittered on its own, over a background sea rectangle. -->",
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">',
        f'  <rect id="background" x="0" y="0" width="{width}" height="{height}" '
        'fill="#9ec5e8"/>',
        '  <g id="layer1" fill="#efe6cf" stroke="#6b6b6b" stroke-width="0.5">',
    ]
    for country, data in paths:
        svg.append(f'    <path id="{country}" d="{data}"><title>{names[country]}</title></path>')
    svg += ["  </g>", "</svg>", ""]
    (out / "europe-jittered.svg").write_text("\n".join(svg))

    topology = {
        "about": "The topology of tests/data/svg/europe-jittered.svg before each outline was "
                 "simplified and jittered (tools/jittered-europe/make-jittered-europe.py): "
                 "lengths in SVG units.",
        "borders": [{"between": list(pair), "length": round(borders[pair], 2)}
                    for pair in sorted(borders)],
        "coasts": {country: round(coasts[country], 2) for country in sorted(coasts)},
        "edges": {country: round(edges[country], 2) for country in sorted(edges)
                  if edges[country] > 0},
        "landlocked": sorted(c for c, coast in coasts.items() if coast == 0),
        "straits": straits,
    }
    (out / "europe-jittered.json").write_text(json.dumps(topology, indent=1) + "\n")


if __name__ == "__main__":
    main()
