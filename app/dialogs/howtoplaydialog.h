#pragma once

#include "rules/ruleset.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QListWidget;
class QTextBrowser;

namespace vinci {

/** Which rules How to Play shows: one rule set, or both with their differences side by side. */
enum class RulesView : quint8
{
    Classic,
    Online2013,
    SideBySide
};

/**
 * How to Play: the rules in the interface language (HowToPlayText) for the Classic rules, the
 * Online 2013 rules, or both side by side, where each passage the rule sets word differently
 * gets a column of its own; then the rules decisions a player can meet (RulesDecisionsGuide),
 * each with the sentence it rests on. A contents list beside the text.
 */
class HowToPlayDialog : public QDialog
{
    Q_OBJECT

public:
    /** Opens on `rules`' text (the game's, or the one New Game last chose). */
    explicit HowToPlayDialog(QWidget *parent = nullptr, RuleSetId rules = RuleSetId::Classic);

    RulesView rulesView() const;
    /** Shows `view`'s text, keeping the section in view. */
    void setRulesView(RulesView view);
    /** The choice of rules above the text. */
    QComboBox *rulesViewBox() const { return m_rulesView; }

    /** Scrolls to section `index` of the contents list. */
    void showSection(int index);
    /** The titles in the contents list, in order. */
    QStringList sectionTitles() const;
    QString plainText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void render();

    QComboBox *m_rulesView = nullptr;
    QListWidget *m_contents = nullptr;
    QTextBrowser *m_view = nullptr;
    QStringList m_anchors;
};

} // namespace vinci
