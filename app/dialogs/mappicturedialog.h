#pragma once

#include <QDialog>

class QLabel;

namespace vinci {

/**
 * A map's picture at a size its names can be read at: the New Game dialog fits it into 280x160
 * pixels, where a package's 640x448 picture had names some 3 pixels high (the s51 walk). A
 * package's picture is shown at its own size, the map's art as large as the screen's room
 * allows, each sharp at the device pixel ratio and never larger than the screen.
 */
class MapPictureDialog : public QDialog
{
    Q_OBJECT

public:
    /** The picture of the map in `folder` (its art `svgPath`), titled with the map's `name`. */
    MapPictureDialog(const QString &name, const QString &folder, const QString &svgPath,
                     QWidget *parent);

    /** The picture as shown. */
    QLabel *pictureLabel() const { return m_picture; }

private:
    QLabel *m_picture = nullptr;
};

} // namespace vinci
