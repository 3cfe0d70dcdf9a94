#!/usr/bin/env python3
"""Writes the game's vector art (resources/tiles, resources/symbols, resources/icons/*.svg).

Every pictogram below is drawn by hand for this project. The script only adds the shared token
frame, the group colours and the decline badge, so that one palette change restyles the set.
Output is the SVG Tiny subset Qt 6.4 renders: no filters, masks, clipPath, CSS or text.
Run from the repository root:  python3 tools/make-art.py
"""
import math
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources")

INK = "#2A1C12"      # dark sepia: every pictogram's main colour
CREAM = "#FFF6E0"    # highlights and light details
GROUPS = {           # tile group: (light top, base, rim)
    "vp": ("#FBE29A", "#F2C14E", "#9C7212"),
    "combat": ("#F6B3BB", "#E27A88", "#8E2D3C"),
    "special": ("#B9DBF5", "#6BA8DC", "#2B5C8A"),
}


def svg(view, body, w=None):
    w = w or view
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{w}" height="{w}" viewBox="0 0 {view} {view}">\n{body}\n</svg>\n')


def paint(fragment, group="vp"):
    return (fragment.replace("$I", INK).replace("$C", CREAM)
            .replace("$D", GROUPS[group][2]).replace("$B", GROUPS[group][1]))


def mirror(fragment):
    """The fragment reflected about the vertical centre line x = 64."""
    return f'<g transform="matrix(-1 0 0 1 128 0)">{fragment}</g>'


def star4(x, y, r, fill):
    k = r * 0.28
    return (f'<path fill="{fill}" d="M{x},{y - r} L{x + k},{y - k} L{x + r},{y} L{x + k},{y + k} '
            f'L{x},{y + r} L{x - k},{y + k} L{x - r},{y} L{x - k},{y - k} Z"/>')


# ---------------------------------------------------------------- shared small drawings

def broken_column(fill="$I"):
    """A broken column and its fallen drum in a 40x40 box centred on (0, 0): the decline mark."""
    return (f'<g fill="{fill}">'
            '<rect x="-17" y="11" width="34" height="6" rx="1.5"/>'
            '<rect x="-14" y="7" width="18" height="5"/>'
            '<path d="M-12,7 L-12,-12 L-8,-16 L-5,-11 L-1,-15 L2,-8 L2,7 Z"/>'
            '<rect x="5" y="0" width="12" height="10" rx="1.5"/>'
            '</g>'
            '<g stroke="$C" stroke-width="1.5">'
            '<line x1="-7.5" y1="5" x2="-7.5" y2="-9"/><line x1="-2.5" y1="5" x2="-2.5" y2="-9"/>'
            '<line x1="11" y1="1.5" x2="11" y2="8.5"/>'
            '</g>')


def pickaxe():
    """An upright pickaxe, head at the top, centred on x = 64 (128 box)."""
    return ('<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" '
            'd="M60,44 L68,44 L70,112 C70,116 58,116 58,112 Z"/>'
            '<path fill="$I" d="M16,58 C30,30 98,30 112,58 C96,44 32,44 16,58 Z"/>'
            '<rect x="55" y="30" width="18" height="18" rx="3" fill="$I"/>')


def anchor(width=8):
    return (f'<g fill="none" stroke="$I" stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round">'
            '<circle cx="64" cy="25" r="9"/>'
            '<line x1="64" y1="34" x2="64" y2="104"/>'
            '<line x1="44" y1="48" x2="84" y2="48"/>'
            '<path d="M28,76 C32,98 48,106 64,106 C80,106 96,98 100,76"/>'
            '</g>'
            '<path fill="$I" d="M20,82 L28,62 L40,80 Z"/><path fill="$I" d="M108,82 L100,62 L88,80 Z"/>')


def ear(x, y, ang, n=4, step=8.0):
    """An ear of wheat whose stalk ends at (x, y), leaning ang degrees from vertical."""
    parts = [f'<g transform="rotate({ang} {x} {y})">']
    for i in range(n):
        cy = y - 7 - i * step
        parts.append(f'<ellipse cx="{x - 4.6}" cy="{cy}" rx="3.6" ry="6.6" transform="rotate(-24 {x - 4.6} {cy})"/>')
        parts.append(f'<ellipse cx="{x + 4.6}" cy="{cy}" rx="3.6" ry="6.6" transform="rotate(24 {x + 4.6} {cy})"/>')
    parts.append(f'<ellipse cx="{x}" cy="{y - 9 - n * step}" rx="3.4" ry="7"/>')
    parts.append(f'<line x1="{x}" y1="{y - 9 - n * step}" x2="{x}" y2="{y - 22 - n * step}" stroke="$I" stroke-width="1.6"/>')
    parts.append('</g>')
    return "".join(parts)


def sword():
    """An upright sword, point at the top, centred on x = 64."""
    return ('<path fill="$C" stroke="$I" stroke-width="5" stroke-linejoin="round" d="M64,8 L71,20 L71,84 L57,84 L57,20 Z"/>'
            '<line x1="64" y1="22" x2="64" y2="78" stroke="$I" stroke-width="2"/>'
            '<rect x="44" y="82" width="40" height="9" rx="4" fill="$I"/>'
            '<rect x="59" y="90" width="10" height="18" fill="$I"/>'
            '<circle cx="64" cy="111" r="6.5" fill="$I"/>')


# ---------------------------------------------------------------- tile pictograms (128 box)

def p_agriculture():
    stalks = '<g fill="none" stroke="$I" stroke-width="4" stroke-linecap="round">'
    ears = '<g fill="$I">'
    for ang in (-30, -15, 0, 15, 30):
        r = math.radians(ang)
        top = 32 if ang == 0 else 28
        tx, ty = 64 + math.sin(r) * top, 80 - math.cos(r) * top
        bx, by = 64 - math.sin(r) * 30, 80 + math.cos(r) * 30
        stalks += f'<line x1="{bx:.1f}" y1="{by:.1f}" x2="{tx:.1f}" y2="{ty:.1f}"/>'
        ears += ear(round(tx, 1), round(ty, 1), ang, 4 if ang == 0 else 3)
    stalks += '</g>'
    ears += '</g>'
    band = '<rect x="48" y="75" width="32" height="11" rx="3" fill="$C" stroke="$I" stroke-width="3"/>'
    return stalks + ears + band


