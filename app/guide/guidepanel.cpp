#include "guide/guidepanel.h"

#include "guide/guidesession.h"
#include "guide/guidewords.h"
#include "panels/panelstyle.h"
#include "windowplacement.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QStackedLayout>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

GuidePanel::GuidePanel(GuideSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_title(new QLabel(this))
    , m_explanation(new QLabel(this))
    , m_answer(new QLabel(this))
    , m_text(new QLabel(this))
    , m_waiting(new QLabel(this))
    , m_words(new QStackedLayout)
    , m_scroll(new QScrollArea(this))
    , m_next(new QPushButton(this))
    , m_leave(new QPushButton(this))
    , m_again(new QPushButton(this))
    , m_buttons(new QVBoxLayout)
{
    setObjectName(u"guidePanel"_s);
    m_title->setObjectName(u"guideTitle"_s);
    m_explanation->setObjectName(u"guideExplanation"_s);
    m_answer->setObjectName(u"guideAnswer"_s);
    m_text->setObjectName(u"guideText"_s);
    m_waiting->setObjectName(u"guideWaiting"_s);
    m_next->setObjectName(u"guideNextButton"_s);
    m_leave->setObjectName(u"guideLeaveButton"_s);
    m_again->setObjectName(u"guideStartAgainButton"_s);
    for (QLabel *label : {m_explanation, m_answer, m_text, m_waiting}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    }
    // The answer's line kept while hidden, unless the bar is capped (keepAnswerRoom()).
    QSizePolicy keep = m_answer->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_answer->setSizePolicy(keep);
    followTextSize();
    for (QPushButton *button : {m_next, m_leave, m_again})
        button->setFocusPolicy(Qt::StrongFocus);
    m_next->setDefault(true);
    // Enter presses Next wherever the keyboard is (the map had it after a key played there):
    // the step's words say so to a person who plays with the keys. Only while Next shows, when
    // the turn bar's Enter (Take it) does not.
    m_next->setShortcut(QKeySequence(Qt::Key_Return));
    auto *keypadEnter = new QShortcut(QKeySequence(Qt::Key_Enter), m_next);
    connect(keypadEnter, &QShortcut::activated, m_next, [this] {
        if (m_next->isVisible() && m_next->isEnabled())
            m_next->click();
    });
    // Hidden while the step waits for a move, Next keeps its place: Leave slid up into it, and
    // a second click on Next left the lesson (the s42 walk).
    QSizePolicy nextRoom = m_next->sizePolicy();
    nextRoom.setRetainSizeWhenHidden(true);
    m_next->setSizePolicy(nextRoom);
    // Under Leave, shown at the last step alone: its room kept, the bar keeps its height.
    m_again->setSizePolicy(nextRoom);
    m_again->hide();

    // Under the step's title the words scroll on a low screen, where the bar is kept lower than
    // the lesson's tallest step (heightCap()): at 1366x768 and the scale factor 1.5 it took 123
    // of 512 pixels.
    auto *column = new QVBoxLayout;
    column->setSpacing(3);
    column->addWidget(m_title);
    column->addWidget(m_scroll, 1);
    auto *wordsBox = new QWidget;
    wordsBox->setObjectName(u"guideWordsBox"_s);
    auto *words = new QVBoxLayout(wordsBox);
    words->setContentsMargins(0, 0, 0, 0);
    words->setSpacing(column->spacing());
    words->addWidget(m_explanation);
    words->addWidget(m_answer);
    // The step's words and the word to wait take the room of the taller: the bar keeps its
    // height when the computer seats hand the turn over.
    m_words->addWidget(m_text);
    m_words->addWidget(m_waiting);
    words->addLayout(m_words);
    // The room a shorter step leaves goes under its words, not between them.
    words->addStretch(1);
    m_buttons->addWidget(m_next);
    m_buttons->addWidget(m_leave);
    m_buttons->addWidget(m_again);
    m_buttons->addStretch();
    // From Continue against the computer, Tab comes to Start the lesson again first.
    setTabOrder(m_next, m_again);
    setTabOrder(m_again, m_leave);
    m_scroll->setObjectName(u"guideWords"_s);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setWidget(wordsBox);
    // Two lines at least (a scroll area's own least is its scroll bar's, taller than the cap).
    m_scroll->setMinimumHeight(2 * m_text->fontMetrics().lineSpacing());
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 8);
    layout->addLayout(column, 1);
    layout->addLayout(m_buttons);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    connect(m_next, &QPushButton::clicked, session, &GuideSession::next);
    connect(m_leave, &QPushButton::clicked, this, &GuidePanel::leaveRequested);
    connect(m_again, &QPushButton::clicked, this, &GuidePanel::startAgainRequested);
    connect(session, &GuideSession::stepChanged, this, &GuidePanel::showStep);
    connect(session, &GuideSession::othersChanged, this, &GuidePanel::showText);
    connect(session, &GuideSession::wrongMove, this, &GuidePanel::showAnswer);
}

