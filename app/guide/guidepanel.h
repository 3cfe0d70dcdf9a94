#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QStackedLayout;
class QVBoxLayout;

namespace vinci {

class GuideSession;

/**
 * The guided game's bar under the turn bar, across the window: which step of how many, what
 * just happened with its numbers (the explanation), an answer to a move the step did not ask
 * for, the step's text, Next (or, at the last step, Continue against the computer) and Leave.
 * Its words wrap, so they are read whole at 1024x768; its buttons are in the Tab order.
 */
class GuidePanel : public QWidget
{
    Q_OBJECT

public:
    explicit GuidePanel(GuideSession *session, QWidget *parent = nullptr);

    /** Its words at the text size chosen (View > Text Size, TextSize::factor()). */
    void followTextSize();
    /** Shows the session's step (after stepChanged, or a language switch). */
    void showStep();
    /** The step's text, or in its place while the computer seats play before its action,
     *  waitingText(). */
    void showText();
    /** Shows `answer` to a move the step did not ask for, until the next step. */
    void showAnswer(const QString &answer);
    /**
     * Whether the step's words name the keys rather than clicks (KeyboardUse), as the turn
     * bar's do: "click England" was read by a person who plays with the keys (the s44 walk).
     */
    void setKeyboardWords(bool keys);

    /**
     * Pixels the turn bar above has grown by since the lesson's first step (GuideRunner): the
     * bar gives them up, its words scrolling, so that the map under both stays where it was.
     * At 1024x768 and Larger text the turn bar took a fourth line at the reorganization and
     * the map moved down 21 pixels for the rest of the lesson (the s44 walk). Negative: the
     * turn bar gave room up (TurnBar::releaseKeptRoom()), which this bar takes.
     */
    void setRoomTaken(int pixels);

    QPushButton *nextButton() const { return m_next; }
    QPushButton *leaveButton() const { return m_leave; }
    /** At the last step: the lesson again from step 1 (startAgainRequested). */
    QPushButton *startAgainButton() const { return m_again; }
    /** The step's text, its explanation and the answer (tests read them). */
    QLabel *textLabel() const { return m_text; }
    QLabel *explanationLabel() const { return m_explanation; }
    QLabel *answerLabel() const { return m_answer; }
    QLabel *waitingLabel() const { return m_waiting; }

    /** What a step that asks the person to act says while the computer seats play. */
    static QString waitingText();

    /**
     * As tall as the lesson's tallest step at its width (steadyHeight()): a wrapped label's own
     * hint is much taller, and a bar as tall as each step's words moved the map up and down
     * from step to step (the walk of s42). Never taller than heightCap(): there the words
     * scroll.
     */
    QSize sizeHint() const override;

signals:
    void leaveRequested();
    void startAgainRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    /** The height of the lesson's tallest step at this width, font and language. */
    int steadyHeight() const;
    /** The bar's greatest height on this screen: taller words scroll. */
    int heightCap() const;
    /** The width the words are wrapped at, beside the buttons. */
    int wordsWidth() const;
    /** The hidden answer's line kept, unless the bar is capped. */
    void keepAnswerRoom();
    /**
     * In a bar kept lower than its words (heightCap()) an answer, and the last step's words,
     * come first: the explanation of the step before gives way where they would scroll. At
     * 1024x768 and Large text in German the answer pushed the step's last line out of sight,
     * and the last step's words were in a small scroll box (the s46 walk).
     */
    void letTheWordsShowWhole();
    /** Next as wide as its longest word, Leave as wide: the words keep their width. */
    void keepButtonsWidth();

    GuideSession *m_session;
    QLabel *m_title;
    QLabel *m_explanation;
    QLabel *m_answer;
    QLabel *m_text;
    QLabel *m_waiting;
    QStackedLayout *m_words; ///< m_text, or m_waiting while the computer seats play
    QScrollArea *m_scroll;   ///< the words, scrolling when the bar is capped (heightCap())
    QPushButton *m_next;
    QPushButton *m_leave;
    QPushButton *m_again;
    QVBoxLayout *m_buttons;
    bool m_keys = false; ///< setKeyboardWords()
    int m_roomTaken = 0; ///< setRoomTaken()
};

} // namespace vinci
