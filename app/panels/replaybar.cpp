#include "panels/replaybar.h"

#include "panels/actionmarks.h"
#include "panels/replaytimeline.h"
#include "session/replaysession.h"
#include "session/seatkind.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** "Back one action (Left)": the words and the keys that do it. */
QString withKeys(const QString &text, const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys.append(key.toString(QKeySequence::NativeText));
    return keys.isEmpty() ? text : u"%1 (%2)"_s.arg(text, keys.join(u", "_s));
}

} // namespace

ReplayBar::ReplayBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"replayBar"_s);
    // The bar keeps the keyboard while a game is watched (the map's cursor keys are the
    // viewer's then); it takes none of its keys itself.
    setFocusPolicy(Qt::StrongFocus);
    m_toStart = makeAction(u"replayToStart"_s, {QKeySequence(Qt::Key_Home)});
    m_previousTurn = makeAction(u"replayPreviousTurn"_s, {QKeySequence(Qt::CTRL | Qt::Key_Left),
                                                          QKeySequence(Qt::Key_PageUp)});
    m_stepBack = makeAction(u"replayStepBack"_s, {QKeySequence(Qt::Key_Left)});
    m_play = makeAction(u"replayPlay"_s, {QKeySequence(Qt::Key_Space)});
    m_stepForward = makeAction(u"replayStepForward"_s, {QKeySequence(Qt::Key_Right)});
    m_nextTurn = makeAction(u"replayNextTurn"_s, {QKeySequence(Qt::CTRL | Qt::Key_Right),
                                                  QKeySequence(Qt::Key_PageDown)});
    m_toEnd = makeAction(u"replayToEnd"_s, {QKeySequence(Qt::Key_End)});
    m_continue = makeAction(u"replayContinue"_s, {});
    m_stop = makeAction(u"replayStop"_s, {QKeySequence(Qt::Key_Escape)});
    m_toStart->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_previousTurn->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_stepBack->setIcon(style()->standardIcon(QStyle::SP_ArrowLeft));
    m_stepForward->setIcon(style()->standardIcon(QStyle::SP_ArrowRight));
    m_nextTurn->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_toEnd->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_stop->setIcon(style()->standardIcon(QStyle::SP_MediaStop));

    m_speed = new QComboBox(this);
    m_speed->setObjectName(u"replaySpeed"_s);
    m_speed->setFocusPolicy(Qt::NoFocus);
    for (const auto speed :
         {ReplaySession::Speed::Slow, ReplaySession::Speed::Normal, ReplaySession::Speed::Fast})
        m_speed->addItem(QString(), static_cast<int>(speed));
    m_speed->setCurrentIndex(1);
    m_timeline = new ReplayTimeline(this);
    m_where = new QLabel(this);
    m_where->setObjectName(u"replayWhere"_s);
    m_watching = new QLabel(this);
    m_watching->setObjectName(u"replayWatching"_s);
    QFont italic = m_watching->font();
    italic.setItalic(true);
    m_watching->setFont(italic);

    auto *controls = new QHBoxLayout;
    controls->setSpacing(2);
    for (QAction *action :
         {m_toStart, m_previousTurn, m_stepBack, m_play, m_stepForward, m_nextTurn, m_toEnd})
        controls->addWidget(buttonFor(action));
    controls->addSpacing(6);
    controls->addWidget(m_speed);
    controls->addSpacing(6);
    controls->addWidget(m_timeline, 1);
    auto *status = new QHBoxLayout;
    status->addWidget(m_where);
    status->addSpacing(12);
    status->addWidget(m_watching);
    status->addStretch(1);
    QToolButton *continueButton = buttonFor(m_continue);
    continueButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    status->addWidget(continueButton);
    QToolButton *stopButton = buttonFor(m_stop);
    stopButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    status->addWidget(stopButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 4);
    layout->setSpacing(0);
    layout->addLayout(controls);
    layout->addLayout(status);

    connect(m_continue, &QAction::triggered, this, &ReplayBar::continueRequested);
    connect(m_stop, &QAction::triggered, this, &ReplayBar::stopRequested);
    connect(m_toStart, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->toStart();
    });
    connect(m_previousTurn, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->previousTurn();
    });
    connect(m_stepBack, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->stepBack();
    });
    connect(m_play, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->setPlaying(!m_session->isPlaying());
    });
    connect(m_stepForward, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->stepForward();
    });
    connect(m_nextTurn, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->nextTurn();
    });
    connect(m_toEnd, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->toEnd();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        if (m_session)
            m_session->setSpeed(static_cast<ReplaySession::Speed>(m_speed->currentData().toInt()));
    });
    connect(m_timeline, &ReplayTimeline::turnClicked, this, [this](int turn) {
        if (m_session)
            m_session->jumpToTurn(turn);
    });
    retranslate();
    setSession(nullptr);
}

