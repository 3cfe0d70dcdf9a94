#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace vinci {

class CatchUp;
class GameController;

/**
 * The bar over the top of the map while the turns a person missed are shown (CatchUp), laid
 * over the top of its parent (the window's pages, the map's among them) across its width;
 * shown only while a catch-up is. What it is and how
 * to skip it ("Showing the turns you missed — Space to skip"), which action is shown and whose
 * ("Bruno (Computer: Strategist, normal) · 3 of 12"), and Skip, also on Space and Escape
 * wherever the keyboard is in the window (its action is enabled only while a catch-up is shown).
 */
class CatchUpBar : public QWidget
{
    Q_OBJECT

public:
    CatchUpBar(const CatchUp *catchUp, const GameController *controller, QWidget *parent = nullptr);

    /** Skip: Space or Escape; the window adds it to its own actions. */
    QAction *skipAction() const { return m_skip; }
    /** Shows the action the catch-up is at, or hides the bar when there is none. */
    void showCurrent();

signals:
    void skipRequested();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    /** Follows the view's size. */
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void placeOverParent();

    const CatchUp *m_catchUp;
    const GameController *m_controller;
    QLabel *m_message = nullptr;
    QLabel *m_where = nullptr;
    QAction *m_skip = nullptr;
    QToolButton *m_skipButton = nullptr;
};

} // namespace vinci
