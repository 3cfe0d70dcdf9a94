#include "panels/turnbar.h"

#include "game/play.h"
#include "panels/buttonaction.h"
#include "panels/doubleclickguard.h"
#include "panels/panelstyle.h"
#include "panels/tileart.h"
#include "queries/phaseguidance.h"
#include "textsize.h"
#include "windowplacement.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Lines of guidance the bar always has room for; a longer text takes more, and keeps them. */
constexpr int reservedLines = 2;

/** Delays of the computer's steps the speed box offers, slowest first. */
constexpr int speedDelays[] = {1200, 600, 200, 0};

/** How long a computer player thinks before the bar says so: quicker moves do not flicker. */
constexpr int thinkingShownAfterMs = 250;

/** The player's token (their shape in their colour, TileArt::pawn()) beside their name. */
QPixmap swatchPixmap(const QColor &colour)
{
    return TileArt::pawn(colour, 18, false, qApp->devicePixelRatio());
}

/**
 * `text` wrapped at `width` in `metrics`, cut with an ellipsis after the words that `height`
 * holds.
 */
QString elidedToHeight(const QString &text, const QFontMetrics &metrics, int width, int height)
{
    const auto fits = [&](const QString &words) {
        return metrics.boundingRect(QRect(0, 0, width, 1 << 16), Qt::TextWordWrap, words)
                   .height() <= height;
    };
    if (fits(text))
        return text;
    const auto cut = [&](qsizetype length) { return text.left(length).trimmed() + u"\u2026"_s; };
    // The longest beginning that fits with its ellipsis.
    qsizetype fitting = 0;
    qsizetype tooLong = text.size();
    while (tooLong - fitting > 1) {
        const qsizetype middle = (fitting + tooLong) / 2;
        (fits(cut(middle)) ? fitting : tooLong) = middle;
    }
    return cut(fitting);
}

} // namespace