def p_livestock():
    horn = '<path fill="$C" stroke="$I" stroke-width="3.5" stroke-linejoin="round" d="M46,46 C32,46 20,38 18,20 C26,30 36,34 50,36 Z"/>'
    ear_ = '<ellipse cx="34" cy="56" rx="12" ry="6" transform="rotate(-18 34 56)" fill="$I"/>'
    head = ('<path fill="$I" d="M40,44 C40,34 88,34 88,44 L84,82 C82,92 46,92 44,82 Z"/>'
            '<ellipse cx="64" cy="88" rx="20" ry="13" fill="$C" stroke="$I" stroke-width="4"/>'
            '<ellipse cx="57" cy="89" rx="3.5" ry="4.5" fill="$I"/><ellipse cx="71" cy="89" rx="3.5" ry="4.5" fill="$I"/>'
            '<circle cx="53" cy="58" r="4.5" fill="$C"/><circle cx="75" cy="58" r="4.5" fill="$C"/>'
            '<path fill="$C" d="M58,40 L64,48 L70,40 Z"/>')
    return horn + mirror(horn) + ear_ + mirror(ear_) + head


def p_mining():
    rocks = ('<path fill="$I" d="M70,110 L78,92 L92,86 L104,92 L112,110 Z"/>'
             '<path fill="$C" stroke="$I" stroke-width="3" d="M84,96 L92,91 L99,97 L93,104 L85,103 Z"/>')
    return rocks + f'<g transform="rotate(-38 60 70) translate(-6 -4)">{pickaxe()}</g>'


def p_port():
    return anchor()


def p_currency():
    stack = ""
    for i, y in enumerate((98, 89, 80, 71)):
        stack += (f'<path fill="$I" d="M20,{y} L20,{y + 7} C20,{y + 14} 60,{y + 14} 60,{y + 7} L60,{y} Z"/>'
                  f'<ellipse cx="40" cy="{y}" rx="20" ry="6.5" fill="$C" stroke="$I" stroke-width="3"/>')
    coin = ('<circle cx="80" cy="62" r="31" fill="$C" stroke="$I" stroke-width="5"/>'
            '<circle cx="80" cy="62" r="22" fill="none" stroke="$I" stroke-width="2"/>'
            + star4(80, 62, 15, "$I"))
    return stack + coin


def p_slavery():
    return ('<g fill="none" stroke="$I" stroke-width="10">'
            '<ellipse cx="34" cy="94" rx="23" ry="13" transform="rotate(-45 34 94)"/>'
            '<ellipse cx="94" cy="34" rx="23" ry="13" transform="rotate(-45 94 34)"/>'
            '</g>'
            '<rect x="42" y="56" width="44" height="16" rx="8" transform="rotate(-45 64 64)" fill="$I"/>'
            '<rect x="51" y="62" width="26" height="4" rx="2" transform="rotate(-45 64 64)" fill="$C"/>')


def p_espionage():
    hat = ('<ellipse cx="64" cy="52" rx="48" ry="8" fill="$I"/>'
           '<path fill="$I" d="M40,52 L44,22 C52,16 76,16 84,22 L88,52 Z"/>'
           '<path fill="$C" d="M42,42 L86,42 L87,48 L41,48 Z"/>')
    eye = ('<path fill="$C" stroke="$I" stroke-width="5" stroke-linejoin="round" d="M20,84 C36,62 92,62 108,84 C92,106 36,106 20,84 Z"/>'
           '<circle cx="64" cy="84" r="14" fill="$I"/><circle cx="59" cy="79" r="4.5" fill="$C"/>')
    return hat + eye


def p_field_general():
    crest = ('<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" '
             'd="M40,50 C36,24 60,10 84,14 C104,18 116,36 114,60 C112,68 108,74 102,78 C102,54 86,40 64,40 C52,40 44,44 40,50 Z"/>'
             '<g stroke="$I" stroke-width="2.5" stroke-linecap="round">'
             '<line x1="50" y1="40" x2="46" y2="24"/><line x1="62" y1="37" x2="62" y2="18"/>'
             '<line x1="74" y1="38" x2="80" y2="20"/><line x1="86" y1="44" x2="96" y2="28"/>'
             '<line x1="94" y1="54" x2="106" y2="42"/></g>')
    helm = ('<path fill="$I" d="M104,110 C96,100 96,90 98,82 C100,58 86,42 64,42 C46,42 34,52 31,64 L28,86 L38,86 '
            'L34,108 L58,110 C58,102 62,96 70,96 C78,96 82,102 84,110 Z"/>'
            '<path fill="$C" d="M30,64 C40,60 52,60 60,67 C52,72 40,72 30,70 Z"/>'
            '<path fill="none" stroke="$C" stroke-width="2.5" stroke-linecap="round" d="M36,58 C46,54 56,56 64,62 L76,62"/>'
            '<path fill="none" stroke="$C" stroke-width="2.5" stroke-linecap="round" d="M44,104 C50,94 52,84 60,80"/>')
    return crest + helm


def p_fortification():
    merl = lambda x0, x1, y, n: "".join(
        f'<rect x="{x0 + i * (x1 - x0) / (2 * n - 1):.1f}" y="{y - 8}" width="{(x1 - x0) / (2 * n - 1):.1f}" height="9"/>'
        for i in range(0, 2 * n - 1, 2))
    body = ('<g fill="$I">'
            '<rect x="18" y="56" width="92" height="52"/>' + merl(18, 46, 56, 3) + merl(82, 110, 56, 3) +
            '<rect x="44" y="34" width="40" height="74"/>' + merl(44, 84, 34, 3) +
            '</g>')
    details = ('<path fill="$C" d="M54,108 L54,90 C54,78 74,78 74,90 L74,108 Z"/>'
               '<rect x="61" y="48" width="6" height="14" rx="3" fill="$C"/>'
               '<rect x="28" y="70" width="6" height="12" rx="3" fill="$C"/><rect x="94" y="70" width="6" height="12" rx="3" fill="$C"/>'
               '<line x1="64" y1="26" x2="64" y2="8" stroke="$I" stroke-width="3"/>'
               '<path fill="$C" stroke="$I" stroke-width="2.5" stroke-linejoin="round" d="M65,9 L82,14 L65,20 Z"/>')
    return body + details


def p_militia():
    fork = ('<g transform="rotate(32 64 64)">'
            '<line x1="64" y1="44" x2="64" y2="120" stroke="$I" stroke-width="7" stroke-linecap="round"/>'
            '<path fill="none" stroke="$I" stroke-width="6" stroke-linecap="round" d="M47,20 L47,40 C47,52 81,52 81,40 L81,20"/>'
            '<line x1="64" y1="14" x2="64" y2="48" stroke="$I" stroke-width="6" stroke-linecap="round"/>'
            '</g>')
    scythe = ('<g transform="rotate(-30 64 64)">'
              '<line x1="64" y1="16" x2="64" y2="120" stroke="$I" stroke-width="7" stroke-linecap="round"/>'
              '<line x1="64" y1="84" x2="74" y2="90" stroke="$I" stroke-width="6" stroke-linecap="round"/>'
              '<path fill="$C" stroke="$I" stroke-width="3.5" stroke-linejoin="round" d="M66,14 C44,6 22,16 10,36 C28,26 46,24 66,26 Z"/>'
              '</g>')
    return scythe + fork


