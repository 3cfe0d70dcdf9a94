#include "guide/guiderunner.h"

#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "guide/guideoutline.h"
#include "guide/guidepanel.h"
#include "guide/guidesession.h"
#include "guide/guidestore.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/panelscrollarea.h"
#include "panels/playerspanel.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "rules/ruleset.h"
#include "rules/rulesetname.h"
#include "session/gamecontroller.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

GuideRunner::GuideRunner(MainWindow *window, MapCatalog *catalog)
    : QObject(window)
    , m_window(window)
    , m_catalog(catalog)
    , m_session(new GuideSession(window->controller(), this))
    , m_host(new QToolBar(window))
    , m_panel(new GuidePanel(m_session, m_host))
    , m_outline(new GuideOutline(window))
    , m_menu(new QMenu(window))
    , m_classic(new QAction(this))
    , m_online(new QAction(this))
    , m_settling(new QTimer(this))
{
    m_host->setObjectName(u"guideBarHost"_s);
    m_host->setMovable(false);
    m_host->setFloatable(false);
    m_host->toggleViewAction()->setVisible(false);
    m_host->setStyleSheet(u"QToolBar#guideBarHost { border: none; padding: 0px; spacing: 0px; }"_s);
    m_host->addWidget(m_panel);
    m_host->hide();
    m_classic->setObjectName(u"learnClassicAction"_s);
    m_online->setObjectName(u"learnOnlineAction"_s);
    m_menu->addAction(m_classic);
    m_menu->addAction(m_online);
    connect(m_classic, &QAction::triggered, this, [this] { emit learnRequested(&classicGuide()); });
    connect(m_online, &QAction::triggered, this, [this] { emit learnRequested(&onlineGuide()); });
    // Kept as each step begins, not only when left: a lesson the program quit under (a crash,
    // kill -9) resumes at its step as one left with Leave does.
    connect(m_session, &GuideSession::stepChanged, this, [this] {
        if (m_session->isActive())
            GuideStore::save(*m_window->controller(), *m_session);
    });
    connect(m_session, &GuideSession::stepChanged, this, &GuideRunner::showStep);
    connect(m_session, &GuideSession::othersChanged, this, &GuideRunner::showStep);
    connect(m_session, &GuideSession::ended, this, [this] {
        m_outline->setTarget(nullptr);
        m_host->hide();
        emit stepShown();
        showKept();
    });
    connect(m_session, &GuideSession::finished, this, [this] {
        // The guided part is over: the game is the person's, against the computer seats.
        if (m_script)
            GuideStore::clear(*m_script);
        showKept();
    });
    m_window->turnBar()->installEventFilter(this);
    // The turn bar's height the lesson's bar makes room beside: taken once the bar's layout has
    // been quiet a moment after a lesson began, or after another width or text size (its rows
    // are measured anew then, over a few layout passes).
    m_settling->setSingleShot(true);
    m_settling->setInterval(150);
    connect(m_settling, &QTimer::timeout, this, [this] {
        if (m_window->turnBar()->isVisible())
            m_turnBarHeight = m_window->turnBar()->height();
    });
    connect(m_panel, &GuidePanel::startAgainRequested, this, [this] {
        if (const GuideScript *script = m_session->script())
            emit startAgainRequested(script);
    });
    connect(m_panel, &GuidePanel::leaveRequested, this, [this] {
        keepForLater();
        emit leaveRequested();
    });
    retranslate();
}

