#pragma once

#include <QLabel>

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
     * Places the card beside `clear` (the parent's pixels: the province's name): right of it
     * where it fits in the parent, else left, below or above it.
     */
    void placeBeside(const QRect &clear);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateText();

    QString m_description;
    bool m_tabProvinces = false;
};

} // namespace vinci
