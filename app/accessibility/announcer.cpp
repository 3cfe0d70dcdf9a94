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
    m_rest.setSingleShot(true);
    m_rest.setInterval(growingRestMs);
    connect(&m_rest, &QTimer::timeout, this, &Announcer::tellGrowing);
}

void Announcer::tellLog(const QStringList &finished, const QStringList &growing)
{
    m_rest.stop();
    QStringList lines = finished;
    if (!finished.isEmpty()) {
        // The step that grew is among them, finished: what was told of it is not told again.
        for (const QString &told : std::as_const(m_toldGrown))
            lines.removeOne(told);
        m_toldGrown.clear();
    }
    announce(lines.join(u'\n'));
    m_growing = growing;
    if (!m_growing.isEmpty())
        m_rest.start();
}

void Announcer::tellGrowing()
{
    QStringList lines = m_growing;
    for (const QString &told : std::as_const(m_toldGrown))
        lines.removeOne(told);
    m_toldGrown = m_growing;
    m_growing.clear();
    announce(lines.join(u'\n'));
}

void Announcer::announce(const QString &text)
{
    const QString said = text.trimmed();
    if (said.isEmpty())
        return;
    m_text = said;
    const QList<Announcement *> earlier = findChildren<Announcement *>(Qt::FindDirectChildrenOnly);
    for (qsizetype i = 0; i + kept <= earlier.size(); ++i)
        delete earlier[i];
    auto *announcement = new Announcement(said, this);
    QAccessibleEvent created(announcement, QAccessible::ObjectCreated);
    QAccessible::updateAccessibility(&created);
    QAccessibleEvent shown(announcement, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    emit announced(m_text);
}

Announcement::Announcement(const QString &text, QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(text);
    setFocusPolicy(Qt::NoFocus);
    setVisible(false);
}

} // namespace vinci