void GuidePanel::followTextSize()
{
    // What happened in green, the answer to a wrong move in red: by style sheet, as the window's
    // style sheets drew a palette's colour black (the answer was not told from the step's words).
    // The words' scroll area shows the bar's card through it. The title bold by the style sheet
    // too: a font of its own stays at the size it was given.
    // Set again at each text size: a widget under a style sheet keeps the application's font
    // as it was when the sheet was applied (the s43 walk: at Larger text the lesson's words,
    // its title and its buttons stayed at Normal's size while the rest grew).
    setStyleSheet(
        u"QLabel#guideTitle { font-weight: bold; } "
        "QLabel#guideExplanation { color: %1; } QLabel#guideAnswer { color: %2; } "
        "QScrollArea#guideWords, QWidget#guideWordsBox { background: transparent; }"_s.arg(
            PanelStyle::gain().name(), PanelStyle::loss().name()));
}

QString GuidePanel::waitingText()
{
    return tr("Wait: the computer is playing; watch the map. This step begins when it is your "
              "turn.");
}

void GuidePanel::keepAnswerRoom()
{
    // The answer's line is kept while hidden: when it shows, the words do not move under the
    // pointer. Not in a bar kept lower than the words (heightCap()), where it would only push
    // the step's words out of sight.
    const bool capped = steadyHeight() > heightCap();
    // Narrower margins on a low screen, where the bar's buttons set its least height.
    const bool low = isLowScreen(*this);
    const QMargins edges(14, low ? 4 : 8, 14, low ? 4 : 8);
    if (layout()->contentsMargins() != edges) {
        layout()->setContentsMargins(edges);
        m_buttons->setSpacing(low ? 3 : -1);
    }
    QSizePolicy keep = m_answer->sizePolicy();
    if (keep.retainSizeWhenHidden() == !capped)
        return;
    keep.setRetainSizeWhenHidden(!capped);
    m_answer->setSizePolicy(keep);
}

void GuidePanel::showStep()
{
    m_answer->hide();
    if (!m_session->isActive())
        return;
    // Hidden, the only answer this step can give keeps its room.
    m_answer->setText(m_session->answerToWrongMove(m_keys));
    m_title->setText(tr("Learn to play — step %1 of %2")
                         .arg(m_session->stepIndex() + 1)
                         .arg(m_session->stepCount()));
    const QString explanation = m_session->explanation().text;
    m_explanation->setText(explanation);
    m_explanation->setVisible(!explanation.isEmpty());
    showText();
    // A step that waits for the person's move has no Next: the move is the answer.
    m_next->setVisible(m_session->waitsForNext());
    m_next->setText(m_session->isLastStep() ? tr("Continue against the computer") : tr("Next"));
    m_waiting->setText(waitingText());
    m_leave->setText(tr("Leave (resume later)"));
    m_again->setText(tr("Start the lesson again"));
    m_again->setVisible(m_session->isLastStep());
    keepButtonsWidth();
    keepAnswerRoom();
    // The explanation is what the lesson teaches (the move's numbers): at a step that asks for a
    // move it stays, and the words scroll if they must. The last step asks for none; its words
    // say how to go on, so there they come first.
    if (m_session->isLastStep())
        letTheWordsShowWhole();
    updateGeometry();
    m_scroll->verticalScrollBar()->setValue(0);
}