def p_mountaineering():
    mount = ('<path fill="$I" d="M4,110 L40,50 L52,66 L74,28 L116,110 Z"/>'
             '<path fill="$C" d="M74,28 L87,52 L80,49 L74,56 L68,48 L62,52 Z"/>'
             '<path fill="$C" d="M40,50 L47,60 L42,59 L38,63 L35,58 Z"/>')
    axe = ('<g transform="rotate(12 88 76)">'
           '<path fill="$C" stroke="$I" stroke-width="3.5" stroke-linejoin="round" d="M84,44 L92,44 L91,106 L88,118 L85,106 Z"/>'
           '<path fill="$C" stroke="$I" stroke-width="3.5" stroke-linejoin="round" '
           'd="M68,34 L88,36 C100,36 110,42 116,56 C106,50 98,47 88,47 L68,48 Z"/>'
           '</g>')
    return mount + axe


def p_ship_building():
    oars = "".join(f'<line x1="{x}" y1="78" x2="{x - 12}" y2="100" stroke="$I" stroke-width="4" stroke-linecap="round"/>'
                   for x in range(36, 100, 12))
    hull = ('<path fill="$I" d="M8,72 L28,70 L98,70 C106,68 110,58 106,44 C116,52 120,70 108,82 L34,84 C28,84 24,78 22,76 Z"/>'
            '<path fill="none" stroke="$C" stroke-width="2.5" d="M30,76 L100,76"/>')
    mast = '<line x1="62" y1="70" x2="62" y2="14" stroke="$I" stroke-width="5"/>'
    sail = ('<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" d="M36,22 L88,22 C93,36 93,48 88,60 L36,60 C41,48 41,36 36,22 Z"/>'
            '<path fill="none" stroke="$I" stroke-width="2.5" d="M40,41 L90,41"/>')
    waves = '<path fill="none" stroke="$I" stroke-width="3.5" stroke-linecap="round" d="M14,108 C22,102 30,102 38,108 C46,114 54,114 62,108 C70,102 78,102 86,108 C94,114 102,114 110,108"/>'
    return oars + hull + mast + sail + waves


def p_weapons():
    return (f'<g transform="rotate(-40 64 66)">{sword()}</g>'
            f'<g transform="rotate(40 64 66)">{sword()}</g>')


def p_astronomy():
    return ('<rect x="54" y="22" width="16" height="10" rx="3" fill="$I"/>'
            '<circle cx="62" cy="20" r="7" fill="none" stroke="$I" stroke-width="4"/>'
            '<circle cx="62" cy="72" r="38" fill="$I"/>'
            '<circle cx="62" cy="72" r="30" fill="$C"/>'
            '<circle cx="62" cy="72" r="20" fill="none" stroke="$I" stroke-width="2"/>'
            '<g stroke="$I" stroke-width="2"><line x1="32" y1="72" x2="92" y2="72"/><line x1="62" y1="42" x2="62" y2="102"/></g>'
            '<path fill="$I" d="M36,98 L58,68 L66,76 Z M88,46 L66,76 L58,68 Z"/>'
            '<circle cx="62" cy="72" r="5" fill="$I"/><circle cx="62" cy="72" r="2" fill="$C"/>'
            + star4(104, 28, 13, "$C") + star4(22, 30, 8, "$C") + star4(108, 100, 7, "$C"))


def p_barbarians():
    horn = '<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" d="M40,64 C22,62 12,46 16,18 C22,34 32,42 46,48 Z"/>'
    helm = ('<path fill="$I" d="M32,84 C32,54 44,42 64,42 C84,42 96,54 96,84 Z"/>'
            '<path fill="none" stroke="$C" stroke-width="3" d="M64,44 L64,80"/>'
            '<rect x="26" y="78" width="76" height="14" rx="4" fill="$C" stroke="$I" stroke-width="4"/>'
            '<g fill="$I"><circle cx="38" cy="85" r="2.6"/><circle cx="51" cy="85" r="2.6"/><circle cx="77" cy="85" r="2.6"/><circle cx="90" cy="85" r="2.6"/></g>'
            '<path fill="$I" d="M58,90 L70,90 L68,114 L60,114 Z"/>')
    return horn + mirror(horn) + helm


def p_diplomacy():
    branch = ('<path fill="none" stroke="$I" stroke-width="3" stroke-linecap="round" d="M28,66 C30,80 28,92 20,104"/>'
              '<g fill="$I">'
              '<ellipse cx="34" cy="80" rx="7" ry="3.5" transform="rotate(-30 34 80)"/>'
              '<ellipse cx="20" cy="86" rx="7" ry="3.5" transform="rotate(40 20 86)"/>'
              '<ellipse cx="32" cy="96" rx="7" ry="3.5" transform="rotate(-20 32 96)"/>'
              '<ellipse cx="14" cy="102" rx="6" ry="3" transform="rotate(20 14 102)"/></g>')
    body = ('<path fill="$C" stroke="$I" stroke-width="5" stroke-linejoin="round" '
            'd="M18,62 L28,57 C30,48 42,45 48,52 C60,57 80,58 94,56 L114,44 L110,60 L118,72 L96,70 '
            'C84,82 60,86 44,78 C36,74 32,68 28,65 Z"/>'
            '<circle cx="37" cy="55" r="3" fill="$I"/>')
    wing_back = ('<path fill="$C" stroke="$I" stroke-width="5" stroke-linejoin="round" '
                 'd="M58,58 C58,44 64,32 70,22 C74,32 76,44 76,58 Z"/>')
    wing = ('<path fill="$C" stroke="$I" stroke-width="5" stroke-linejoin="round" '
            'd="M50,58 C52,40 64,24 84,12 C82,20 82,26 80,30 C90,24 100,22 108,22 C102,30 98,36 92,40 '
            'C98,40 104,42 108,44 C98,54 80,62 62,62 Z"/>'
            '<path fill="none" stroke="$I" stroke-width="2.5" d="M64,52 C74,44 84,38 96,34"/>')
    return branch + wing_back + body + wing


