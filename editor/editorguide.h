#pragma once

#include <QDialog>

class QTextBrowser;

namespace vinci {

/**
 * Help ▸ Editor Guide: the road from a drawing to a playable map in a few steps, and the
 * canvas's mouse and keys, in the interface's language (a short form of docs/editor.md, which
 * is not shipped). Follows a language switch while open.
 */
class EditorGuide : public QDialog
{
    Q_OBJECT

public:
    explicit EditorGuide(QWidget *parent = nullptr);

    /** The guide as shown (HTML). */
    QString html() const;
    /** Help ▸ About's text: name, version, what it is, licences. */
    static QString aboutText();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_text;
};

} // namespace vinci