QAction *ReplayBar::makeAction(const QString &name, const QList<QKeySequence> &keys)
{
    auto *action = new QAction(this);
    action->setObjectName(name);
    action->setShortcuts(keys);
    // The window's keys while it shows a watched game, wherever the keyboard is in it.
    action->setShortcutContext(Qt::WindowShortcut);
    return action;
}

QToolButton *ReplayBar::buttonFor(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    button->setObjectName(action->objectName() + u"Button"_s);
    m_buttons.append(button);
    return button;
}

QList<QAction *> ReplayBar::shortcutActions() const
{
    return {m_toStart,  m_previousTurn, m_stepBack, m_play, m_stepForward,
            m_nextTurn, m_toEnd,        m_continue, m_stop};
}

void ReplayBar::setSession(ReplaySession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    for (QAction *action : shortcutActions())
        action->setEnabled(session != nullptr);
    if (session) {
        std::vector<QColor> colours;
        for (const SeatSetup &seat : session->seats())
            colours.push_back(seat.colour);
        m_timeline->setTurns(session->model().turns(), std::move(colours));
        session->setSpeed(static_cast<ReplaySession::Speed>(m_speed->currentData().toInt()));
        connect(session, &ReplaySession::moved, this, &ReplayBar::showMoment);
        connect(session, &ReplaySession::playingChanged, this, &ReplayBar::showPlaying);
    } else {
        m_timeline->setTurns({}, {});
    }
    showPlaying(session && session->isPlaying());
    showMoment();
}

QString ReplayBar::whereText() const
{
    if (!m_session)
        return {};
    const ReplayModel &model = m_session->model();
    const int index = model.currentTurn();
    if (index < 0)
        return tr("The game has no action yet.");
    const TurnSpan &turn = model.turns()[static_cast<std::size_t>(index)];
    const SeatSetup &seat = m_session->seats()[static_cast<std::size_t>(turn.player)];
    const int actions = turn.lastAction - turn.firstAction + 1;
    const int done = std::min(model.position(), turn.lastAction + 1) - turn.firstAction;
    return tr("Round %1 · Turn %2 · %3 (%4) · action %5 of %n", nullptr, actions)
        .arg(turn.round)
        .arg(turnInRound(model.turns(), index))
        .arg(seat.name, seatKindLabel(seat.controller))
        .arg(done);
}

void ReplayBar::showMoment()
{
    m_where->setText(whereText());
    if (!m_session) {
        m_timeline->setPosition(0, 0);
        return;
    }
    const ReplayModel &model = m_session->model();
    m_timeline->setPosition(model.position(), model.actionCount());
    m_stepBack->setEnabled(model.position() > 0);
    m_previousTurn->setEnabled(model.position() > 0);
    m_toStart->setEnabled(model.position() > 0);
    m_stepForward->setEnabled(model.position() < model.actionCount());
    m_nextTurn->setEnabled(model.position() < model.actionCount());
    m_toEnd->setEnabled(model.position() < model.actionCount());
    // Nothing to play in a game without an action (whereText() says so).
    m_play->setEnabled(model.actionCount() > 0);
}

void ReplayBar::showPlaying(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    const QString text = playing ? tr("Pause") : tr("Play");
    m_play->setText(text);
    m_play->setToolTip(withKeys(text, m_play));
    if (auto *button = findChild<QToolButton *>(m_play->objectName() + u"Button"_s))
        button->setAccessibleName(text);
}

void ReplayBar::retranslate()
{
    const auto name = [](QAction *action, const QString &text, const QString &tip) {
        action->setText(text);
        action->setToolTip(withKeys(tip, action));
    };
    name(m_toStart, tr("Start of the Game"), tr("To the start of the game"));
    name(m_previousTurn, tr("Previous Turn"),
         tr("Back to the start of the turn, or of the one before"));
    name(m_stepBack, tr("Previous Action"), tr("Back one action"));
    name(m_stepForward, tr("Next Action"), tr("Forward one action"));
    name(m_nextTurn, tr("Next Turn"), tr("Forward to the start of the next turn"));
    name(m_toEnd, tr("End of the Game"), tr("To the end of the game"));
    name(m_continue, tr("Continue from Here..."),
         tr("Start a new game from this moment: the same game up to here, the seats kept or "
            "changed"));
    name(m_stop, tr("Stop Watching"), tr("Leave the replay"));
    m_speed->setItemText(0, tr("Slow"));
    m_speed->setItemText(1, tr("Normal"));
    m_speed->setItemText(2, tr("Fast"));
    m_speed->setToolTip(tr("How fast Play goes through the actions"));
    m_speed->setAccessibleName(tr("Playback speed"));
    m_timeline->setAccessibleName(tr("Timeline of the game's turns"));
    m_timeline->setToolTip(tr("Click a turn to watch it from its start"));
    m_watching->setText(tr("Watching — nothing can be played"));
    m_where->setToolTip(actionMarksLegend());
    setAccessibleName(tr("Replay"));
    for (QToolButton *button : m_buttons)
        button->setAccessibleName(button->defaultAction()->text());
    showPlaying(m_session && m_session->isPlaying());
    showMoment();
}

void ReplayBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace vinci
