#pragma once

#include <QAccessibleWidget>
#include <QWidget>

namespace vinci {

/**
 * What happens in the game, told to a screen reader as it happens: a conquest, a lost pawn, a
 * computer seat's turn, the round, the score, a move refused.
 *
 * Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with 6.8), and over
 * AT-SPI Qt drops Alert events and screen readers say a changed name or inserted text only of
 * the focused object. What Orca does say of any object is a notification being shown: so the
 * announcer is an unseen widget whose accessible role is Notification, named with the latest
 * announcement, and each announcement is its "showing" state set anew (ObjectHide, then
 * ObjectShow). Orca 43 (Debian 12) speaks "notification" and the name, and keeps it in its
 * notification history (docs/accessibility.md).
 */
class Announcer : public QWidget
{
    Q_OBJECT

public:
    explicit Announcer(QWidget *parent = nullptr);

    /** Tells `text` (one or more lines; nothing when empty). */
    void announce(const QString &text);
    /** The last text told. */
    QString lastAnnouncement() const { return m_text; }

signals:
    /** An announcement was told (tests listen). */
    void announced(const QString &text);

private:
    QString m_text;
};

/** The announcer as assistive technology sees it: a notification named with its text. */
class AnnouncerAccessible : public QAccessibleWidget
{
public:
    explicit AnnouncerAccessible(Announcer *announcer);

    QString text(QAccessible::Text t) const override;
};

} // namespace vinci
