#include "panels/paintedtext.h"

#include <QFontMetrics>
#include <QtMath>

#include <algorithm>
#include <utility>

namespace vinci {

bool PaintedText::fits() const
{
    // boundingRect() answers in the box's place: a text too long for its line, or too tall for
    // its lines, spills out of the box.
    return rect.contains(QFontMetrics(font).boundingRect(rect, flags, text));
}

int textWidth(const QFont &font, const QString &text)
{
    // Or as wide as its glyphs are drawn, where a last letter reaches past its advance (the
    // "V" of "PV" in the 150 % text size: a pixel cut).
    return std::max(
        qCeil(QFontMetricsF(font).horizontalAdvance(text)),
        QFontMetrics(font)
            .boundingRect(QRect(0, 0, 1 << 16, 1 << 16), Qt::AlignLeft | Qt::AlignTop, text)
            .width());
}

int lineHeight(const QFont &font)
{
    // Capitals with accents, descenders, digits and the separators' dot: what the cards write.
    const QString sample = QStringLiteral("\u00c9\u00c7gjy 08 \u00b7");
    const QFontMetrics metrics(font);
    return std::max(
        {metrics.height(), metrics.lineSpacing(),
         metrics.boundingRect(QRect(0, 0, 1 << 16, 1 << 16), Qt::AlignLeft | Qt::AlignTop, sample)
             .height()});
}

PartsFlow::PartsFlow(const QFont &font, QString separator, std::vector<Part> parts)
    : m_font(font)
    , m_separator(std::move(separator))
    , m_parts(std::move(parts))
{}

PartsFlow::PartsFlow(const QFont &font, QString separator, const QStringList &texts)
    : m_font(font)
    , m_separator(std::move(separator))
{
    for (const QString &text : texts)
        m_parts.push_back({text, 0});
}

PartsFlow PartsFlow::words(const QFont &font, const QString &sentence)
{
    QStringList words;
    for (const QString &word : sentence.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        // A mark alone after a space (" :", " ;", " ?", " !" in French) stays with the word
        // before it: a line that begins with it reads as a mistake.
        const bool mark = word.size() == 1 && word.at(0).isPunct();
        if (mark && !words.isEmpty())
            words.last() += QLatin1Char(' ') + word;
        else
            words << word;
    }
    PartsFlow flow(font, QStringLiteral(" "), words);
    flow.m_wordsJoined = true;
    return flow;
}

int PartsFlow::advance(const QString &text) const
{
    return textWidth(m_font, text);
}

QString PartsFlow::drawnText(int index, int last) const
{
    return index < last ? part(index).text + m_separator : part(index).text;
}

int PartsFlow::runWidth(int first, int last) const
{
    // Each part is measured as it is drawn: alone, after its icon, with its separator.
    int width = 0;
    for (int i = first; i <= last; ++i)
        width += part(i).lead + advance(drawnText(i, last));
    return width;
}

std::vector<PartsFlow::Line> PartsFlow::lines(int width) const
{
    // Greedy: as many parts on a line as fit, which also gives the fewest lines.
    std::vector<Line> lines;
    int first = 0;
    const int count = static_cast<int>(m_parts.size());
    while (first < count) {
        int last = first;
        while (last + 1 < count && runWidth(first, last + 1) <= width)
            ++last;
        Line line;
        int x = 0;
        for (int i = first; i <= last; ++i) {
            const QString text = drawnText(i, last);
            const int textWidth = advance(text);
            line.push_back({i, text, x, x + part(i).lead, textWidth});
            x += part(i).lead + textWidth;
        }
        lines.push_back(std::move(line));
        first = last + 1;
    }
    return lines;
}

int PartsFlow::widthFor(int maxLines) const
{
    // The answer is the width of some run of consecutive parts: try each, narrowest first.
    std::vector<int> candidates;
    const int count = static_cast<int>(m_parts.size());
    for (int first = 0; first < count; ++first) {
        for (int last = first; last < count; ++last)
            candidates.push_back(runWidth(first, last));
    }
    std::sort(candidates.begin(), candidates.end());
    for (int width : candidates) {
        if (static_cast<int>(lines(width).size()) <= maxLines)
            return width;
    }
    return candidates.empty() ? 0 : candidates.back();
}

} // namespace vinci
