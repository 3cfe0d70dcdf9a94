#include "panels/shortenednamelabel.h"

#include <QEvent>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace vinci {

using namespace Qt::StringLiterals;

ShortenedNameLabel::ShortenedNameLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
}

void ShortenedNameLabel::setWords(const QString &words, const QString &name)
{
    m_words = words;
    m_name = name;
    updateGeometry(); // the size hints follow the words
    fit();
}

int ShortenedNameLabel::extraWidth() const
{
    const QMargins margins = contentsMargins();
    return margins.left() + margins.right() + 2 * margin() + std::max(indent(), 0);
}

QSize ShortenedNameLabel::sizeHint() const
{
    return {static_cast<int>(std::ceil(QFontMetricsF(font()).horizontalAdvance(wholeText()))) +
                extraWidth(),
            QLabel::sizeHint().height()};
}

QSize ShortenedNameLabel::minimumSizeHint() const
{
    // The words around the name stay whole; the name may shrink to its ellipsis.
    const QString least = m_words.isEmpty() ? QString() : m_words.arg(u"…"_s);
    return {fontMetrics().horizontalAdvance(least) + extraWidth(),
            QLabel::minimumSizeHint().height()};
}

void ShortenedNameLabel::fit()
{
    if (m_words.isEmpty())
        return;
    const QFontMetrics metrics = fontMetrics();
    // Measured whole first: the name's advance and the words' apart round otherwise than the
    // whole's, and elidedText() shortened a name that had its room by a pixel's fraction.
    const int room = contentsRect().width() - metrics.horizontalAdvance(m_words.arg(QString()));
    const QString name = metrics.horizontalAdvance(wholeText()) <= contentsRect().width()
                             ? m_name
                             : metrics.elidedText(m_name, Qt::ElideRight, std::max(room, 0));
    setText(m_words.arg(name.isEmpty() && !m_name.isEmpty() ? u"…"_s : name));
    setToolTip(name == m_name ? QString() : wholeText());
}

void ShortenedNameLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void ShortenedNameLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        updateGeometry();
        fit();
    }
}

} // namespace vinci
