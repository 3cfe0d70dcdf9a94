#pragma once

#include <QAccessibleWidget>
#include <QStringList>
#include <QTimer>
#include <QWidget>

namespace vinci {

/**
 * What happens in the game, told to a screen reader as it happens: a conquest, a lost pawn, a
 * computer seat's turn, the round, the score, a move refused.
 *
 * Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with 6.8), and over
 * AT-SPI Qt drops Alert events and screen readers say a changed name or inserted text only of
 * the focused object. What Orca does say of any object is a notification being shown: so each
 * announcement is an unseen child of the announcer (an `Announcement`) whose accessible role is
 * Notification, named with its text, and shown to assistive technology (ObjectShow). Orca 43
 * (Debian 12) speaks "notification" and the name, and keeps it in its notification history
 * (docs/accessibility.md). One object each, not one renamed: a screen reader reads the name when
 * it handles the event, after the next announcement may have come. The last `kept` stay.
 */
class Announcer : public QWidget
{
    Q_OBJECT

public:
    explicit Announcer(QWidget *parent = nullptr);

    /** Tells `text` (one or more lines; nothing when empty). */
    void announce(const QString &text);
    /**
     * Tells the game log's new lines (GameLogPanel::linesAdded): the `finished` ones now; the
     * `growing` step's (a reorganization, pawn by pawn) once it has rested `growingRestMs`
     * without growing, so that a computer's reorganization is told once rather than at every
     * pawn. A step told while growing is not told again when it finishes unchanged.
     */
    void tellLog(const QStringList &finished, const QStringList &growing);
    static constexpr int growingRestMs = 1200;
    /** The last text told. */
    QString lastAnnouncement() const { return m_text; }
    /** How many announcements stay, newest last, in the accessible tree. */
    static constexpr int kept = 20;

signals:
    /** An announcement was told (tests listen). */
    void announced(const QString &text);

private:
    void tellGrowing();

    QString m_text;
    QTimer m_rest;           ///< tells the growing step once it rests
    QStringList m_growing;   ///< the growing step's lines, not told yet
    QStringList m_toldGrown; ///< the growing step's lines as told
};

/** One announcement: an unseen widget named with its text (its accessible name). */
class Announcement : public QWidget
{
    Q_OBJECT

public:
    Announcement(const QString &text, QWidget *parent);
};

/** An announcement as assistive technology sees it: a notification named with its text. */
class AnnouncementAccessible : public QAccessibleWidget
{
public:
    explicit AnnouncementAccessible(Announcement *announcement)
        : QAccessibleWidget(announcement, QAccessible::Notification)
    {}
};

} // namespace vinci
