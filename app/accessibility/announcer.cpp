#include "accessibility/announcer.h"

#include <QAccessible>

namespace vinci {

Announcer::Announcer(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("announcer"));
    setFocusPolicy(Qt::NoFocus);
    // Heard, not seen: it never shows with its parent.
    setVisible(false);
}

void Announcer::announce(const QString &text)
{
    const QString said = text.trimmed();
    if (said.isEmpty())
        return;
    m_text = said;
    QAccessibleEvent hidden(this, QAccessible::ObjectHide);
    QAccessible::updateAccessibility(&hidden);
    QAccessibleEvent name(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&name);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    emit announced(m_text);
}

AnnouncerAccessible::AnnouncerAccessible(Announcer *announcer)
    : QAccessibleWidget(announcer, QAccessible::Notification)
{}

QString AnnouncerAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name)
        return static_cast<const Announcer *>(object())->lastAnnouncement();
    return QAccessibleWidget::text(t);
}

} // namespace vinci
