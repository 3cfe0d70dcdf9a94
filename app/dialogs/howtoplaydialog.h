#pragma once

#include <QDialog>
#include <QString>

#include <vector>

class QListWidget;
class QTextBrowser;

namespace vinci {

/**
 * A summary of the Classic rules in the interface language: the aim, choosing a civilization,
 * the expansion turn (pawns, conquest cost, reorganization, cohesion, scoring), decline, the end
 * of the game and the virtual players, with a table of contents.
 */
class HowToPlayDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HowToPlayDialog(QWidget *parent = nullptr);

    /** One section: an anchor, its title and its body as rich text. */
    struct Section
    {
        QString anchor;
        QString title;
        QString html;
    };

    /** The sections in reading order, translated now. */
    static std::vector<Section> sections();

    /** Scrolls to section `index` (the contents list does this on a click). */
    void showSection(int index);
    QString plainText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QListWidget *m_contents = nullptr;
    QTextBrowser *m_view = nullptr;
};

} // namespace vinci
