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

    /** Shows the province's description (rich text) followed by the keys' line. */
    void setDescription(const QString &html);
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
};

} // namespace vinci
