#pragma once

#include <QEvent>
#include <QObject>
#include <QWidget>

#include <functional>
#include <utility>

namespace vinci {

/**
 * Calls `fit` whenever the view a panel scrolls in (its parent, once it has one) is resized: in
 * a scroll area the panel is never lower than its content, so its room is the view's.
 */
class ViewResizeWatch : public QObject
{
public:
    ViewResizeWatch(QWidget *panel, std::function<void()> fit)
        : QObject(panel)
        , m_panel(panel)
        , m_fit(std::move(fit))
    {
        panel->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_panel && event->type() == QEvent::ParentChange && m_panel->parentWidget())
            m_panel->parentWidget()->installEventFilter(this);
        else if (watched == m_panel->parentWidget() && event->type() == QEvent::Resize)
            m_fit();
        return false;
    }

private:
    QWidget *m_panel;
    std::function<void()> m_fit;
};

} // namespace vinci
