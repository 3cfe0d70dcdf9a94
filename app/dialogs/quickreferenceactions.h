#pragma once

#include "rules/ruleset.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace vinci {

/**
 * Print Quick Reference... (the platform's print dialog, QPrintDialog) and Export Quick Reference
 * as PDF... (a save dialog, then QuickReference::writePdf) for a window's menu, each for the rule
 * set `rules()` names when triggered: the game's, else New Game's last choice.
 */
class QuickReferenceActions : public QObject
{
    Q_OBJECT

public:
    QuickReferenceActions(QWidget *window, std::function<RuleSetId()> rules);

    QAction *printAction() const { return m_print; }
    QAction *exportAction() const { return m_export; }
    QList<QAction *> actions() const { return {m_print, m_export}; }
    /** Sets the actions' texts in the interface language. */
    void retranslate();

private:
    void printReference();
    void exportReference();

    QWidget *m_window;
    std::function<RuleSetId()> m_rules;
    QAction *m_print;
    QAction *m_export;
};

} // namespace vinci
