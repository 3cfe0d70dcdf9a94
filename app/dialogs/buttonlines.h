#pragma once

#include <QString>

class QAbstractButton;

namespace vinci {

/**
 * Gives a check box or radio button `text` broken into lines no wider than `width` pixels in
 * the button's font: Qt's buttons never wrap, and one line of an option's sentence made the New
 * Game dialog's options 540 to 630 pixels wide at Larger text (the s49 walk). The whole text
 * stays its accessible name, so that a screen reader reads one sentence.
 */
void setButtonLines(QAbstractButton *button, const QString &text, int width);

/** `text` broken at its spaces into lines no wider than `width` pixels in `button`'s font. */
QString buttonLines(const QAbstractButton *button, const QString &text, int width);

/**
 * `text` with a no-break space after each number, so that no line ends between a count and its
 * noun ("2 / Specializations", the s51 walk): for sentences of counts a layout wraps.
 */
QString numbersKeptWithTheirWords(QString text);

} // namespace vinci
