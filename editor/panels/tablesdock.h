#pragma once

#include "rules/ruleset.h"
#include "translatedtexts.h"

#include <QDockWidget>
#include <QPointer>

#include <vector>

class QCheckBox;
class QGroupBox;
class QGridLayout;
class QSpinBox;

namespace vinci {

class MapDocument;

/**
 * The rule tables of a map, per rule set: whether the map supports it, the player counts it
 * supports, and for each the extra pawns a new civilization gets and the victory target
 * (Classic) or the number of rounds (Online 2013). Every change is one undo step; stepping a
 * spin box merges into the step before.
 */
class TablesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit TablesDock(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);

signals:
    /** What a button did, for the status bar ("Proposed 8 values for 24 provinces."). */
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    /** The widgets of one rule set's table. */
    struct RuleSetBox
    {
        RuleSetId ruleSet = RuleSetId::Classic;
        int minPlayers = 0;
        int maxPlayers = 0;
        QGroupBox *box = nullptr;
        const char *title = nullptr;     ///< the box's title, untranslated ("Classic rules")
        std::vector<QCheckBox *> counts; ///< minPlayers..maxPlayers
        std::vector<QSpinBox *> extra;
        std::vector<QSpinBox *> length; ///< victory points or rounds
    };

    void build(RuleSetBox &rules, const char *title, const char *lengthTitle);
    void refresh();
    void toggleRuleSet(RuleSetBox &rules, bool on);
    void toggleCount(RuleSetBox &rules, int players, bool on);
    void setValue(RuleSetBox &rules, int players, bool extra, int value);
    void resetDefaults();
    /**
     * The proposed Online 2013 table for the map (proposedOnlineTable()), one undo step; the
     * cells it changed stand out (markProposed) until the table changes again, and the status
     * bar says how many.
     */
    void proposeOnline();
    /** Sets or clears the look of a cell a proposal filled (bold on a highlight, property
     *  "proposed"). */
    static void markProposed(QSpinBox *cell, bool proposed);

    TranslatedTexts m_texts{staticMetaObject.className()};
    QPointer<MapDocument> m_document;
    RuleSetBox m_classic;
    RuleSetBox m_online;
    bool m_refreshing = false;
};

} // namespace vinci
