#include "nameabbreviation.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// A word keeps at most this share of its letters, and never fewer than three.
constexpr double keptShare = 0.6;
constexpr qsizetype fewestKept = 3;
// Words of this many letters or fewer are not cut.
constexpr qsizetype shortestCut = 5;

bool isVowel(QChar letter)
{
    // The base letter of an accented one (é, ä, ...) decides.
    const QString base = QString(letter).normalized(QString::NormalizationForm_D);
    return !base.isEmpty() && u"aeiouyAEIOUY"_s.contains(base.front());
}

/**
 * The word's cuts, longest first: "Switzerland" → {"Switz."}; none if it is too short. At least
 * `fewest` letters stay.
 */
QStringList plainCuts(const QString &word, qsizetype fewest = fewestKept)
{
    QStringList forms;
    // A word this short is read whole ("Sinai", not "Sin.").
    if (word.endsWith(u'.') || word.size() <= shortestCut)
        return forms;
    const auto most =
        static_cast<qsizetype>(std::ceil(keptShare * static_cast<double>(word.size())));
    for (qsizetype kept = std::min(most, word.size() - 2); kept >= fewest; --kept) {
        const QChar last = word[kept - 1];
        if (last.isLetter() && !isVowel(last) && isVowel(word[kept]))
            forms << word.left(kept) + u'.';
    }
    return forms;
}

/**
 * plainCuts(), but a hyphenated word keeps its leading parts whole and cuts its last one, to
 * two letters if need be: "Île-de-France" → "Île-de-Fr.", as atlases write it (cut by its
 * letters it read "Île-d.", the s42 walk, the province's name lost inside "de"); a cut inside
 * a long first part is kept.
 */
QStringList cuts(const QString &word)
{
    const qsizetype hyphen = word.lastIndexOf(u'-');
    if (hyphen <= 0 || hyphen + 1 >= word.size())
        return plainCuts(word);
    QStringList forms;
    for (const QString &cut : plainCuts(word.mid(hyphen + 1), 2))
        forms << word.left(hyphen + 1) + cut;
    const qsizetype firstHyphen = word.indexOf(u'-');
    for (const QString &cut : plainCuts(word.left(firstHyphen)))
        forms << cut;
    return forms;
}

/**
 * The cuts of a one-word name longer than plainCuts() keeps (more than its share of letters,
 * two at least left out), shortest first: "Slovakia" → {"Slovak."}, for a name whose usual cut
 * another name shares ("Slov.": Slovenia).
 */
QStringList longerCuts(const QString &word)
{
    QStringList forms;
    if (word.contains(u'-') || word.contains(u' ') || word.size() <= shortestCut)
        return forms;
    const auto most =
        static_cast<qsizetype>(std::ceil(keptShare * static_cast<double>(word.size())));
    for (qsizetype kept = most + 1; kept <= word.size() - 2; ++kept) {
        const QChar last = word[kept - 1];
        if (last.isLetter() && !isVowel(last) && isVowel(word[kept]))
            forms << word.left(kept) + u'.';
    }
    return forms;
}

bool isConnective(const QString &word)
{
    static const QStringList connectives{u"and"_s, u"et"_s, u"und"_s, u"y"_s, u"e"_s};
    return connectives.contains(word, Qt::CaseInsensitive);
}

void addOnce(QStringList &forms, const QString &form, const QString &name)
{
    if (form != name && !forms.contains(form))
        forms << form;
}

} // namespace

QStringList shortForms(const QString &name)
{
    QStringList words = name.split(u' ', Qt::SkipEmptyParts);
    QStringList forms;
    if (words.isEmpty())
        return forms;
    for (QString &word : words) {
        if (isConnective(word))
            word = u"&"_s;
    }
    if (words.size() == 1) {
        for (const QString &cut : cuts(words.front()))
            addOnce(forms, cut, name);
        return forms;
    }
    // The leading words as they are, cut (where they have a cut), then as initials; each
    // with the last word whole, then cut.
    QStringList cutLeading = words;
    QStringList initials = words;
    for (qsizetype w = 0; w + 1 < words.size(); ++w) {
        const QString &word = words[w];
        // "&", a word already cut, and short ones ("du", "of") stay as they are.
        if (word == u"&"_s || word.endsWith(u'.') || word.size() <= fewestKept)
            continue;
        if (const QStringList wordCuts = cuts(word); !wordCuts.isEmpty())
            cutLeading[w] = wordCuts.front();
        initials[w] = word.left(1) + u'.';
    }
    const QStringList lastCuts = cuts(words.back());
    for (const QStringList &leading : {words, cutLeading, initials}) {
        addOnce(forms, leading.join(u' '), name);
        for (const QString &cut : lastCuts) {
            QStringList shorter = leading;
            shorter.back() = cut;
            addOnce(forms, shorter.join(u' '), name);
        }
    }
    std::stable_sort(forms.begin(), forms.end(),
                     [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return forms;
}

std::vector<QStringList> distinctShortForms(const QStringList &names)
{
    std::vector<QStringList> forms;
    forms.reserve(static_cast<std::size_t>(names.size()));
    QHash<QString, int> readers;
    for (const QString &name : names) {
        forms.push_back(shortForms(name));
        // A name counts once however many of its forms it shares.
        QSet<QString> own(forms.back().begin(), forms.back().end());
        own.insert(name);
        for (const QString &text : own)
            ++readers[text];
    }
    const auto shared = [&](const QString &form) { return readers.value(form) > 1; };
    // A name whose every form is shared tries its longer cuts ("Slovak.", "Sloven.").
    std::vector<QStringList> longer(forms.size());
    for (std::size_t i = 0; i < forms.size(); ++i) {
        if (forms[i].isEmpty() || !std::all_of(forms[i].begin(), forms[i].end(), shared))
            continue;
        longer[i] = longerCuts(names.at(static_cast<qsizetype>(i)));
        for (const QString &form : longer[i])
            ++readers[form];
    }
    for (std::size_t i = 0; i < forms.size(); ++i) {
        forms[i].removeIf(shared);
        longer[i].removeIf(shared);
        // Its shortest cut that is its own, and no more: past it the whole name reads better.
        if (!longer[i].isEmpty())
            forms[i] << longer[i].front();
    }
    return forms;
}

} // namespace vinci