TurnBar::TurnBar(QWidget *parent)
    : QFrame(parent)
    , m_doubleClickGuard(new DoubleClickGuard(this))
{
    setObjectName(u"turnBar"_s);
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    followTextSize();

    m_swatch = new QLabel(this);
    m_swatch->setObjectName(u"turnSwatch"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"turnTitle"_s);
    m_detail = new QLabel(this);
    m_detail->setObjectName(u"turnDetail"_s);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    // In the middle of its steady row (keepSteadyHeight(), which gives the label itself the
    // height of its lines, so that none is lost): one line in a row kept for two, as the
    // longest words of a turn need even at 1280 pixels, left an empty band under it, over the
    // buttons (the s43 walk at the scale factor 2). Centred, the room reads as the bar's margin,
    // and the map does not move.
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_problem = new QLabel(this);
    m_problem->setObjectName(u"turnProblem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    // What the step still needs takes the room the buttons leave, never more: it made the row,
    // so the window, wider than the screen (keepSteadyHeight() shows it when it fits).
    QSizePolicy problemPolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    problemPolicy.setHeightForWidth(true);
    m_problem->setSizePolicy(problemPolicy);
    m_hand = new QLabel(this);
    m_hand->setObjectName(u"turnHand"_s);
    // On two lines ("In hand:" over "13 pawns"), the row's height: on one, the pill was the
    // widest thing in the row, and in German at Larger text it made the window 1,215 px wide
    // (the s45 walk at 1024x768). Hidden, it keeps its room, with a text (never seen) as tall
    // as any: the buttons' row does not change with the step.
    m_hand->setAlignment(Qt::AlignCenter);
    QSizePolicy handPolicy = m_hand->sizePolicy();
    handPolicy.setRetainSizeWhenHidden(true);
    m_hand->setSizePolicy(handPolicy);
    m_hand->setText(u"0\n0"_s);

    m_expand = addButton(u"expandButton"_s);
    m_expand->setProperty("primary", true);
    m_decline = addButton(u"declineButton"_s);
    m_reorganizeFirst = addButton(u"reorganizeFirstButton"_s);
    m_espionage = addButton(u"espionageButton"_s);
    m_espionage->setCheckable(true);
    m_peace = addButton(u"peaceButton"_s);
    m_peaceMenu = new QMenu(m_peace);
    m_peace->setMenu(m_peaceMenu);
    m_endConquest = addButton(u"endConquestButton"_s);
    m_endConquest->setProperty("primary", true);
    m_autoDistribute = addButton(u"autoDistributeButton"_s);
    m_fort = addButton(u"fortButton"_s);
    m_fort->setCheckable(true);
    m_confirm = addButton(u"confirmButton"_s);
    m_confirm->setProperty("primary", true);
    m_rebirthDecline = addButton(u"rebirthDeclineButton"_s);
    m_endTurn = addButton(u"endTurnButton"_s);
    m_endTurn->setProperty("primary", true);
    m_autoRedeploy = addButton(u"autoRedeployButton"_s);
    m_skip = addButton(u"skipButton"_s);
    m_undo = addButton(u"undoButton"_s);
    m_take = addButton(u"takeChoiceButton"_s);
    m_take->setProperty("primary", true);
    // The keypad's Enter too.
    auto *enter = new QShortcut(QKeySequence(Qt::Key_Enter), m_take);
    connect(enter, &QShortcut::activated, m_take, [this] {
        if (m_take->isVisible() && m_take->isEnabled())
            m_take->click();
    });
    m_cancelChoice = addButton(u"cancelChoiceButton"_s);
    m_abandon = addButton(u"abandonButton"_s);
    m_abandon->setProperty("primary", true);
    m_keepProvince = addButton(u"keepProvinceButton"_s);
    m_placeLast = addButton(u"placeLastSurvivorButton"_s);
    m_placeLast->setProperty("primary", true);
    m_otherProvince = addButton(u"otherProvinceButton"_s);
    m_hint = addButton(u"hintButton"_s);
    m_applyHint = addButton(u"applyHintButton"_s);
    m_applyHint->setProperty("primary", true);
    m_dismissHint = addButton(u"dismissHintButton"_s);
    m_cancelHint = addButton(u"cancelHintButton"_s);
    // The step's actions, by key and in the Game menu. Letters of the words (Expand, Decline,
    // Reorganize, Conquest ends, Auto-distribute, Score, end Turn, Place, decline Now): free of
    // the map's keys (arrows, Tab, Enter, Space, Backspace, Delete, + - 0, Escape), of Hint's H
    // and of the window's Ctrl shortcuts. One key each: the Rebirth's "Decline now" shared
    // Decline's D, and Help > Keyboard listed D twice (the walk of 2026-11-27). Fort and
    // Espionage's F and I, below.
    m_expandAction = addStepAction(m_expand, u"expandAction"_s, QKeySequence(Qt::Key_E));
    m_declineAction = addStepAction(m_decline, u"declineAction"_s, QKeySequence(Qt::Key_D));
    m_reorganizeFirstAction =
        addStepAction(m_reorganizeFirst, u"reorganizeFirstAction"_s, QKeySequence(Qt::Key_R));
    m_endConquestAction =
        addStepAction(m_endConquest, u"endConquestAction"_s, QKeySequence(Qt::Key_C));
    m_autoDistributeAction =
        addStepAction(m_autoDistribute, u"autoDistributeAction"_s, QKeySequence(Qt::Key_A));
    m_confirmAction = addStepAction(m_confirm, u"confirmAction"_s, QKeySequence(Qt::Key_S));
    m_rebirthDeclineAction =
        addStepAction(m_rebirthDecline, u"rebirthDeclineAction"_s, QKeySequence(Qt::Key_N));
    m_endTurnAction = addStepAction(m_endTurn, u"endTurnAction"_s, QKeySequence(Qt::Key_T));
    m_autoRedeployAction =
        addStepAction(m_autoRedeploy, u"autoRedeployAction"_s, QKeySequence(Qt::Key_P));
    // The civilization tiles' own actions, by key too: Espionage's I (its S is Confirm's) and
    // the Fortification's F. Without them a keyboard-only game could not build a fort (s54 walk).
    m_espionageAction = addStepAction(m_espionage, u"espionageAction"_s, QKeySequence(Qt::Key_I));
    m_fortAction = addStepAction(m_fort, u"fortAction"_s, QKeySequence(Qt::Key_F));
    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(u"speedBox"_s);
    for (int delay : speedDelays)
        m_speed->addItem(QString(), delay);
    m_speed->setCurrentIndex(1);
    // As wide as its longest speed in the language of the moment ("Normale" was cut after a
    // switch to French: by default a combo box measures its items once, when first shown).
    m_speed->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_speed->installEventFilter(this); // its font: fitSpeedBox()
    m_thinkingLabel = new ShortenedNameLabel(this);
    m_thinkingLabel->setObjectName(u"thinkingLabel"_s);
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(u"thinkingBusy"_s);
    m_busy->setRange(0, 0); // no end known: a busy indicator
    m_busy->setTextVisible(false);
    m_busy->setFixedSize(90, 12);
    m_hintBusy = new QProgressBar(this);
    m_hintBusy->setObjectName(u"hintBusy"_s);
    m_hintBusy->setRange(0, 0);
    m_hintBusy->setTextVisible(false);
    m_hintBusy->setFixedSize(90, 12);
    m_thinkingDelay = new QTimer(this);
    m_thinkingDelay->setSingleShot(true);
    m_thinkingDelay->setInterval(thinkingShownAfterMs);
    connect(m_thinkingDelay, &QTimer::timeout, this, &TurnBar::showThinker);
    // Not cleared with the step's widgets: the thinking outlives a repaint of the step.
    m_thinkingLabel->hide();
    m_busy->hide();

    connect(m_expand, &QPushButton::clicked, this, &TurnBar::expandRequested);
    connect(m_decline, &QPushButton::clicked, this, &TurnBar::declineRequested);
    connect(m_reorganizeFirst, &QPushButton::clicked, this,
            &TurnBar::reorganizeBeforeDeclineRequested);
    connect(m_rebirthDecline, &QPushButton::clicked, this, &TurnBar::declineRequested);
    connect(m_espionage, &QPushButton::toggled, this, &TurnBar::espionageToggled);
    connect(m_endConquest, &QPushButton::clicked, this, &TurnBar::endConquestRequested);
    connect(m_autoDistribute, &QPushButton::clicked, this, &TurnBar::autoDistributeRequested);
    connect(m_fort, &QPushButton::toggled, this, &TurnBar::fortModeToggled);
    connect(m_confirm, &QPushButton::clicked, this, &TurnBar::confirmRequested);
    connect(m_endTurn, &QPushButton::clicked, this, &TurnBar::endTurnRequested);
    connect(m_autoRedeploy, &QPushButton::clicked, this, &TurnBar::autoRedeployRequested);
    connect(m_skip, &QPushButton::clicked, this, &TurnBar::skipRequested);
    connect(m_undo, &QPushButton::clicked, this, &TurnBar::undoRequested);
    connect(m_take, &QPushButton::clicked, this, &TurnBar::takeChoiceRequested);
    connect(m_cancelChoice, &QPushButton::clicked, this, &TurnBar::cancelChoiceRequested);
    connect(m_abandon, &QPushButton::clicked, this, &TurnBar::abandonRequested);
    connect(m_keepProvince, &QPushButton::clicked, this, &TurnBar::keepProvinceRequested);
    connect(m_placeLast, &QPushButton::clicked, this, &TurnBar::placeLastSurvivorRequested);
    connect(m_otherProvince, &QPushButton::clicked, this, &TurnBar::otherProvinceRequested);
    connect(m_hint, &QPushButton::clicked, this, &TurnBar::hintRequested);
    connect(m_applyHint, &QPushButton::clicked, this, &TurnBar::applyHintRequested);
    connect(m_dismissHint, &QPushButton::clicked, this, &TurnBar::dismissHintRequested);
    connect(m_cancelHint, &QPushButton::clicked, this, &TurnBar::cancelHintRequested);
    connect(m_speed, &QComboBox::activated, this,
            [this](int index) { emit aiDelayChanged(m_speed->itemData(index).toInt()); });

    // Three rows, each of a steady height, so that the map under the bar stays put from step
    // to step: whose turn it is and the computer's thinking; what to do, in words; the pawns in
    // hand, a refusal and the step's buttons.
    auto *heading = new QHBoxLayout;
    heading->addWidget(m_swatch);
    heading->addWidget(m_title, 1);
    // Who is thinking beside who plays, not in the buttons' row: beside the pawns in hand, the
    // computer's speed and Skip, a long name made the bar, so the window, wider than a 1024x768
    // screen at Larger text (1,420 px in German, the s43 walk). Shown only while a computer
    // plays, whose title is short; a long name is shortened where the row has no room for it.
    heading->addWidget(m_thinkingLabel);
    heading->addWidget(m_busy);
    m_controls = new QWidget(this);
    auto *buttons = new QHBoxLayout(m_controls);
    buttons->setContentsMargins(0, 0, 0, 0);
    // The pawns in hand, then a refusal beside the buttons it is about, wrapped onto the row's
    // two lines: the title above has the bar's whole width for a long name.
    buttons->addWidget(m_hand);
    buttons->addWidget(m_problem, 1);
    buttons->addWidget(m_hintBusy);
    QWidget *previous = nullptr;
    for (QWidget *widget : std::initializer_list<QWidget *>{m_speedLabel,     m_speed,
                                                            m_skip,           m_espionage,
                                                            m_peace,          m_autoDistribute,
                                                            m_fort,           m_autoRedeploy,
                                                            m_rebirthDecline, m_reorganizeFirst,
                                                            m_decline,        m_expand,
                                                            m_endConquest,    m_confirm,
                                                            m_endTurn,        m_cancelChoice,
                                                            m_take,           m_abandon,
                                                            m_keepProvince,   m_otherProvince,
                                                            m_placeLast,      m_cancelHint,
                                                            m_dismissHint,    m_applyHint,
                                                            m_hint,           m_undo}) {
        buttons->addWidget(widget);
        // Tab goes left to right as the buttons are seen, not in the order they were made.
        if (widget->focusPolicy() != Qt::NoFocus) {
            if (previous)
                setTabOrder(previous, widget);
            previous = widget;
        }
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 8);
    layout->setSpacing(6);
    layout->addLayout(heading);
    layout->addWidget(m_detail);
    layout->addWidget(m_controls);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_problem->installEventFilter(this);
    m_problem->setProperty("refusal", false);
    retranslate();
    clear();
}

QPushButton *TurnBar::addButton(const QString &objectName)
{
    auto *button = new QPushButton(this);
    button->setObjectName(objectName);
    button->setFocusPolicy(Qt::TabFocus);
    // Enter presses the button that has the keyboard, as Space does (and as in a dialog); while
    // a choice or a hint waits, Enter is their "Take it" or "Apply" (shortcuts come first).
    button->setAutoDefault(true);
    m_doubleClickGuard->watch(button);
    // A press on it while disabled says why (eventFilter()).
    button->installEventFilter(this);
    return button;
}

QAction *TurnBar::addStepAction(QPushButton *button, const QString &objectName,
                                const QKeySequence &key)
{
    auto *action = new QAction(this);
    action->setObjectName(objectName);
    action->setShortcut(key);
    new ButtonAction(button, action);
    m_stepActions.append(action);
    return action;
}

void TurnBar::retranslate()
{
    // The step's buttons take their texts from their actions (ButtonAction).
    m_expandAction->setText(tr("Expand"));
    m_declineAction->setText(tr("Decline"));
    m_reorganizeFirstAction->setText(tr("Reorganize, then decline"));
    m_espionageAction->setText(tr("Espionage"));
    m_peace->setText(tr("Declare peace"));
    m_endConquestAction->setText(tr("End conquest"));
    m_autoDistributeAction->setText(tr("Auto-distribute"));
    m_fortAction->setText(tr("Build a fort"));
    m_confirmAction->setText(tr("Confirm and score"));
    m_rebirthDeclineAction->setText(tr("Decline now"));
    m_endTurnAction->setText(tr("End turn"));
    m_autoRedeployAction->setText(tr("Place them for me"));
    m_skip->setText(tr("Skip to end of turn"));
    m_undo->setText(tr("Undo"));
    m_take->setText(tr("Take it"));
    m_take->setToolTip(tr("Take this civilization (Enter). A new one is then drawn for place VI: "
                          "the choice cannot be taken back."));
    m_cancelChoice->setText(tr("Cancel"));
    // After the texts: a button's setText() replaces its shortcut with the text's mnemonic.
    m_take->setShortcut(QKeySequence(Qt::Key_Return));
    m_cancelChoice->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelChoice->setToolTip(tr("Choose another civilization (Escape, or click another one)."));
    m_abandon->setText(tr("Abandon it"));
    m_abandon->setToolTip(tr("Give the province up and take its pawns back into your hand "
                             "(Enter). Undo brings it back."));
    m_keepProvince->setText(tr("Keep it"));
    m_keepProvince->setToolTip(tr("Keep the province as it is (Escape)."));
    // After the texts, as above.
    m_abandon->setShortcut(QKeySequence(Qt::Key_Return));
    m_keepProvince->setShortcut(QKeySequence(Qt::Key_Escape));
    m_placeLast->setText(tr("Place it"));
    m_placeLast->setToolTip(tr("Place your last pawn there (Enter): your redeploy is then over."));
    m_otherProvince->setText(tr("Another province"));
    m_otherProvince->setToolTip(tr("Keep the pawn and choose another province (Escape)."));
    // After the texts, as above.
    m_placeLast->setShortcut(QKeySequence(Qt::Key_Return));
    m_otherProvince->setShortcut(QKeySequence(Qt::Key_Escape));
    m_undo->setToolTip(undoWords());
    m_hint->setText(tr("Hint"));
    m_hint->setToolTip(tr("What the hard computer player would do in your place, and why (H). "
                          "Hints are counted on the end-of-game page."));
    m_applyHint->setText(tr("Apply"));
    m_applyHint->setToolTip(tr("Play the hint (Enter)."));
    m_dismissHint->setText(tr("Dismiss"));
    m_dismissHint->setToolTip(tr("Forget the hint and play on your own (Escape)."));
    m_cancelHint->setText(tr("Cancel"));
    m_cancelHint->setToolTip(tr("Stop waiting for the hint (Escape)."));
    // After the texts, as above.
    m_applyHint->setShortcut(QKeySequence(Qt::Key_Return));
    m_dismissHint->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelHint->setShortcut(QKeySequence(Qt::Key_Escape));
    m_speedLabel->setText(tr("Computer speed:"));
    const QStringList speeds{tr("Slow"), tr("Normal"), tr("Fast"), tr("Instant")};
    for (int i = 0; i < m_speed->count(); ++i)
        m_speed->setItemText(i, speeds.value(i));
    fitSpeedBox();
}

void TurnBar::fitSpeedBox()
{
    const QFontMetrics metrics = m_speed->fontMetrics();
    int widest = 0;
    for (int i = 0; i < m_speed->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_speed->itemText(i)));
    QStyleOptionComboBox option;
    option.initFrom(m_speed);
    const QSize text(widest, metrics.height());
    m_speed->setMinimumWidth(
        m_speed->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, m_speed).width());
}