def p_heritage():
    return ('<g fill="$I">'
            '<path d="M20,44 L64,16 L108,44 Z"/>'
            '<rect x="22" y="46" width="84" height="9"/>'
            '<rect x="28" y="60" width="11" height="34"/><rect x="47" y="60" width="11" height="34"/>'
            '<rect x="70" y="60" width="11" height="34"/><rect x="89" y="60" width="11" height="34"/>'
            '<rect x="22" y="94" width="84" height="7"/><rect x="14" y="103" width="100" height="8"/>'
            '</g>'
            '<path fill="$C" d="M40,38 L64,23 L88,38 Z"/>')


def p_medicine():
    return ('<line x1="64" y1="20" x2="64" y2="112" stroke="$I" stroke-width="10" stroke-linecap="round"/>'
            '<circle cx="64" cy="17" r="7" fill="$I"/>'
            '<g fill="none" stroke-linecap="round">'
            '<path stroke="$I" stroke-width="15" d="M54,102 C82,98 84,84 64,80 C42,76 42,60 64,56 C84,52 82,40 70,36"/>'
            '<path stroke="$C" stroke-width="7" d="M54,102 C82,98 84,84 64,80 C42,76 42,60 64,56 C84,52 82,40 70,36"/>'
            '</g>'
            '<ellipse cx="64" cy="33" rx="11" ry="7" transform="rotate(-20 64 33)" fill="$C" stroke="$I" stroke-width="3.5"/>'
            '<circle cx="60" cy="32" r="2" fill="$I"/>'
            '<path fill="none" stroke="$I" stroke-width="2" d="M53,37 L46,38 M46,38 L43,35 M46,38 L43,41"/>')


def p_messengers():
    return ('<path fill="none" stroke="$I" stroke-width="3" d="M40,92 C52,108 80,102 88,82"/>'
            '<path fill="$I" d="M18,90 C40,92 70,82 86,44 L110,56 C98,92 62,106 20,100 Z"/>'
            '<ellipse cx="98" cy="50" rx="13" ry="6" transform="rotate(26 98 50)" fill="$C" stroke="$I" stroke-width="4"/>'
            '<rect x="10" y="89" width="12" height="12" rx="3" fill="$I"/>'
            '<g stroke="$C" stroke-width="3"><line x1="48" y1="87" x2="50" y2="100"/><line x1="68" y1="76" x2="74" y2="94"/></g>'
            '<g fill="none" stroke="$I" stroke-width="4" stroke-linecap="round">'
            '<path d="M96,30 C102,24 110,24 116,28"/><path d="M104,18 C112,12 120,14 124,20"/></g>')


def feather(bx, by, ang, length, width):
    """A pointed feather (or flame tongue) from (bx, by), ang degrees clockwise from straight up."""
    r = math.radians(ang)
    dx, dy = math.sin(r), -math.cos(r)
    px, py = -dy, dx
    tx, ty = bx + dx * length, by + dy * length
    m1x, m1y = bx + dx * length * 0.45 + px * width, by + dy * length * 0.45 + py * width
    m2x, m2y = bx + dx * length * 0.45 - px * width, by + dy * length * 0.45 - py * width
    return (f'M{bx:.1f},{by:.1f} Q{m1x:.1f},{m1y:.1f} {tx:.1f},{ty:.1f} '
            f'Q{m2x:.1f},{m2y:.1f} {bx:.1f},{by:.1f} Z')


def p_rebirth():
    wing = '<path fill="$I" stroke="$I" stroke-width="2" stroke-linejoin="round" d="'
    for ang, length in ((-78, 46), (-60, 52), (-42, 54), (-24, 48)):
        wing += feather(58, 62, ang, length, 9) + " "
    wing += '"/>'
    wing_lines = ('<g fill="none" stroke="$C" stroke-width="2" stroke-linecap="round">'
                  '<path d="M52,56 L26,44"/><path d="M54,52 L36,28"/></g>')
    flames = ('<path fill="$C" stroke="$I" stroke-width="3.5" stroke-linejoin="round" d="'
              + feather(64, 78, 180, 38, 10) + " " + feather(62, 78, 210, 32, 8) + " "
              + feather(66, 78, 150, 32, 8) + '"/>')
    body = ('<path fill="$I" d="M64,34 C72,34 75,42 72,50 C70,60 74,70 64,84 C54,70 58,60 56,50 C53,42 56,34 64,34 Z"/>'
            '<path fill="$I" d="M58,38 L48,44 L58,44 Z"/>'
            '<path fill="none" stroke="$I" stroke-width="3" stroke-linecap="round" d="M66,35 C66,28 70,22 76,20 M68,37 C72,32 78,32 82,32"/>'
            '<circle cx="61" cy="41" r="2" fill="$C"/>')
    sun = '<circle cx="64" cy="48" r="27" fill="$C"/>'
    return sun + flames + wing + mirror(wing) + wing_lines + mirror(wing_lines) + body


def p_revolutionaries():
    return ('<path fill="$I" d="M64,8 C76,26 90,38 86,58 C84,68 76,74 64,74 C52,74 44,68 42,58 C40,46 50,38 52,24 '
            'C56,32 58,36 60,40 C60,30 60,18 64,8 Z"/>'
            '<path fill="$C" d="M64,34 C70,44 78,50 76,60 C74,66 70,68 64,68 C58,68 54,66 52,60 C50,52 58,46 64,34 Z"/>'
            '<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" d="M44,72 L84,72 L78,86 L50,86 Z"/>'
            '<path fill="$I" d="M54,86 L74,86 L68,118 L60,118 Z"/>'
            '<g stroke="$C" stroke-width="2.5"><line x1="56" y1="96" x2="72" y2="96"/><line x1="58" y1="106" x2="70" y2="106"/></g>')


def p_specialization():
    return ('<g fill="none" stroke="$I" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">'
            '<line x1="18" y1="50" x2="46" y2="80"/><line x1="46" y1="50" x2="18" y2="80"/>'
            '<path d="M62,46 C64,30 104,28 104,50 C104,64 84,72 62,96 L108,96"/>'
            '</g>')


def p_nomadic():
    return ('<path fill="$I" d="M20,66 C30,38 50,28 64,26 C78,28 98,38 108,66 Z"/>'
            '<rect x="26" y="64" width="76" height="42" fill="$I"/>'
            '<rect x="52" y="18" width="24" height="9" rx="3" fill="$I"/>'
            '<g stroke="$C" stroke-width="2"><line x1="64" y1="30" x2="40" y2="62"/><line x1="64" y1="30" x2="52" y2="62"/>'
            '<line x1="64" y1="30" x2="76" y2="62"/><line x1="64" y1="30" x2="88" y2="62"/></g>'
            '<rect x="22" y="62" width="84" height="6" rx="2" fill="$C" stroke="$I" stroke-width="2.5"/>'
            '<g stroke="$C" stroke-width="2"><path fill="none" d="M30,72 L44,100 M44,72 L30,100 M84,72 L98,100 M98,72 L84,100"/></g>'
            '<path fill="$C" d="M52,106 L52,80 C52,72 76,72 76,80 L76,106 Z"/>'
            '<path fill="$I" d="M64,78 L64,106 L72,106 Z"/>'
            '<line x1="12" y1="108" x2="116" y2="108" stroke="$I" stroke-width="4" stroke-linecap="round"/>')


