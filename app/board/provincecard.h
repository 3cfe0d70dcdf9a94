#pragma once

#include <QLabel>

#include <optional>
#include <vector>

namespace vinci {

/**
 * The province under the map's keyboard cursor, described as its tooltip describes it, with the
 * keys that act on it: a label in the look of a tooltip, laid over the map beside the province.
 * A tooltip proper would not do: Qt closes tooltips at every key press and release, and the
 * keyboard is what moves this cursor.
 */
class ProvinceCard : public QLabel
{
    Q_OBJECT

public:
    explicit ProvinceCard(QWidget *parent);

    /**
     * Shows the province's description (rich text) followed by the keys' line, which says what
     * Tab does: `tabProvinces`, it goes through the provinces that can be acted on; else it
     * leaves the map ("Tab: other provinces" was wrong when none could be).
     */
    void setDescription(const QString &html, bool tabProvinces);
    /** What the keys' line says Tab does (setDescription()). */
    bool tabGoesThroughProvinces() const { return m_tabProvinces; }
    /** The description without the keys' line, as given. */
    const QString &description() const { return m_description; }

    /**
     * The person acted on a province with a key: they know Enter, Backspace and the arrows,
     * and the keys' line says only Tab and Esc from now on, in this game and the next ones
     * (the settings remember it). The whole line took two of its lines at 1366x768,
     * over the provinces beside the ring (the s53 walk); Help > Keyboard lists every key.
     */
    void setKeysKnown();
    bool keysKnown() const { return m_keysKnown; }
    /** The settings' key that remembers setKeysKnown(). */
    static QString keysKnownKey();

    /**
     * The map's room for it (the map's size in the parent): the card takes a share of it at most,
     * its lines wrapped narrower and its font a step or two smaller on a small map (at x1.5 on a
     * 1366x768 screen it covered 40% of the map, the s44 walk). Empty: no limit.
     */
    void setRoom(const QSize &room);

    /**
     * Places the card beside `clear` (the parent's pixels: the province's name and click
     * point), and clear of `province` (its outline's bounds) where the parent has room for
     * that: right of it where it fits in the parent, else left, below or above it, else in a
     * corner. Clear of `marked` too (the province a lesson's step marks) where there is room,
     * and of as many of `inSight` as it can (the tokens of the provinces the person can act
     * on: the card hid the targets around the ring, the s53 walk).
     */
    void placeBeside(const QRect &clear, const QRect &province = {}, const QRect &marked = {},
                     const std::vector<QRect> &inSight = {});

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateText();
    /** Its size with lines wrapped at `widest` pixels at most. */
    QSize sizeWrappedAt(int widest);
    /**
     * The places the card may take beside `beside`, wholly in the parent, in the order of
     * preference: right of it, left, below, above (slid along that side into the parent),
     * then the corners, the one farthest from it first.
     */
    std::vector<QRect> placesBeside(const QRect &beside) const;

    QString m_description;
    QSize m_room;
    bool m_tabProvinces = false;
    bool m_keysKnown = false;
};

} // namespace vinci