void TurnBar::followTextSize()
{
    const qreal factor = TextSize::factor();
    // Its two larger texts in pixels, at the text size chosen (View > Text Size). The pawns in
    // hand, on two lines, a little smaller than the title and without vertical padding: the row
    // stays about as tall as the buttons and the refusal's two lines (the lesson at Larger
    // text on a 768-pixel screen keeps its map, test_smallscreen).
    setStyleSheet(uR"(
        #turnBar { background: #FBF6EA; border-bottom: 1px solid #CDBF9F; }
        #turnBar[defender="true"] { background: #FBE4DA; border-bottom: 2px solid #C0543A; }
        #turnBar QLabel#turnTitle { font-size: %1px; font-weight: 600; color: #2A1C12; }
        #turnBar QLabel#turnDetail { color: #3B2E22; }
        #turnBar QLabel#turnDetail[refusal="true"] { color: #A3261B; }
        #turnBar QLabel#turnProblem { color: #3B2E22; font-style: italic; }
        #turnBar QLabel#turnProblem[refusal="true"] { color: #A3261B; font-weight: 600;
                                                     font-style: normal; }
        #turnBar QLabel#turnHand { color: #2A1C12; font-size: %2px; font-weight: 600;
                                   background: #F1E6CC; border: 1px solid #CDBF9F;
                                   border-radius: 10px; padding: 0px 10px; }
        #turnBar QPushButton { padding: 5px 12px; border-radius: 5px; border: 1px solid #9C8B6A;
                               background: #FFFDF7; color: #2A1C12; }
        #turnBar QPushButton:hover { background: #FFF3D1; }
        #turnBar QPushButton:checked { background: #F2C14E; border-color: #8A6410; }
        #turnBar QPushButton:disabled { color: #A89F92; background: #F4F0E6; border-color: #D5CCBA; }
        #turnBar QPushButton[primary="true"] { background: #F2C14E; border-color: #8A6410;
                                               font-weight: 600; }
        #turnBar QPushButton[primary="true"]:hover { background: #F7D774; }
        #turnBar QPushButton[primary="true"]:disabled { background: #F4F0E6; border-color: #D5CCBA; }
        #turnBar QPushButton:focus, #turnBar QPushButton[primary="true"]:focus {
            border: 1px solid #1F5FA8; }
    )"_s.arg(std::lround(17 * factor))
                      .arg(std::lround(13 * factor)));
}

void TurnBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange) {
        m_steadyWidth = -1; // the room kept was measured in other words or another font
        keepSteadyHeight();
    }
}

void TurnBar::setAiDelay(int milliseconds)
{
    int best = 0;
    for (int i = 0; i < m_speed->count(); ++i) {
        if (std::abs(m_speed->itemData(i).toInt() - milliseconds) <
            std::abs(m_speed->itemData(best).toInt() - milliseconds))
            best = i;
    }
    m_speed->setCurrentIndex(best);
}

void TurnBar::setThinking(const QString &who)
{
    m_thinker = who;
    if (who.isEmpty())
        m_thinkingDelay->stop();
    if (who.isEmpty() || showsThinking())
        showThinker();
    else if (!m_thinkingDelay->isActive())
        m_thinkingDelay->start();
}

void TurnBar::showThinker()
{
    m_thinkingLabel->setWords(tr("%1 is thinking..."), m_thinker);
    m_thinkingLabel->setVisible(!m_thinker.isEmpty());
    m_busy->setVisible(!m_thinker.isEmpty());
}

bool TurnBar::showsThinking() const
{
    return m_busy->isVisibleTo(this);
}

void TurnBar::keepSteadyHeight()
{
    if (!m_controls)
        return; // still being built
    // Narrower margins on a low screen: the lesson's bar and the docks need the pixels there.
    const bool low = isLowScreen(*this);
    const QMargins edges(14, low ? 4 : 8, 14, low ? 4 : 8);
    if (layout()->contentsMargins() != edges) {
        layout()->setContentsMargins(edges);
        layout()->setSpacing(low ? 3 : 6);
    }
    // Each row keeps the room its tallest content needed at this width (a text that needed it
    // is likely to come back); a new width starts again from the rows' reserved room.
    if (width() != m_steadyWidth) {
        m_steadyWidth = width();
        m_wordsHeight = 0;
        m_controlsHeight = 0;
    }
    // Room for two lines of guidance, or the longest words shown at this width and in this
    // language. (The words' own width may not follow the bar's yet: it is laid out after the
    // bar's resize.) Not the longest words any step may give: at Larger text they took three
    // lines, which showed as an empty band under one or two (the s41 walk).
    const QMargins margins = layout()->contentsMargins();
    const int wordsWidth = width() - margins.left() - margins.right();
    // Measured from the font: the label's heightForWidth() is never less than its minimum
    // height, the room kept here, which would then never shrink for a wider bar.
    const QFontMetrics detailMetrics(m_detail->font());
    const auto linesHeight = [&](const QString &text) {
        return detailMetrics.boundingRect(QRect(0, 0, wordsWidth, 1 << 16), Qt::TextWordWrap, text)
            .height();
    };
    // And the longest the step's words may grow to: Auto-distribute added the reorganization's
    // score, a third line at Larger text, and moved the buttons under a click aimed at Confirm
    // and score (the s45 walk).
    m_wordsHeight = std::max(
        {m_wordsHeight, linesHeight(m_words), reservedLines * detailMetrics.lineSpacing()});
    for (const QString &words : std::as_const(m_detailsAtMost))
        m_wordsHeight = std::max(m_wordsHeight, linesHeight(words));
    // The label itself, not a box around it: a box's layout, its size unchanged, may not place
    // the label again for a text of more lines (QBoxLayout::setGeometry() skips a layout that
    // is not dirty when its rectangle is the same, and the size hints asked meanwhile had
    // cleaned it), so the label kept the height of the words before it.
    if (m_detail->minimumHeight() != m_wordsHeight || m_detail->maximumHeight() != m_wordsHeight)
        m_detail->setFixedHeight(m_wordsHeight);

    // What the step still needs, when its two lines' room is enough: squeezed beside the
    // buttons it took six lines in German at Larger text and the row grew under them (the s45
    // walk at 1024x768). It says again what the pawns in hand and the words above say; its
    // tooltip keeps it.
    const bool refusal = m_problem->property("refusal").toBool();
    const int problemLines =
        m_problem->fontMetrics()
            .boundingRect(QRect(0, 0, m_problem->contentsRect().width(), 1 << 16), Qt::TextWordWrap,
                          m_problemText)
            .height();
    const bool fitsBeside = problemLines <= 2 * m_problem->fontMetrics().lineSpacing();
    const QString problem = fitsBeside ? m_problemText : QString();
    if (m_problem->text() != problem)
        m_problem->setText(problem);
    // A refusal, the answer to a press, too long for those two lines takes the words' row,
    // the bar's whole width, over the step's words until the next change: it grew the buttons'
    // row, so the bar, and the map moved down under the press (the s54 walk in German, a
    // refused conquest on three lines at 1024 px). Cut with an ellipsis where even that room
    // is short, whole in its tooltip (and in the status bar).
    const bool refusalAbove = refusal && !fitsBeside;
    const QString words =
        refusalAbove ? elidedToHeight(m_problemText, detailMetrics, wordsWidth, m_wordsHeight)
                     : m_words;
    if (m_detail->text() != words)
        m_detail->setText(words);
    m_detail->setToolTip(refusalAbove && words != m_problemText ? m_problemText : QString());
    if (m_detail->property("refusal").toBool() != refusalAbove) {
        m_detail->setProperty("refusal", refusalAbove);
        m_detail->style()->unpolish(m_detail);
        m_detail->style()->polish(m_detail);
    }

    // The buttons' row: its tallest control, shown or not, or a refusal's two lines.
    int controls = 2 * m_problem->fontMetrics().lineSpacing();
    for (const QWidget *control : m_controls->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        controls = std::max(controls, control == m_problem ? 0 : control->sizeHint().height());
    if (!m_problem->text().isEmpty())
        controls = std::max(controls, m_problem->heightForWidth(m_problem->width()));
    m_controlsHeight = std::max(m_controlsHeight, controls);
    if (m_controls->minimumHeight() != m_controlsHeight)
        m_controls->setFixedHeight(m_controlsHeight);
}

void TurnBar::releaseKeptRoom()
{
    // Measured anew from the words shown, as for another width.
    m_steadyWidth = -1;
    keepSteadyHeight();
}

bool TurnBar::eventFilter(QObject *watched, QEvent *event)
{
    // The refusal's room changes with the buttons beside it: its lines are counted again.
    if (watched == m_problem && event->type() == QEvent::Resize)
        keepSteadyHeight();
    if (watched == m_speed &&
        (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        fitSpeedBox();
    // Confirm pressed with pawns still in hand, and the like: the engine's refusal, as an
    // error now that the player tried (a disabled button takes no click, but its filters see
    // the press).
    if (event->type() == QEvent::MouseButtonPress) {
        const auto *button = qobject_cast<const QPushButton *>(watched);
        if (button && !button->isEnabled() && !button->property("refusal").toString().isEmpty())
            showMessage(button->property("refusal").toString());
    }
    return QFrame::eventFilter(watched, event);
}

void TurnBar::showProblem(const QString &text, bool refusal)
{
    m_problemText = text;
    m_problem->setToolTip(refusal ? QString() : text);
    if (m_problem->property("refusal").toBool() != refusal) {
        m_problem->setProperty("refusal", refusal);
        m_problem->style()->unpolish(m_problem);
        m_problem->style()->polish(m_problem);
    }
}

void TurnBar::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    keepSteadyHeight();
}

void TurnBar::clear()
{
    m_swatch->clear();
    m_title->clear();
    m_words.clear();
    m_detailsAtMost.clear();
    showProblem({}, false);
    m_hand->hide();
    for (QWidget *widget :
         std::initializer_list<QWidget *>{m_expand,         m_decline,      m_reorganizeFirst,
                                          m_espionage,      m_peace,        m_endConquest,
                                          m_autoDistribute, m_fort,         m_confirm,
                                          m_rebirthDecline, m_endTurn,      m_autoRedeploy,
                                          m_skip,           m_speed,        m_speedLabel,
                                          m_undo,           m_take,         m_cancelChoice,
                                          m_abandon,        m_keepProvince, m_placeLast,
                                          m_otherProvince,  m_hint,         m_applyHint,
                                          m_dismissHint,    m_cancelHint,   m_hintBusy})
        widget->hide();
    keepSteadyHeight();
}

void TurnBar::showPendingChoice(const TurnGuidance &words)
{
    m_title->setText(words.title);
    m_words = words.detail;
    showProblem({}, false);
    m_take->show();
    m_cancelChoice->show();
    // Cancel does what Undo would (Ctrl+Z still does it); two buttons for one thing, which French
    // names alike ("Annuler"), would make the player wonder which one keeps the turn.
    m_undo->hide();
    keepSteadyHeight(); // the choice's words may take more lines than the step's
}

void TurnBar::showPendingAbandon(const TurnGuidance &words)
{
    m_title->setText(words.title);
    m_words = words.detail;
    showProblem({}, false);
    // Only the question's answers: End conquest or Undo pressed now would leave it open.
    for (QWidget *widget : m_controls->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly))
        widget->hide();
    m_abandon->show();
    m_keepProvince->show();
    keepSteadyHeight();
}

void TurnBar::showPendingLastSurvivor(const TurnGuidance &words)
{
    m_title->setText(words.title);
    m_words = words.detail;
    showProblem({}, false);
    // Only the question's answers and Undo, which takes back a pawn placed before.
    for (QWidget *widget : m_controls->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly))
        widget->hide();
    m_placeLast->show();
    m_otherProvince->show();
    m_undo->show();
    keepSteadyHeight();
}