def p_culture():
    arm = '<path fill="none" stroke="$I" stroke-width="8" stroke-linecap="round" d="M46,96 C26,82 24,56 34,40 C38,34 36,26 28,24"/>'
    return ('<g stroke="$I" stroke-width="2.5">'
            '<line x1="52" y1="34" x2="52" y2="92"/><line x1="60" y1="34" x2="60" y2="92"/>'
            '<line x1="68" y1="34" x2="68" y2="92"/><line x1="76" y1="34" x2="76" y2="92"/></g>'
            + arm + mirror(arm) +
            '<rect x="28" y="28" width="72" height="9" rx="4.5" fill="$I"/>'
            '<path fill="$I" d="M36,88 L92,88 C92,104 80,112 64,112 C48,112 36,104 36,88 Z"/>'
            '<path fill="none" stroke="$C" stroke-width="2.5" d="M46,98 C54,104 74,104 82,98"/>')


def p_religion():
    rays = "".join(
        f'<line x1="{64 + 24 * math.cos(math.radians(a)):.1f}" y1="{34 + 24 * math.sin(math.radians(a)):.1f}" '
        f'x2="{64 + 34 * math.cos(math.radians(a)):.1f}" y2="{34 + 34 * math.sin(math.radians(a)):.1f}"/>'
        for a in range(-180, 1, 30))
    return ('<g stroke="$C" stroke-width="5" stroke-linecap="round">' + rays + '</g>'
            '<circle cx="64" cy="34" r="18" fill="none" stroke="$C" stroke-width="5"/>'
            '<circle cx="64" cy="38" r="13" fill="$I"/>'
            '<path fill="$I" d="M54,54 L74,54 L72,62 C72,78 80,92 84,100 L44,100 C48,92 56,78 56,62 Z"/>'
            '<rect x="50" y="52" width="28" height="7" rx="3.5" fill="$I"/>'
            '<rect x="36" y="98" width="56" height="12" rx="4" fill="$I"/>')


def p_drakkar():
    shields = "".join(f'<circle cx="{x}" cy="70" r="7" fill="$C" stroke="$I" stroke-width="2.5"/><circle cx="{x}" cy="70" r="2" fill="$I"/>'
                      for x in (40, 55, 70, 85))
    return ('<line x1="64" y1="66" x2="64" y2="12" stroke="$I" stroke-width="5"/>'
            '<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" d="M40,18 L88,18 L90,56 L38,56 Z"/>'
            '<g fill="$I"><path d="M50,18 L58,18 L58,56 L49,56 Z"/><path d="M70,18 L78,18 L79,56 L70,56 Z"/></g>'
            '<path fill="$I" d="M18,64 C26,90 100,90 110,64 Z"/>'
            '<path fill="none" stroke="$I" stroke-width="8" stroke-linecap="round" d="M20,70 C12,58 14,44 22,34"/>'
            '<path fill="$I" d="M18,38 C16,30 20,24 28,24 L36,28 L40,36 L32,34 L26,36 Z"/>'
            '<circle cx="27" cy="29" r="2" fill="$C"/>'
            '<path fill="none" stroke="$I" stroke-width="7" stroke-linecap="round" d="M106,68 C116,58 118,44 108,38 C102,36 100,44 106,46"/>'
            + shields +
            '<path fill="none" stroke="$I" stroke-width="3.5" stroke-linecap="round" d="M14,104 C22,98 30,98 38,104 C46,110 54,110 62,104 C70,98 78,98 86,104 C94,110 102,110 110,104"/>')


def p_philosophy():
    return ('<line x1="18" y1="106" x2="110" y2="106" stroke="$I" stroke-width="6" stroke-linecap="round"/>'
            '<path fill="$I" d="M36,26 L50,38 C58,34 70,34 78,38 L92,26 L92,56 C96,76 90,96 64,104 C38,96 32,76 36,56 Z"/>'
            '<circle cx="52" cy="56" r="12" fill="$C"/><circle cx="76" cy="56" r="12" fill="$C"/>'
            '<circle cx="53" cy="57" r="5.5" fill="$I"/><circle cx="75" cy="57" r="5.5" fill="$I"/>'
            '<path fill="$C" d="M60,66 L68,66 L64,76 Z"/>'
            '<g fill="none" stroke="$C" stroke-width="2.5" stroke-linecap="round">'
            '<path d="M52,84 L58,88 L64,84 L70,88 L76,84"/><path d="M56,93 L60,96 L64,93 L68,96 L72,93"/></g>'
            '<g stroke="$I" stroke-width="4" stroke-linecap="round"><line x1="56" y1="102" x2="54" y2="110"/><line x1="72" y1="102" x2="74" y2="110"/></g>')


def p_fishing():
    return ('<path fill="$I" d="M18,60 C34,36 70,32 90,54 L112,36 C106,50 106,70 112,84 L90,66 C70,88 34,84 18,60 Z"/>'
            '<path fill="$I" d="M48,42 L58,26 L74,40 Z"/>'
            '<circle cx="34" cy="56" r="5" fill="$C"/><circle cx="33" cy="56" r="2.2" fill="$I"/>'
            '<path fill="none" stroke="$C" stroke-width="3" stroke-linecap="round" d="M46,46 C52,54 52,66 46,74"/>'
            '<g fill="none" stroke="$C" stroke-width="2.2" stroke-linecap="round">'
            '<path d="M60,52 C64,55 64,60 60,62"/><path d="M70,52 C74,55 74,60 70,62"/><path d="M65,62 C69,65 69,70 65,72"/></g>'
            '<path fill="none" stroke="$I" stroke-width="4" stroke-linecap="round" d="M12,100 C20,94 28,94 36,100 C44,106 52,106 60,100 C68,94 76,94 84,100 C92,106 100,106 108,100 C112,97 114,96 116,96"/>')