void GuidePanel::showText()
{
    if (!m_session->isActive())
        return;
    // A step that asks the person to act is shown once it is their turn and its control is
    // there; meanwhile the computer seats play.
    m_text->setText(GuideWords::text(m_session->step(), m_keys, m_session->isLastStep()));
    m_words->setCurrentWidget(m_session->waitsForOthers() ? m_waiting : m_text);
}

void GuidePanel::setKeyboardWords(bool keys)
{
    if (keys == m_keys)
        return;
    m_keys = keys;
    showText();
    // The hidden answer's words too (an answer shown stays as it was said).
    if (!m_answer->isVisible() && m_session->isActive())
        m_answer->setText(m_session->answerToWrongMove(m_keys));
}

void GuidePanel::showAnswer(const QString &answer)
{
    m_answer->setText(answer);
    m_answer->show();
    letTheWordsShowWhole();
}

void GuidePanel::letTheWordsShowWhole()
{
    const QWidget *words = m_scroll->widget();
    if (m_explanation->isVisible() &&
        words->heightForWidth(m_scroll->viewport()->width()) > m_scroll->viewport()->height())
        m_explanation->hide();
}

void GuidePanel::keepButtonsWidth()
{
    int widest = 0;
    for (const QString &text :
         {tr("Next"), tr("Continue against the computer"), m_leave->text(), m_again->text()}) {
        widest = std::max(widest, m_next->fontMetrics().horizontalAdvance(text));
    }
    // The button's own margins come with its size hint for its text: Leave's, as long a text at
    // every step. (Next's "Next" is shorter than a button's least width, which its size hint
    // gives: the margins came out wider at every step but the last, whose narrower buttons left
    // the words a line less there, and the map moved up 14 pixels in French and German.)
    const int margins =
        m_leave->sizeHint().width() - m_leave->fontMetrics().horizontalAdvance(m_leave->text());
    for (QPushButton *button : {m_next, m_leave, m_again})
        button->setMinimumWidth(widest + margins);
}

int GuidePanel::wordsWidth() const
{
    const QMargins margins = layout()->contentsMargins();
    return width() - margins.left() - margins.right() - layout()->spacing() -
           m_buttons->sizeHint().width();
}

int GuidePanel::steadyHeight() const
{
    if (!m_session->isActive())
        return 0;
    const int width = wordsWidth();
    const auto linesHeight = [width](const QLabel *label, const QString &text) {
        if (text.isEmpty())
            return 0;
        // As a plain text label wraps its words (QLabel's own sizeForWidth()).
        return label->fontMetrics()
            .boundingRect(QRect(0, 0, width, 1 << 16), Qt::TextWordWrap, text)
            .height();
    };
    // An explanation's numbers and names are known once its action is played: each stands for
    // a longer word than most (a province, a cost term by term), and the room kept is never
    // less than what the step shown needs (sizeHint()).
    const auto filled = [](const char *text) {
        if (!text)
            return QString();
        // A count in its plural form (QT_TRANSLATE_N_NOOP), as long as its word gets.
        const QString source = QString::fromUtf8(text);
        QString words =
            QCoreApplication::translate("Guide", text, nullptr, source.contains(u"%n"_s) ? 88 : -1);
        for (int arg = 1; arg <= 3; ++arg)
            words.replace(u"%"_s + QString::number(arg), u"Mmmmmmmmmmmm"_s);
        return words;
    };
    const auto spacing = m_scroll->widget()->layout()->spacing();
    const int title = m_title->fontMetrics().height();
    const int waiting = linesHeight(m_waiting, waitingText());
    int tallest = 0;
    const std::vector<GuideStep> &steps = m_session->script()->steps;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const GuideStep &step = steps[i];
        // The explanation of the step before, if it has one.
        const char *before = i > 0 ? steps[i - 1].explanation : nullptr;
        const int explanation = before ? linesHeight(m_explanation, filled(before)) + spacing : 0;
        // The answer's line is kept for the step's answer (hidden or not).
        // The words for the keys too: the bar keeps its height when the person takes to them.
        int answer = 0;
        int words = waiting;
        for (const bool keys : {false, true}) {
            answer = std::max(answer,
                              linesHeight(m_answer, step.action ? filled(keys && step.keysWrongMove
                                                                             ? step.keysWrongMove
                                                                             : step.wrongMove)
                                                                : GuideWords::readFirst(keys)));
            words = std::max(
                words, linesHeight(m_text, GuideWords::text(step, keys, i + 1 == steps.size())));
        }
        tallest = std::max(tallest, title + spacing + explanation + answer + spacing + words);
    }
    const QMargins margins = layout()->contentsMargins();
    return std::max(tallest, m_buttons->minimumSize().height()) + margins.top() + margins.bottom();
}