void TurnBar::showHint(const HintWords &words, bool thinking)
{
    m_title->setText(words.title);
    m_words = words.detail;
    showProblem({}, false);
    // Only the hint's own buttons: a step's button pressed now would leave the hint behind.
    for (QWidget *widget : m_controls->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly))
        widget->hide();
    m_cancelHint->setVisible(thinking);
    m_applyHint->setVisible(!thinking);
    m_dismissHint->setVisible(!thinking);
    m_hintBusy->setVisible(thinking);
    keepSteadyHeight();
}

void TurnBar::showMissedTurns(const QString &actor, const QString &person)
{
    // What the map shows is past: the words of a computer's live turn ("is playing", "skip to
    // the end of its turn") would be wrong, and its Skip would be a second one beside the
    // catch-up's.
    for (QWidget *widget : m_controls->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly))
        widget->hide();
    m_speedLabel->hide();
    m_speed->hide();
    m_title->setText(tr("What %1 did").arg(actor));
    m_words = tr("Before %1's turn: what the others did since %1 last played.").arg(person);
    showProblem({}, false);
    keepSteadyHeight();
}

QString TurnBar::undoWords()
{
    return tr("Take back the last step of this turn (Ctrl+Z). A turn cannot be undone once "
              "another player acts.");
}

