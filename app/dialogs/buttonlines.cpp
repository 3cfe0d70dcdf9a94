#include "dialogs/buttonlines.h"

#include <QAbstractButton>
#include <QRegularExpression>
#include <QStringList>
#include <QTextLayout>

namespace vinci {

QString buttonLines(const QAbstractButton *button, const QString &text, int width)
{
    QTextLayout layout(text, button->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines.join(u'\n');
}

QString numbersKeptWithTheirWords(QString text)
{
    static const QRegularExpression numberThenSpace(QStringLiteral("(\\d) "));
    return text.replace(numberThenSpace, QStringLiteral("\\1\u00a0"));
}

void setButtonLines(QAbstractButton *button, const QString &text, int width)
{
    button->setText(buttonLines(button, text, width));
    button->setAccessibleName(text);
}

} // namespace vinci
