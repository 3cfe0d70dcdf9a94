#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace vinci {

/**
 * The short forms an atlas would print for `name` where the whole name has no room (clearNames),
 * longest first: "Switzerland" → "Switz."; "North Macedonia" → "N. Macedonia", "N. Maced.";
 * "Bosnia and Herz." → "Bosnia & Herz.", "Bosn. & Herz.". A word is cut after a consonant that
 * a vowel follows (where a reader hears the syllable end), to at most 60 % of its letters and at
 * least three, and ends in a full stop; a connecting word ("and", "et", "und") becomes "&". Empty
 * for a name too short to shorten. The province's tooltip keeps the whole name.
 */
QStringList shortForms(const QString &name);

/**
 * shortForms() of each of a map's `names` (in one language), without the forms two of them
 * share or that read as another's whole name: "Slovakia" and "Slovenia" both cut to "Slov."
 * (the s45 walk), which named neither. By the index of `names`.
 */
std::vector<QStringList> distinctShortForms(const QStringList &names);

} // namespace vinci