void TurnBar::showMessage(const QString &message)
{
    showProblem(message, true);
    keepSteadyHeight();
}

void TurnBar::setRefusal(QPushButton *button, const GameState &state, const Action &action,
                         const QString &what)
{
    const auto refusal = checkAction(state, action);
    button->setEnabled(!refusal);
    button->setProperty("refusal", refusal ? refusal->message : QString());
    button->setToolTip(refusal ? what + u"\n"_s + tr("Not now: %1").arg(refusal->message) : what);
}

void TurnBar::showToggle(QPushButton *toggle, QAction *action, bool available, bool on,
                         const QString &what, const QString &spent)
{
    toggle->show();
    toggle->setEnabled(available);
    {
        // The mode is the window's: showing it must not toggle it back.
        const QSignalBlocker blocker(toggle);
        toggle->setChecked(on);
    }
    // The Turn menu's entry shows the mode too (the blocker kept the button from telling it).
    action->setChecked(on);
    toggle->setToolTip(available ? what : spent);
}

void TurnBar::showState(const GameState &state, const std::vector<SeatSetup> &seats,
                        const InteractionModes &modes, bool humanActing, bool canUndo,
                        const QString &undoRefusal)
{
    // A button of the bar with the keyboard is hidden with the others while the step is shown
    // anew, and Qt would hand the keyboard on down the Tab chain: the bar holds it meanwhile.
    // The button shown again takes it back; the step it played gone with it (Space on End
    // conquest), the keyboard goes where the next step is played (keyboardLeft()). After End
    // conquest the ring was nowhere until Tab (the s49 walk).
    QPointer<QWidget> had = QApplication::focusWidget();
    if (had && (had == this || !isAncestorOf(had)))
        had = nullptr;
    if (had)
        setFocus(Qt::OtherFocusReason);
    showStep(state, seats, modes, humanActing, canUndo, undoRefusal);
    if (had && QApplication::focusWidget() == this) {
        if (had->isVisibleTo(this) && had->isEnabled())
            had->setFocus(Qt::OtherFocusReason);
        else
            emit keyboardLeft();
    }
    QStringList longest = TurnGuidance::longestDetails(seats);
    if (longest != m_longestDetails) {
        // Other words (another language, other names): the rows' room is measured anew, or the
        // bar kept German's three rows back in English, over an empty band.
        m_longestDetails = std::move(longest);
        m_steadyWidth = -1;
    }
    keepSteadyHeight();
}

