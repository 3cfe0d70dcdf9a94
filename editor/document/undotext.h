#pragma once

#include <QString>
#include <QStringList>
#include <QUndoCommand>

#include <functional>
#include <vector>

namespace vinci {

class MapDocument;

/**
 * An undo command's text kept as its untranslated source and its arguments, so that the
 * History dock and Edit ▸ Undo show it in the language of the moment rather than the one the
 * edit was made in: HistoryTexts::retranslate() sets every command's text again after a
 * language switch. Arguments are worked out at each translation, so an area's name, a terrain
 * or a link kind follow the language too.
 */
class UndoText
{
public:
    /** Worked out at each translation: an area's name in the current language, a kind... */
    using Argument = std::function<QString()>;

    UndoText() = default;
    /**
     * `source`, marked with QT_TRANSLATE_NOOP(context, ...) (or QT_TRANSLATE_N_NOOP with a
     * count `n` for a "%n" text), translated in `context`.
     */
    UndoText(const char *context, const char *source, int n = -1);
    /**
     * A text the same in every language (what tests name their edits); implicit so that
     * commands take either.
     */
    UndoText(QString fixed);

    /** Adds the next %1, %2... as it is. */
    UndoText &arg(const QString &text);
    /** Adds the next %1, %2... as `argument` gives it at each translation. */
    UndoText &arg(Argument argument);
    /** Adds the next %1, %2...: the name of `document`'s area `id` in the current language. */
    UndoText &areaArg(const MapDocument *document, const QString &id);

    /** How many areas an edit names one by one ("Spain, Portugal and France"); more are counted. */
    static constexpr int namedAreas = 3;
    /**
     * The text of an edit of `document`'s areas `ids` that says which: up to namedAreas, `named`
     * (a %n text, %1 their names listed in the language of the moment: "Set the terrain of %1 to
     * %2"), beyond, `counted` (%n how many: "Set the terrain of %n provinces to %1"); both
     * marked with QT_TRANSLATE_N_NOOP(context, ...). Further arguments follow with arg().
     */
    static UndoText ofAreas(const char *context, const char *named, const char *counted,
                            const MapDocument *document, const QStringList &ids);

    /** The text in the current language. */
    QString translated() const;
    /** Whether both are made from the same source (for merging typed edits), whatever the args. */
    bool sameSource(const UndoText &other) const;

private:
    const char *m_context = nullptr;
    const char *m_source = nullptr;
    int m_n = -1;
    QString m_fixed;
    std::vector<Argument> m_arguments;
};

/** A command whose text is an UndoText, which it sets again in the new language on retranslate().
 */
class TranslatedCommand : public QUndoCommand
{
public:
    explicit TranslatedCommand(UndoText text, QUndoCommand *parent = nullptr);

    const UndoText &undoText() const { return m_text; }
    void setUndoText(UndoText text);
    /** Sets the text again, in the language of the moment. */
    void retranslate() { setText(m_text.translated()); }

private:
    UndoText m_text;
};

} // namespace vinci