bool GuideRunner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window->turnBar()) {
        const QWidget *bar = m_window->turnBar();
        if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange ||
            (event->type() == QEvent::Resize && bar->width() != m_turnBarWidth)) {
            // Other words or another width: the turn bar's rows are measured anew
            // (TurnBar::keepSteadyHeight()), and so is its height once they have settled.
            measureTurnBarFromHere();
        } else if (event->type() == QEvent::Resize && m_session->isActive()) {
            if (m_turnBarHeight < 0) {
                // Still settling: measured once its layout has been quiet for a moment.
                m_settling->start();
            } else {
                // It keeps the room its tallest words took: grown at a step of the lesson, the
                // lesson's bar gives the room back; lower (at the last step, releaseKeptRoom()),
                // it takes what the turn bar gave up.
                m_panel->setRoomTaken(bar->height() - m_turnBarHeight);
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void GuideRunner::measureTurnBarFromHere()
{
    m_turnBarHeight = -1;
    m_turnBarWidth = m_window->turnBar()->width();
    m_panel->setRoomTaken(0);
    m_settling->start();
}

bool GuideRunner::isActive() const
{
    return m_session->isActive();
}

std::vector<GuideRunner::Kept> GuideRunner::keptGames() const
{
    std::vector<Kept> kept;
    if (m_session->isActive())
        return kept;
    for (const GuideScript *script : {&classicGuide(), &onlineGuide()}) {
        if (const auto step = GuideStore::keptStep(*script)) {
            const QString rules = ruleSetName(script->rules);
            kept.push_back({script, *step,
                            tr("Resume the lesson: %1, step %2 of %3")
                                .arg(rules)
                                .arg(*step + 1)
                                .arg(script->steps.size())});
        }
    }
    return kept;
}

bool GuideRunner::learn(const GuideScript &script, QString *error, bool fromTheStart)
{
    GameController *controller = m_window->controller();
    m_script = &script;
    if (fromTheStart)
        GuideStore::clear(script);
    if (auto resume = GuideStore::load(script, m_catalog->boardResolver())) {
        if (controller->loadGame(resume->game, error)) {
            // The window as it was left (its tabs given back with the window's state): the
            // step's tab is not brought forward again.
            m_resuming = true;
            m_session->begin(script, resume->step, std::move(resume->doneAt));
            m_resuming = false;
            measureTurnBarFromHere();
            showKept();
            return true;
        }
    }
    GuideStore::clear(script);
    if (!m_window->startGame(GuideSession::setupOf(script), error))
        return false;
    m_session->begin(script);
    measureTurnBarFromHere();
    showKept();
    return true;
}

void GuideRunner::keepForLater()
{
    if (!m_session->isActive())
        return;
    GuideStore::save(*m_window->controller(), *m_session);
    m_session->end();
}

bool GuideRunner::mayLeaveFor(const GuideScript &script)
{
    if (!m_session->isActive() || m_session->script() == &script)
        return true;
    // The s49 walk chose Online 2013's lesson in the middle of Classic's: it took its place
    // without a word, and only the menu said where the other one was kept.
    const QString open = ruleSetName(m_session->script()->rules);
    const QString next = ruleSetName(script.rules);
    QMessageBox box(QMessageBox::Question, tr("Learn to Play"),
                    tr("Leave the lesson of %1 for the lesson of %2?").arg(open, next),
                    QMessageBox::Cancel, m_window);
    box.setObjectName(u"leaveLessonBox"_s);
    box.setInformativeText(tr("This lesson is kept at step %1 of %2: Game > Learn to Play "
                              "resumes it there.")
                               .arg(m_session->stepIndex() + 1)
                               .arg(m_session->stepCount()));
    QPushButton *start = box.addButton(tr("Start the other lesson"), QMessageBox::AcceptRole);
    box.setDefaultButton(start);
    box.exec();
    return box.clickedButton() == start;
}

void GuideRunner::addToHints(BoardHints &hints) const
{
    if (!m_session->isActive() || !hints.advised.empty())
        return;
    const GuideStep &step = m_session->step();
    if (step.target != GuideTarget::Province || !step.province)
        return;
    if (const auto area =
            m_window->controller()->state().board->indexOf(QStringView(step.province)))
        hints.advised = {*area};
}

void GuideRunner::refresh(bool gameShown)
{
    m_host->setVisible(gameShown && m_session->isActive());
    m_outline->setTarget(gameShown && m_session->isActive() ? targetWidget() : nullptr);
}

void GuideRunner::retranslate()
{
    m_menu->setTitle(tr("&Learn to Play"));
    showKept();
}

void GuideRunner::showKept()
{
    // Where a game left earlier resumes, said before it is chosen (a person who left at step 7
    // looks for the lesson there, not for a new one).
    const std::vector<Kept> kept = keptGames();
    const auto show = [&kept](QAction *action, const GuideScript &script, const QString &name) {
        const auto left = std::find_if(kept.begin(), kept.end(), [&script](const Kept &game) {
            return game.script == &script;
        });
        if (left == kept.end()) {
            action->setText(name);
            action->setToolTip(tr("A guided first game: about ten minutes"));
            return;
        }
        action->setText(tr("%1: resume at step %2 of %3")
                            .arg(name)
                            .arg(left->step + 1)
                            .arg(script.steps.size()));
        action->setToolTip(tr("The guided game resumes at the step you left it at"));
    };
    // The rule set's own name, its first letter the menu's key.
    show(m_classic, classicGuide(), QChar(u'&') + ruleSetName(RuleSetId::Classic));
    show(m_online, onlineGuide(), QChar(u'&') + ruleSetName(RuleSetId::Online2013));
    emit keptChanged();
}

QWidget *GuideRunner::stepTarget() const
{
    return m_session->isActive() ? targetWidget() : nullptr;
}

QWidget *GuideRunner::targetWidget() const
{
    const GuideStep &step = m_session->step();
    const TurnBar *bar = m_window->turnBar();
    // Nothing to press while the computer seats play: their turns are what to look at.
    if (m_session->waitsForOthers())
        return nullptr;
    switch (step.target) {
    case GuideTarget::None:
    case GuideTarget::Province:
        return nullptr;
    case GuideTarget::Track:
        return m_window->civilizationPanel();
    case GuideTarget::Slot:
        return m_window->civilizationPanel()->slotButton(step.slot);
    case GuideTarget::Expand:
        return bar->expandButton();
    case GuideTarget::EndConquest:
        return bar->endConquestButton();
    case GuideTarget::Confirm:
        return bar->confirmButton();
    case GuideTarget::Decline:
        return bar->declineButton();
    case GuideTarget::Score:
        return m_window->playersPanel()->card(0);
    }
    return nullptr;
}

void GuideRunner::showStep()
{
    m_host->show();
    // A step begins on the layout the last one left: the turn bar's height, if it is still to
    // be measured, is settled (its words for this step are laid out after this).
    if (m_turnBarHeight < 0 && m_window->turnBar()->isVisible() && m_session->stepIndex() > 0) {
        m_settling->stop();
        m_turnBarHeight = m_window->turnBar()->height();
    }
    if (m_session->isActive()) {
        // On a narrow window the track and the players share a dock as tabs: the step's own in
        // front (as the step begins; a tab the person picks meanwhile stays).
        QWidget *target = targetWidget();
        for (QWidget *widget = m_resuming ? nullptr : target; widget;
             widget = widget->parentWidget()) {
            if (auto *dock = qobject_cast<QDockWidget *>(widget)) {
                dock->raise();
                break;
            }
        }
        // The step's place in sight: "click place I" came with the track scrolled to VI.
        if (target && target != m_window->civilizationPanel()) {
            for (QWidget *widget = target->parentWidget(); widget;
                 widget = widget->parentWidget()) {
                // A panel's list keeps it in sight as the layouts change (a player's card as
                // the computers play), its first lines first.
                if (auto *panel = qobject_cast<PanelScrollArea *>(widget)) {
                    panel->keepInSight(target);
                    break;
                }
                if (auto *scroll = qobject_cast<QScrollArea *>(widget)) {
                    scroll->ensureWidgetVisible(target);
                    break;
                }
            }
        }
        // The keyboard where the step is played: Next for a step to read (Enter presses it; the
        // map claims Enter for its ring), the map for a move. Next hidden, its focus went on to
        // Leave, where Space leaves the lesson.
        QWidget *focus = QApplication::focusWidget();
        if (m_session->waitsForNext())
            m_panel->nextButton()->setFocus();
        else if (focus && (focus == m_panel || m_panel->isAncestorOf(focus)))
            m_window->mapView()->setFocus();
        // The last step asks no move and says how to go on: the turn bar's room kept for
        // taller words than its own is the lesson's, whose words are then read whole (the s47
        // walk, German at Larger text: they scrolled under a turn bar blank for two lines).
        if (m_session->isLastStep() && m_turnBarHeight >= 0)
            m_window->turnBar()->releaseKeptRoom();
        const GuideStep &step = m_session->step();
        const GameController *controller = m_window->controller();
        if (step.target == GuideTarget::Province && step.province && controller->hasGame()) {
            // The province in sight: on a laptop's screen the map may be zoomed elsewhere.
            if (const auto area = controller->state().board->indexOf(QStringView(step.province)))
                m_window->mapView()->centreOn(m_window->scene()->clickPoint(*area));
        }
    }
    emit stepShown();
}

} // namespace vinci