def p_army():
    spear = lambda x, a: (f'<g transform="rotate({a} {x} 80)">'
                          f'<line x1="{x}" y1="80" x2="{x}" y2="24" stroke="$I" stroke-width="4"/>'
                          f'<path fill="$I" d="M{x},8 L{x + 6},22 L{x},30 L{x - 6},22 Z"/></g>')
    shield = lambda x: (f'<circle cx="{x}" cy="82" r="20" fill="$C" stroke="$I" stroke-width="5"/>'
                        f'<circle cx="{x}" cy="82" r="5" fill="$I"/>'
                        f'<circle cx="{x}" cy="82" r="12" fill="none" stroke="$I" stroke-width="2"/>')
    return spear(36, -10) + spear(64, 0) + spear(92, 10) + shield(36) + shield(92) + shield(64)


def p_warband():
    return ('<circle cx="56" cy="66" r="38" fill="$I"/>'
            '<circle cx="56" cy="66" r="31" fill="none" stroke="$C" stroke-width="2.5"/>'
            '<g stroke="$C" stroke-width="2.5"><line x1="25" y1="66" x2="87" y2="66"/><line x1="56" y1="35" x2="56" y2="97"/></g>'
            '<circle cx="56" cy="66" r="9" fill="$C" stroke="$I" stroke-width="3"/>'
            '<g transform="rotate(20 84 70) translate(-12 6)">'
            '<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" d="M80,34 L88,34 L88,112 C88,116 80,116 80,112 Z"/>'
            '<path fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round" d="M88,34 C98,34 106,28 110,18 C116,32 116,54 106,68 C102,58 96,52 88,52 Z"/>'
            '</g>')


def p_cavalry():
    return ('<path fill="$I" d="M32,92 C22,90 18,80 24,72 L44,40 C48,32 54,28 60,26 L62,12 L70,26 '
            'C88,30 100,48 102,72 L106,112 L62,112 C62,96 56,88 48,90 C42,92 38,92 32,92 Z"/>'
            '<g fill="none" stroke="$C" stroke-width="2.5" stroke-linecap="round">'
            '<path d="M72,34 C82,40 88,52 92,66"/><path d="M78,46 C84,56 88,70 90,84"/></g>'
            '<circle cx="50" cy="46" r="4" fill="$C"/>'
            '<ellipse cx="28" cy="80" rx="3" ry="4" fill="$C"/>'
            '<path fill="none" stroke="$C" stroke-width="2.5" d="M30,70 C40,72 50,66 56,56"/>')


def p_camels():
    return ('<g stroke="$I" stroke-width="6" stroke-linecap="round">'
            '<line x1="56" y1="78" x2="52" y2="106"/><line x1="64" y1="78" x2="68" y2="106"/>'
            '<line x1="90" y1="78" x2="86" y2="106"/><line x1="98" y1="76" x2="104" y2="106"/></g>'
            '<path fill="$I" d="M18,48 C18,40 24,34 32,34 C40,34 44,40 44,48 C44,56 48,62 54,60 C58,44 70,36 80,38 '
            'C90,40 96,52 102,58 C108,62 110,72 106,80 C98,86 62,86 54,82 C48,78 44,72 40,64 C38,58 36,54 32,54 '
            'C26,54 18,54 18,48 Z"/>'
            '<path fill="none" stroke="$I" stroke-width="3" stroke-linecap="round" d="M106,64 C112,68 112,76 110,82"/>'
            '<circle cx="32" cy="41" r="2.6" fill="$C"/>'
            '<path fill="none" stroke="$I" stroke-width="4" stroke-linecap="round" d="M8,112 C30,104 50,104 70,110 C86,114 104,112 120,106"/>')


TILES = [  # key, group, pictogram, decline badge
    ("agriculture", "vp", p_agriculture, False),
    ("agriculture-decline", "vp", p_agriculture, True),
    ("livestock-breeding", "vp", p_livestock, False),
    ("livestock-breeding-decline", "vp", p_livestock, True),
    ("mining", "vp", p_mining, False),
    ("mining-decline", "vp", p_mining, True),
    ("port-building", "vp", p_port, False),
    ("port-building-decline", "vp", p_port, True),
    ("currency", "vp", p_currency, False),
    ("slavery", "vp", p_slavery, False),
    ("espionage", "combat", p_espionage, False),
    ("field-general", "combat", p_field_general, False),
    ("fortification", "combat", p_fortification, False),
    ("militia", "combat", p_militia, False),
    ("mountaineering", "combat", p_mountaineering, False),
    ("ship-building", "combat", p_ship_building, False),
    ("weapons", "combat", p_weapons, False),
    ("astronomy", "special", p_astronomy, False),
    ("barbarians", "special", p_barbarians, False),
    ("diplomacy", "special", p_diplomacy, False),
    ("heritage", "special", p_heritage, False),
    ("medicine", "special", p_medicine, False),
    ("messengers", "special", p_messengers, False),
    ("rebirth", "special", p_rebirth, False),
    ("revolutionaries", "special", p_revolutionaries, False),
    ("specialization", "special", p_specialization, False),
    # Online 2013
    ("nomadic", "combat", p_nomadic, False),
    ("culture", "special", p_culture, False),
    ("religion", "special", p_religion, False),
    ("drakkar", "combat", p_drakkar, False),
    ("philosophy", "special", p_philosophy, False),
    ("fishing", "vp", p_fishing, False),
    ("army", "combat", p_army, False),
    ("warband", "special", p_warband, False),
    ("cavalry", "combat", p_cavalry, False),
    ("camels", "combat", p_camels, False),
]


def tile_svg(group, picto, decline):
    light, base, rim = GROUPS[group]
    frame = ('<defs><linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
             f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{base}"/></linearGradient></defs>'
             f'<rect x="3" y="3" width="122" height="122" rx="24" fill="{rim}"/>'
             '<rect x="8" y="8" width="112" height="112" rx="19" fill="url(#face)"/>'
             f'<rect x="12.5" y="12.5" width="103" height="103" rx="15" fill="none" stroke="{rim}" stroke-opacity="0.35" stroke-width="1.5"/>')
    # The pictogram keeps inside the rim; on decline tiles it shrinks towards the top left so the
    # badge in the bottom right corner never covers it.
    inner = f'<g transform="translate(8 8) scale(0.875)">{picto}</g>'
    if decline:
        inner = f'<g transform="translate(4 4) scale(0.8)">{picto}</g>'
        inner += ('<circle cx="101" cy="101" r="22" fill="$C" stroke="$I" stroke-width="4"/>'
                  f'<g transform="translate(101 101) scale(0.85)">{broken_column()}</g>')
    return svg(128, paint(frame + inner, group))


# ---------------------------------------------------------------- map symbols (64 box)

STONE = "#D9D3C5"
GOLD = ("#F7D774", "#E2A93B", "#8A6410")   # light, base, dark
NEUTRAL_BROWN = "#6F4726"


