#pragma once

#include <QLabel>

namespace vinci {

/**
 * One line of words around a name ("%1 is thinking..."), that shortens the name ("Anne-Charl…
 * is thinking...") when its row gives it less room than the whole words need; the whole words
 * are then its tooltip. It asks for the whole words' width and needs only the words around the
 * name: a long name in a narrow row neither widens the window nor is cut at its edge.
 */
class ShortenedNameLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ShortenedNameLabel(QWidget *parent = nullptr);

    /** Shows `words` with `name` for their %1, shortened as the label's width needs. */
    void setWords(const QString &words, const QString &name);
    /** The words with the whole name, as `setWords()` was given them. */
    QString wholeText() const { return m_words.isEmpty() ? QString() : m_words.arg(m_name); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /** The label's text: the name as long as the width allows. */
    void fit();
    /** The width beyond the text's own (margins, indent, frame). */
    int extraWidth() const;

    QString m_words;
    QString m_name;
};

} // namespace vinci