int GuidePanel::heightCap() const
{
    // A sixth of the screen's height, and room for the buttons: on a 512 pixels high screen
    // the lesson needed 526 (turn bar, this bar, the docks' least, the status bar). Above 576
    // pixels, what the rest of the window needs, the room left is the step's to be read whole:
    // at 1024x768 and Larger text the words took 129 pixels and 88 were shown (issue #28).
    const QMargins margins = layout()->contentsMargins();
    const int buttons = m_buttons->minimumSize().height() + margins.top() + margins.bottom();
    const QScreen *shown = screen();
    if (!shown)
        return QWIDGETSIZE_MAX;
    const int screenHeight = shown->availableGeometry().height();
    return std::max({buttons, screenHeight / 6, screenHeight - easyWindowHeight});
}

QSize GuidePanel::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    if (width() > hint.width() / 2) {
        const QMargins margins = layout()->contentsMargins();
        const QWidget *words = m_scroll->widget();
        const int shown = m_title->fontMetrics().height() + words->layout()->spacing() +
                          words->heightForWidth(wordsWidth()) + margins.top() + margins.bottom();
        const int buttons = m_buttons->minimumSize().height() + margins.top() + margins.bottom();
        hint.setHeight(std::max(buttons, std::min(std::max(shown, steadyHeight()), heightCap()) -
                                             m_roomTaken));
    } else {
        // Not laid out at its width yet (the lesson just begun): no higher than the cap either.
        // Asked uncapped, the bar made the window 946 pixels high on a 768-pixel screen at the
        // scale factor 1.5, in French at Larger text, and openbox un-maximized it (s48).
        hint.setHeight(std::min(hint.height(), heightCap()));
    }
    return hint;
}

void GuidePanel::setRoomTaken(int pixels)
{
    if (pixels == m_roomTaken)
        return;
    m_roomTaken = pixels;
    updateGeometry();
}

void GuidePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Wider, the words take fewer lines: the bar gives the map back the room.
    if (event->oldSize().width() != width()) {
        keepAnswerRoom();
        updateGeometry();
    }
}

void GuidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showStep();
    if (event->type() == QEvent::FontChange) {
        // The buttons as wide as their words at the new size: widened only at the next step,
        // they narrowed the words and the bar grew from step 1 to step 2 at Larger text.
        keepButtonsWidth();
        keepAnswerRoom();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void GuidePanel::paintEvent(QPaintEvent *event)
{
    // A card of its own under the turn bar: the guide's words are not the game's.
    QPainter painter(this);
    painter.fillRect(rect(), PanelStyle::cardHover());
    painter.setPen(PanelStyle::gold());
    painter.drawLine(rect().bottomLeft(), rect().bottomRight());
    QWidget::paintEvent(event);
}

} // namespace vinci
