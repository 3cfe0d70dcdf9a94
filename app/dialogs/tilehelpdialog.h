#pragma once

#include "rules/ruleset.h"
#include "rules/tilekind.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace vinci {

/**
 * The civilization tiles explained: for each kind in the rule set's bag (26 Classic, 35 Online
 * 2013), grouped by colour, its token, name, red pawn number (and whether the rules, a review
 * or we set it), whether it stays in decline, whether Specialization doubles it, and its
 * effect in the rule set's wording, all in the interface language. A filter narrows the list
 * by name or effect.
 */
class TileHelpDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TileHelpDialog(QWidget *parent = nullptr, RuleSetId rules = RuleSetId::Classic);

    /** A tile group's heading ("Yellow tiles: victory points"), here and in the quick reference. */
    static QString groupTitle(TileGroup group);

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

    RuleSetId m_rules;
    QLabel *m_intro = nullptr;
    QLineEdit *m_filter = nullptr;
    QTextBrowser *m_view = nullptr;
    int m_shown = 0;
};

} // namespace vinci
