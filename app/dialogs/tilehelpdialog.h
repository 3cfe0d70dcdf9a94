#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace vinci {

/**
 * The civilization tiles explained: for each of the 26 Classic kinds, grouped by colour, its
 * token, name, red pawn number (and whether the rules, a review or we set it), whether it stays
 * in decline, whether Specialization doubles it, and its effect, all in the interface
 * language. A filter narrows the list by name or effect.
 */
class TileHelpDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TileHelpDialog(QWidget *parent = nullptr);

    /** Shows only tiles whose name or effect contains `text` (empty: all). */
    void setFilter(const QString &text);
    /** How many tiles are listed now. */
    int shownTileCount() const { return m_shown; }
    /** The text shown, for tests. */
    QString plainText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();

    QLabel *m_intro = nullptr;
    QLineEdit *m_filter = nullptr;
    QTextBrowser *m_view = nullptr;
    int m_shown = 0;
};

} // namespace vinci