def badge(picto128, scale=0.42):
    """A cream seal with an ink ring holding a 128-box pictogram: reads on every terrain colour."""
    off = 32 - 64 * scale
    return ('<circle cx="32" cy="32" r="29" fill="$C" stroke="$I" stroke-width="3.5"/>'
            f'<g transform="translate({off:.2f} {off:.2f}) scale({scale})">{picto128}</g>')


def pawn_shapes():
    return ('<circle cx="32" cy="14" r="10"/>'
            '<path d="M23,27 L41,27 C41,40 46,47 51,52 L13,52 C18,47 23,40 23,27 Z"/>'
            '<rect x="19" y="23" width="26" height="7" rx="3.5"/>'
            '<rect x="9" y="50" width="46" height="10" rx="4"/>')


def pawn(body_fill, declining=False):
    """The pawn: a body in body_fill, then an ink outline and light and shade laid over it.

    Only the body uses body_fill, so a program can tint the pawn by replacing that one colour.
    The declining side is the same pawn faded (a white veil) with a dashed outline, so it differs
    from the active side by pattern as well as by lightness."""
    veil = f'<g fill="white" fill-opacity="0.42">{pawn_shapes()}</g>' if declining else ""
    dash = ' stroke-dasharray="5 3"' if declining else ""
    return (f'<g id="body" fill="{body_fill}">{pawn_shapes()}</g>' + veil +
            '<path fill="black" fill-opacity="0.22" d="M36,6 C44,10 44,20 36,24 C40,18 40,12 36,6 Z '
            'M36,30 L41,30 C41,40 46,47 51,52 L42,52 C39,46 36,38 36,30 Z M38,54 L55,54 L55,57 C55,59 53,60 51,60 L38,60 Z"/>'
            '<path fill="white" fill-opacity="0.45" d="M26,9 C28,6 31,5 33,5 C29,7 27,11 27,15 C25,14 25,11 26,9 Z '
            'M23,32 L27,32 C27,40 24,46 19,50 L16,50 C20,45 23,40 23,32 Z"/>'
            f'<g fill="none" stroke="$I" stroke-width="2.5" stroke-linejoin="round"{dash}>{pawn_shapes()}</g>')


def sym_mine():
    return badge(f'<g transform="rotate(-40 64 68) translate(0 -2)">{pickaxe()}</g>', 0.40)


def sym_port():
    return badge(anchor(9), 0.40)


def sym_decline():
    return ('<circle cx="32" cy="32" r="29" fill="$C" stroke="$I" stroke-width="3.5"/>'
            f'<g transform="translate(32 33) scale(1.12)">{broken_column()}</g>')


def sym_fort():
    return (f'<g fill="{STONE}" stroke="$I" stroke-width="2.5" stroke-linejoin="round">'
            '<path d="M8,60 L8,30 L13,30 L13,35 L18,35 L18,30 L23,30 L23,35 L26,35 L26,16 L31,16 L31,21 L35,21 L35,16 '
            'L38,16 L38,21 L42,21 L42,16 L47,16 L47,35 L50,35 L50,30 L55,30 L55,35 L56,35 L56,30 L56,30 L56,60 Z"/>'
            '</g>'
            '<path fill="$I" d="M28,60 L28,50 C28,44 40,44 40,50 L40,60 Z"/>'
            '<rect x="34" y="26" width="4" height="9" rx="2" fill="$I"/>'
            '<path fill="none" stroke="$I" stroke-width="1.5" stroke-opacity="0.5" d="M8,44 L26,44 M47,44 L56,44 M14,52 L24,52 M44,52 L52,52"/>')


def sym_coin():
    light, base, dark = GOLD
    return ('<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">'
            f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{base}"/></linearGradient></defs>'
            f'<circle cx="32" cy="32" r="28" fill="url(#gold)" stroke="{dark}" stroke-width="3.5"/>'
            f'<circle cx="32" cy="32" r="21" fill="none" stroke="{dark}" stroke-width="1.8"/>'
            + star4(32, 32, 14, dark) +
            '<path fill="none" stroke="white" stroke-opacity="0.6" stroke-width="2.5" stroke-linecap="round" d="M14,24 C17,17 22,13 28,11"/>')


def sym_edge_arrow():
    return ('<path fill="$I" stroke="$C" stroke-width="3" stroke-linejoin="round" '
            'd="M6,23 L32,23 L32,9 L59,32 L32,55 L32,41 L6,41 Z"/>')


SYMBOLS = {
    "mine": sym_mine, "port": sym_port, "fort": sym_fort, "decline": sym_decline, "coin": sym_coin,
    "edge-arrow": sym_edge_arrow,
    "pawn": lambda: pawn("#ffffff"),
    "pawn-declining": lambda: pawn("#ffffff", declining=True),
    "neutral-pawn": lambda: pawn(NEUTRAL_BROWN),
}


# ---------------------------------------------------------------- application icons (256 box)

TERRAIN = {
    "farmland": "#E8C35A", "prairie": "#A8D5A0", "forest": "#4E8A4E", "mountain": "#A39E96",
    "sea": "#2F5D8C", "coast": "#8EC5E6", "normal": "#C9A27A", "desert": "#FAF0DC",
    "river": "#4F98CF", "controllableSea": "#3F84BE", "border": "#FFFFFF",
}

OUTLINE = [(30, 116), (40, 92), (60, 68), (92, 50), (130, 40), (170, 44), (204, 68), (224, 108), (224, 150),
           (206, 182), (184, 204), (162, 190), (150, 214), (132, 222), (120, 196), (100, 178), (74, 182),
           (52, 166), (38, 142)]
INNER = {"A": (100, 92), "B": (142, 96), "C": (180, 100), "D": (156, 146), "E": (112, 140), "F": (192, 150),
         "G": (78, 136)}
PROVINCES = [  # vertices: outline index (int) or inner point name
    ("farmland", [0, 1, 2, 3, "A", "G", 18]),
    ("forest", [3, 4, 5, "B", "A"]),
    ("mountain", [5, 6, 7, "C", "B"]),
    ("prairie", ["A", "B", "C", "D", "E"]),
    ("farmland", ["C", 7, 8, "F", "D"]),
    ("forest", ["D", "F", 8, 9, 10, 11]),
    ("mountain", ["E", "D", 11, 12, 13, 14]),
    ("prairie", ["G", "A", "E", 14, 15, 16, 17, 18]),
]


def poly(points):
    return "M" + " L".join(f"{x},{y}" for x, y in points) + " Z"


