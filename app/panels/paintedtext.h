#pragma once

#include <QColor>
#include <QFont>
#include <QRect>
#include <QString>
#include <QStringList>

#include <vector>

namespace vinci {

/**
 * One text a painted card draws: what, in which font and colour, in which box. The cards lay
 * their texts out once per paint (the same measures give their size hints), draw exactly these,
 * and never elide them: a card is as wide as its longest texts need and wraps the others.
 * Tests measure each against its box.
 */
struct PaintedText
{
    QString text;
    QFont font;
    QRect rect;
    QColor colour;
    int flags = Qt::AlignLeft | Qt::AlignVCenter;

    /** Whether the text, laid out with `flags` in `font`, stays inside its box. */
    bool fits() const;
};

/**
 * The width `text` takes in `font`, rounded up as the painter lays it out (a width rounded to
 * the nearest pixel can be one short).
 */
int textWidth(const QFont &font, const QString &text);

/**
 * The height of a line of text in `font` as the painter lays it out: with a glyph drawn from
 * another font (the separators' middle dot), a line can be taller than the font's own height.
 */
int lineHeight(const QFont &font);

/**
 * Parts of a line ("3 in hand", "11 on the board", ...) set one after the other with a
 * separator, wrapped between parts (never inside one) onto as few lines as a width allows. A
 * part may lead with room for an icon the card draws before its text (`lead` pixels).
 */
class PartsFlow
{
public:
    struct Part
    {
        QString text;
        int lead = 0;
    };
    /** Where one part stands on its line. */
    struct Placed
    {
        int part;     ///< index into the parts
        QString text; ///< the part's text, with the separator when another part follows
        int iconLeft; ///< from the line's start: the icon's room (`lead` wide), then the text
        int textLeft;
        int textWidth;
    };
    using Line = std::vector<Placed>;

    PartsFlow(const QFont &font, QString separator, std::vector<Part> parts);
    /** Parts without icons, for example the words of a name with a space between them. */
    PartsFlow(const QFont &font, QString separator, const QStringList &texts);
    /**
     * One sentence wrapped between its words, never before a mark that stands alone after a
     * space (French "déclin :"). Its lines are drawn each as one text (wordsJoined()).
     */
    static PartsFlow words(const QFont &font, const QString &sentence);
    /** Whether the parts are the words of one sentence, each line of which is one text. */
    bool wordsJoined() const { return m_wordsJoined; }

    /** The parts on each line for `width` (at least one part a line). */
    std::vector<Line> lines(int width) const;
    /** The narrowest width that sets the parts on at most `maxLines` lines. */
    int widthFor(int maxLines) const;
    /** Part `index` as given. */
    const Part &part(int index) const { return m_parts.at(static_cast<std::size_t>(index)); }

private:
    int advance(const QString &text) const;
    /** Part `index` as drawn on a line that goes on to `last`: with a separator before another. */
    QString drawnText(int index, int last) const;
    /** The width of parts first..last on one line. */
    int runWidth(int first, int last) const;

    QFont m_font;
    QString m_separator;
    std::vector<Part> m_parts;
    bool m_wordsJoined = false;
};

} // namespace vinci
