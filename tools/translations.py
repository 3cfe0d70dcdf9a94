#!/usr/bin/env python3
"""Checks and completes the game's translation files (translations/*.ts).

  translations.py check FILE...         fails (exit 1) listing every unfinished or empty entry,
                                        a lost placeholder, or a word the rulebook has not
                                        (RULEBOOK_WORDS)
  translations.py fill-english FILE     gives English its own texts: the source for plain
                                        messages; for plural messages "pawn(s)" becomes
                                        "pawn" / "pawns"
  translations.py carry OLD FILE        fills FILE's unfinished entries from OLD's finished
                                        ones with the same source text (same context first):
                                        a text that moved to another context keeps its
                                        translation

Used by tools/update-translations.sh and by ctest (translations_complete).
"""

import re
import sys
import xml.etree.ElementTree as ET


def messages(root):
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def is_unfinished(message):
    translation = message.find("translation")
    if translation is None:
        return True
    if translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return True
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        return not forms or any(not (form.text or "").strip() for form in forms)
    return not (translation.text or "").strip()


# The rulebook's words, one term for one thing: a translation (by the file's language suffix)
# must not use the word of the left where the rulebook has the one on the right. The German
# walk of s50 read "Spielbrett" beside "Spielplan" and "Platz I ist frei" beside "kostenlos".
RULEBOOK_WORDS = {
    "de": [
        (r"Spielbrett", "Spielplan (the 1999 German rules' word for the board)"),
        (r"\bist frei\b", "kostenlos (what a place on the track costs, as elsewhere)"),
    ],
}


def language_of(path):
    match = re.search(r"_([a-z]{2})\.ts$", path)
    return match.group(1) if match else ""


def check(paths):
    failed = False
    for path in paths:
        root = ET.parse(path).getroot()
        for name, message in messages(root):
            translation = message.find("translation")
            if translation is None or is_unfinished(message):
                continue
            text = " ".join(translation.itertext())
            for pattern, wanted in RULEBOOK_WORDS.get(language_of(path), []):
                if re.search(pattern, text):
                    failed = True
                    print(f"{path}: [{name}] {message.findtext('source', '')!r}: "
                          f"{pattern!r} where the rulebook says {wanted}")
        missing = [(name, message.findtext("source", "")) for name, message in messages(root)
                   if is_unfinished(message)]
        if missing:
            failed = True
            print(f"{path}: {len(missing)} unfinished translation(s):")
            for name, source in missing:
                print(f"  [{name}] {source!r}")
        # Placeholders must survive translation: a lost %1 silently drops a value.
        for name, message in messages(root):
            if is_unfinished(message):
                continue
            source = message.findtext("source", "")
            wanted = sorted(set(re.findall(r"%(?:\d+|n)", source)))
            translation = message.find("translation")
            texts = ([form.text or "" for form in translation.findall("numerusform")]
                     if message.get("numerus") == "yes" else [translation.text or ""])
            for text in texts:
                found = sorted(set(re.findall(r"%(?:\d+|n)", text)))
                # A singular form may spell out "one" instead of %n.
                if found != wanted and sorted(set(found) | {"%n"}) != wanted:
                    failed = True
                    print(f"{path}: [{name}] {source!r}: placeholders {found} "
                          f"instead of {wanted} in {text!r}")
    return 1 if failed else 0


def english_plural(source, plural):
    return re.sub(r"\((e?s)\)", lambda m: m.group(1) if plural else "", source)


def fill_english(path):
    tree = ET.parse(path)
    root = tree.getroot()
    for _, message in messages(root):
        if not is_unfinished(message):
            continue
        source = message.findtext("source", "")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for form in list(translation):
            translation.remove(form)
        if message.get("numerus") == "yes":
            translation.text = None
            for plural in (False, True):
                form = ET.SubElement(translation, "numerusform")
                form.text = english_plural(source, plural)
        else:
            translation.text = source
    write(tree, path)


def carry(old_path, path):
    finished = {}
    for name, message in messages(ET.parse(old_path).getroot()):
        if not is_unfinished(message):
            key = (message.findtext("source", ""), message.get("numerus") == "yes")
            finished.setdefault(key, {})[name] = message.find("translation")
    tree = ET.parse(path)
    carried = 0
    for name, message in messages(tree.getroot()):
        if not is_unfinished(message):
            continue
        key = (message.findtext("source", ""), message.get("numerus") == "yes")
        if key not in finished:
            continue
        by_context = finished[key]
        source = by_context.get(name, next(iter(by_context.values())))
        message.remove(message.find("translation"))
        copy = ET.SubElement(message, "translation")
        copy.text = source.text
        for form in source.findall("numerusform"):
            ET.SubElement(copy, "numerusform").text = form.text
        carried += 1
    write(tree, path)
    print(f"{path}: {carried} translation(s) carried over")


def write(tree, path):
    """Writes the file the way lupdate does, so the next lupdate run changes nothing."""
    root = tree.getroot()
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>"]
    attributes = " ".join(f'{key}="{value}"' for key, value in root.attrib.items())
    lines.append(f"<TS {attributes}>")
    for context in root.iter("context"):
        lines.append("<context>")
        lines.append(f"    <name>{escape(context.findtext('name', ''))}</name>")
        for message in context.iter("message"):
            numerus = ' numerus="yes"' if message.get("numerus") == "yes" else ""
            lines.append(f"    <message{numerus}>")
            for child in message:
                if child.tag == "translation":
                    continue
                lines.append(f"        <{child.tag}>{escape(child.text or '')}</{child.tag}>")
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            type_attribute = f' type="{kind}"' if kind else ""
            if message.get("numerus") == "yes":
                lines.append(f"        <translation{type_attribute}>")
                for form in translation.findall("numerusform") if translation is not None else []:
                    lines.append(f"            <numerusform>{escape(form.text or '')}</numerusform>")
                lines.append("        </translation>")
            else:
                text = escape(translation.text or "") if translation is not None else ""
                lines.append(f"        <translation{type_attribute}>{text}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def main(argv):
    if len(argv) >= 3 and argv[1] == "check":
        return check(argv[2:])
    if len(argv) == 4 and argv[1] == "carry":
        carry(argv[2], argv[3])
        return 0
    if len(argv) == 3 and argv[1] == "fill-english":
        fill_english(argv[2])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