void TurnBar::showStep(const GameState &state, const std::vector<SeatSetup> &seats,
                       const InteractionModes &modes, bool humanActing, bool canUndo,
                       const QString &undoRefusal)
{
    clear();
    // The defender's redeploy happens in another player's turn: the bar changes colour so
    // the mouse is handed over.
    const bool defender = state.phase == Phase::Redeploy;
    if (property("defender").toBool() != defender) {
        setProperty("defender", defender);
        style()->unpolish(this);
        style()->polish(this);
    }
    const int acting = state.isOver() ? state.currentPlayer : state.actingPlayer();
    // One look at the engine per refresh: the words, the previews in the tooltips and the
    // turn's options all come from it.
    const PhaseGuidance turn = phaseGuidance(state, !humanActing);
    const TurnGuidance guidance =
        TurnGuidance::word(turn, seats, modes, state.phase == Phase::Redeploy, m_keys);
    if (!state.isOver() && static_cast<std::size_t>(acting) < seats.size())
        m_swatch->setPixmap(swatchPixmap(seats[static_cast<std::size_t>(acting)].colour));
    m_title->setText(guidance.title);
    m_words = guidance.detail;
    m_detailsAtMost = QStringList{guidance.detailAtMost};
    // Espionage pressed adds its words to the step's, a line more at Larger text in German:
    // the bar grew under it and the map moved down and zoomed out (the s52 walk). The room of
    // the words with each toggle the other way is kept from the step's start.
    if (humanActing && (turn.espionagePerTurn > 0 || turn.fortsPerTurn > 0)) {
        for (const InteractionModes &other :
             {InteractionModes{!modes.espionage, modes.buildFort},
              InteractionModes{modes.espionage, !modes.buildFort}}) {
            const TurnGuidance toggled =
                TurnGuidance::word(turn, seats, other, state.phase == Phase::Redeploy, m_keys);
            m_detailsAtMost << toggled.detail << toggled.detailAtMost;
        }
    }
    // What the step still needs ("All pawns must be placed on the board (14 left).") is said
    // as guidance: it was red from the moment the reorganization opened, before the player did
    // anything. It turns into a refusal when they press the button it disables.
    showProblem(guidance.blocker, false);

    const PlayerState &player = state.player(state.currentPlayer);
    if (state.phase == Phase::Conquest || state.phase == Phase::Reorganization) {
        m_hand->setText(
            tr("In hand:\n%n pawn(s)", nullptr, player.active ? player.active->hand : 0));
        m_hand->show();
    } else if (state.phase == Phase::Redeploy) {
        m_hand->setText(tr("To place:\n%n pawn(s)", nullptr, survivorsToPlace(state)));
        m_hand->show();
    }
    if (state.isOver())
        return;
    if (!humanActing) {
        m_speedLabel->show();
        m_speed->show();
        m_skip->show();
        m_skip->setToolTip(tr("Play the rest of this computer player's turn at once."));
        return;
    }
    m_undo->setVisible(true);
    m_undo->setEnabled(canUndo);
    // Greyed, it says why, as the other greyed steps do (the s52 walk found no reason).
    m_undo->setToolTip(canUndo || undoRefusal.isEmpty()
                           ? undoWords()
                           : undoWords() + u"\n"_s + tr("Not now: %1").arg(undoRefusal));
    m_hint->show();

    switch (state.phase) {
    case Phase::ChooseCivilization:
    case Phase::GameOver:
        break;
    case Phase::TurnStart:
        m_expand->show();
        m_decline->show();
        // An empire with no province has nothing to collect (the s53 walk read "Collect your
        // pawns" on a civilization just taken): Expand brings it onto the board, or, with no
        // pawn either, keeps it as it is (docs/rules-decisions.md D26).
        setRefusal(m_expand, state, Action::expand(),
                   turn.onBoard ? tr("Collect your pawns (one stays in each province) and conquer.")
                   : turn.expandPawns > 0
                       ? tr("Enter the board from its edge with your %n pawn(s) and conquer.",
                            nullptr, turn.expandPawns)
                       : tr("Keep your empire as it is: with no province and no pawn, it has "
                            "nothing to do this turn."));
        // A civilization with no province may be declined too, one just taken included (D26,
        // D27): said what it costs.
        setRefusal(m_decline, state, Action::decline(),
                   turn.onBoard || turn.expandSources.inHand == 0
                       ? tr("Put your empire into decline; it scores %n victory point(s) now, and "
                            "you choose a new civilization.",
                            nullptr, turn.declineScore)
                       : tr("Put your civilization into decline while it holds no province: its "
                            "%n pawn(s) in hand leave the game, and you choose a new "
                            "civilization.",
                            nullptr, turn.expandSources.inHand));
        // Philosophy: "(may reorganize before going to decline)" (Online 2013).
        if (turn.offersReorganizeFirst) {
            m_reorganizeFirst->show();
            setRefusal(m_reorganizeFirst, state, Action::reorganizeBeforeDecline(),
                       tr("Philosophy: move your pawns between your provinces first, then put "
                          "your empire into decline with all of them on the board."));
        }
        break;
    case Phase::Conquest: {
        m_endConquest->show();
        setRefusal(m_endConquest, state, Action::endConquest(),
                   tr("Stop conquering and reorganize your pawns."));
        if (turn.espionagePerTurn > 0)
            showToggle(m_espionage, m_espionageAction, turn.espionageLeft > 0, modes.espionage,
                       tr("Espionage: your next conquest costs 2 pawns, whatever defends the "
                          "province."),
                       tr("Espionage has already been used this turn."));
        if (turn.offersPeace) {
            m_peace->show();
            m_peaceMenu->clear();
            for (int other = 0; other < state.playerCount(); ++other) {
                if (other == state.currentPlayer)
                    continue;
                const QString name = static_cast<std::size_t>(other) < seats.size()
                                         ? seats[static_cast<std::size_t>(other)].name
                                         : QString::number(other + 1);
                QAction *action = m_peaceMenu->addAction(
                    swatchPixmap(static_cast<std::size_t>(other) < seats.size()
                                     ? seats[static_cast<std::size_t>(other)].colour
                                     : QColor()),
                    name, this, [this, other] { emit peaceRequested(other); });
                action->setEnabled(std::find(turn.peacePossible.begin(), turn.peacePossible.end(),
                                             other) != turn.peacePossible.end());
            }
            const QString what = tr("Diplomacy: choose an opponent; neither of you may attack "
                                    "the other's active empire until your next turn.");
            if (turn.peacePossible.empty()) {
                // Greyed, and why (after the first conquest, already declared): the s50 walk's
                // player had Diplomacy and no word of why it could not be used.
                setRefusal(m_peace, state, Action::peace(state.currentPlayer == 0 ? 1 : 0), what);
            } else {
                m_peace->setEnabled(true);
                m_peace->setProperty("refusal", QString());
                m_peace->setToolTip(what);
            }
        }
        break;
    }
    case Phase::Reorganization: {
        m_autoDistribute->show();
        m_autoDistribute->setToolTip(tr("Spread your pawns for you: one in each province, the "
                                        "rest along your borders. You can still change them."));
        if (state.turn.reorganizingBeforeDecline) {
            // Philosophy's reorganization ends with the decline, not with a scored turn.
            m_decline->show();
            setRefusal(m_decline, state, Action::decline(),
                       tr("Put your empire into decline with its pawns where they stand; it "
                          "scores %n victory point(s) now, and you choose a new civilization.",
                          nullptr, turn.declineScore));
            break;
        }
        m_confirm->show();
        const auto &points = turn.reorganizationScore;
        setRefusal(m_confirm, state, Action::endReorganization(),
                   points ? tr("End your turn and score %n victory point(s).", nullptr, *points)
                          : tr("End your turn and score."));
        // Under Online 2013 the forts are placed by the game at the end of the reorganization.
        if (turn.fortsPerTurn > 0)
            showToggle(m_fort, m_fortAction, turn.fortsLeft > 0, modes.buildFort,
                       tr("Fortification: click a province to build a fort (+1 to conquer it, -1 "
                          "for attacks from it)."),
                       tr("You have built all the forts allowed this turn."));
        break;
    }
    case Phase::RebirthDecision:
        m_rebirthDecline->show();
        m_endTurn->show();
        m_rebirthDecline->setToolTip(
            tr("Rebirth: your empire goes into decline now and you choose a new civilization."));
        m_endTurn->setToolTip(tr("Keep your empire and end your turn."));
        break;
    case Phase::Redeploy:
        m_autoRedeploy->show();
        m_autoRedeploy->setToolTip(
            tr("Place each surviving pawn on your province with the fewest pawns."));
        break;
    }
}

} // namespace vinci