def map_disc():
    pts = lambda vs: [OUTLINE[v] if isinstance(v, int) else INNER[v] for v in vs]
    land = poly(OUTLINE)
    out = (f'<circle cx="128" cy="128" r="106" fill="{TERRAIN["sea"]}"/>'
           f'<path d="{land}" fill="{TERRAIN["coast"]}" stroke="{TERRAIN["coast"]}" stroke-width="14" stroke-linejoin="round"/>')
    for terrain, vs in PROVINCES:
        out += f'<path d="{poly(pts(vs))}" fill="{TERRAIN[terrain]}" stroke="white" stroke-width="3" stroke-linejoin="round"/>'
    return out


def laurel(side):
    """One laurel branch on the gold ring, from the bottom up one side; side +1 left, -1 right."""
    r = 111
    steps = 8
    stem = []
    leaves = ""
    for i in range(steps + 1):
        a = math.radians(90 + side * (8 + i * 15))
        stem.append((128 + r * math.cos(a), 128 + r * math.sin(a)))
    for i in range(steps):
        a = math.radians(90 + side * (14 + i * 15))
        px, py = 128 + r * math.cos(a), 128 + r * math.sin(a)
        dx, dy = -side * math.sin(a), side * math.cos(a)  # along the branch, towards its tip
        for turn in (40, -40):
            t = math.radians(turn)
            lx, ly = dx * math.cos(t) - dy * math.sin(t), dx * math.sin(t) + dy * math.cos(t)
            cx, cy = px + lx * 8, py + ly * 8
            rot = math.degrees(math.atan2(ly, lx))
            leaves += (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="9" ry="4" '
                       f'transform="rotate({rot:.1f} {cx:.1f} {cy:.1f})"/>')
    ex, ey = stem[-1]
    a = math.radians(90 + side * (8 + steps * 15))
    dx, dy = -side * math.sin(a), side * math.cos(a)
    cx, cy = ex + dx * 7, ey + dy * 7
    leaves += (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="9" ry="4" '
               f'transform="rotate({math.degrees(math.atan2(dy, dx)):.1f} {cx:.1f} {cy:.1f})"/>')
    path = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in stem)
    return (f'<path d="{path}" fill="none" stroke="{LAUREL}" stroke-width="3" stroke-linecap="round"/>'
            f'<g fill="{LAUREL}">{leaves}</g>')


LAUREL = "#4F6B2A"


def emblem():
    light, base, dark = GOLD
    column = ('<g fill="$C" stroke="$I" stroke-width="4" stroke-linejoin="round">'
              '<rect x="94" y="190" width="68" height="12" rx="2"/>'
              '<rect x="102" y="180" width="52" height="11"/>'
              '<rect x="110" y="80" width="36" height="101"/>'
              '<path d="M94,68 L162,68 L158,81 L98,81 Z"/>'
              '<circle cx="96" cy="77" r="9"/><circle cx="160" cy="77" r="9"/>'
              '<rect x="90" y="57" width="76" height="11" rx="2"/>'
              '</g>'
              '<g stroke="$I" stroke-width="3"><line x1="119" y1="86" x2="119" y2="176"/><line x1="128" y1="86" x2="128" y2="176"/>'
              '<line x1="137" y1="86" x2="137" y2="176"/></g>'
              '<g fill="$I"><circle cx="96" cy="77" r="3"/><circle cx="160" cy="77" r="3"/></g>')
    return ('<defs><linearGradient id="ring" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{base}"/></linearGradient></defs>'
            f'<circle cx="128" cy="128" r="126" fill="{dark}"/>'
            '<circle cx="128" cy="128" r="122" fill="url(#ring)"/>'
            + laurel(1) + laurel(-1) +
            f'<g transform="translate(128 128) scale(0.92) translate(-128 -128)">{map_disc()}</g>'
            f'<circle cx="128" cy="128" r="98" fill="none" stroke="{dark}" stroke-width="4"/>'
            + column)


def icon_vinci():
    return emblem()


def icon_editor():
    steel, steel_dark = "#D5D9DE", "#8C949C"
    compass = ('<g transform="translate(-6 -14) rotate(28 190 150)">'
               '<g stroke="$I" stroke-width="18" stroke-linecap="round"><line x1="190" y1="130" x2="162" y2="250"/>'
               '<line x1="190" y1="130" x2="218" y2="250"/></g>'
               f'<g stroke="{steel}" stroke-width="9" stroke-linecap="round"><line x1="190" y1="130" x2="164" y2="242"/>'
               '<line x1="190" y1="130" x2="216" y2="242"/></g>'
               f'<line x1="170" y1="200" x2="210" y2="200" stroke="$I" stroke-width="6" stroke-linecap="round"/>'
               '<rect x="182" y="86" width="16" height="30" rx="5" fill="$I"/>'
               f'<circle cx="190" cy="128" r="20" fill="{steel}" stroke="$I" stroke-width="6"/>'
               f'<circle cx="190" cy="128" r="6" fill="{steel_dark}" stroke="$I" stroke-width="3"/>'
               '</g>')
    return f'<g transform="scale(0.9)">{emblem()}</g>' + compass


def main():
    os.makedirs(os.path.join(ROOT, "tiles"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "symbols"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "icons"), exist_ok=True)
    for key, group, picto, decline in TILES:
        with open(os.path.join(ROOT, "tiles", key + ".svg"), "w") as f:
            f.write(tile_svg(group, picto(), decline))
    for key, draw in SYMBOLS.items():
        with open(os.path.join(ROOT, "symbols", key + ".svg"), "w") as f:
            f.write(svg(64, paint(draw())))
    for key, draw in (("vinci", icon_vinci), ("vinci-editor", icon_editor)):
        with open(os.path.join(ROOT, "icons", key + ".svg"), "w") as f:
            f.write(svg(256, paint(draw())))
    write_qrc()
    print(",".join(k for k, *_ in TILES))


def write_qrc():
    """resources.qrc: tiles under /tiles, symbols under /symbols, icons (SVG and PNG) under /icons."""
    lines = ['<!DOCTYPE RCC>', '<RCC version="1.0">']
    for prefix in ("tiles", "symbols", "icons"):
        files = []
        for dirpath, _, names in os.walk(os.path.join(ROOT, prefix)):
            for name in names:
                if name.endswith((".svg", ".png")):
                    files.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
        lines.append(f'    <qresource prefix="/{prefix}">')
        for rel in sorted(files):
            alias = rel.split("/", 1)[1]
            lines.append(f'        <file alias="{alias}">{rel}</file>')
        lines.append('    </qresource>')
    lines.append('</RCC>')
    with open(os.path.join(ROOT, "resources.qrc"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
