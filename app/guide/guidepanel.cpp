#include "guide/guidepanel.h"

#include "guide/guidesession.h"
#include "guide/guidewords.h"
#include "panels/panelstyle.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QStackedLayout>
#include <QVBoxLayout>

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
    , m_next(new QPushButton(this))
    , m_leave(new QPushButton(this))
{
    setObjectName(u"guidePanel"_s);
    m_title->setObjectName(u"guideTitle"_s);
    m_explanation->setObjectName(u"guideExplanation"_s);
    m_answer->setObjectName(u"guideAnswer"_s);
    m_text->setObjectName(u"guideText"_s);
    m_waiting->setObjectName(u"guideWaiting"_s);
    m_next->setObjectName(u"guideNextButton"_s);
    m_leave->setObjectName(u"guideLeaveButton"_s);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    for (QLabel *label : {m_explanation, m_answer, m_text, m_waiting}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    }
    // The answer's line is kept while hidden: when it shows, the bar (and the map under it) does
    // not move under the pointer.
    QSizePolicy keep = m_answer->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_answer->setSizePolicy(keep);
    // What happened in green, the answer to a wrong move in red: by style sheet, as the window's
    // style sheets drew a palette's colour black (the answer was not told from the step's words).
    setStyleSheet(u"QLabel#guideExplanation { color: %1; } QLabel#guideAnswer { color: %2; }"_s.arg(
        PanelStyle::gain().name(), PanelStyle::loss().name()));
    for (QPushButton *button : {m_next, m_leave})
        button->setFocusPolicy(Qt::StrongFocus);
    m_next->setDefault(true);

    auto *words = new QVBoxLayout;
    words->setSpacing(3);
    words->addWidget(m_title);
    words->addWidget(m_explanation);
    words->addWidget(m_answer);
    // The step's words and the word to wait take the room of the taller: the bar keeps its
    // height when the computer seats hand the turn over.
    m_words->addWidget(m_text);
    m_words->addWidget(m_waiting);
    words->addLayout(m_words);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_next);
    buttons->addWidget(m_leave);
    buttons->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 8);
    layout->addLayout(words, 1);
    layout->addLayout(buttons);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    connect(m_next, &QPushButton::clicked, session, &GuideSession::next);
    connect(m_leave, &QPushButton::clicked, this, &GuidePanel::leaveRequested);
    connect(session, &GuideSession::stepChanged, this, &GuidePanel::showStep);
    connect(session, &GuideSession::othersChanged, this, &GuidePanel::showText);
    connect(session, &GuideSession::wrongMove, this, &GuidePanel::showAnswer);
}

QString GuidePanel::waitingText()
{
    return tr("Wait: the computer is playing; watch the map. This step begins when it is your "
              "turn.");
}

void GuidePanel::showStep()
{
    m_answer->hide();
    if (!m_session->isActive())
        return;
    // Hidden, the only answer this step can give keeps its room.
    m_answer->setText(m_session->answerToWrongMove());
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
    updateGeometry();
    if (m_next->isVisible() && isVisible())
        m_next->setFocus();
}

void GuidePanel::showText()
{
    if (!m_session->isActive())
        return;
    // A step that asks the person to act is shown once it is their turn and its control is
    // there; meanwhile the computer seats play.
    m_text->setText(GuideWords::text(m_session->step()));
    m_words->setCurrentWidget(m_session->waitsForOthers() ? m_waiting : m_text);
}

void GuidePanel::showAnswer(const QString &answer)
{
    m_answer->setText(answer);
    m_answer->show();
}

QSize GuidePanel::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    if (width() > hint.width() / 2 && layout()->hasHeightForWidth())
        hint.setHeight(layout()->heightForWidth(width()));
    return hint;
}

void GuidePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Wider, the words take fewer lines: the bar gives the map back the room.
    if (event->oldSize().width() != width())
        updateGeometry();
}

void GuidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showStep();
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
