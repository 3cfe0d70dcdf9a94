#include "dialogs/mappicturedialog.h"

#include "mappreview.h"
#include "windowplacement.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace vinci {

MapPictureDialog::MapPictureDialog(const QString &name, const QString &folder,
                                   const QString &svgPath, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(name);
    auto *layout = new QVBoxLayout(this);
    m_picture = new QLabel(this);
    m_picture->setObjectName(QStringLiteral("mapPicture"));
    m_picture->setAlignment(Qt::AlignCenter);
    m_picture->setAccessibleName(tr("Picture of the map %1").arg(name));
    layout->addWidget(m_picture);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // The room the picture has: the screen's, less the margins and the Close button's line.
    const QMargins margins = layout->contentsMargins();
    const QSize room =
        roomOnScreen(*this) -
        QSize(margins.left() + margins.right(),
              margins.top() + margins.bottom() + layout->spacing() + buttons->sizeHint().height());
    // A package's picture at its own size (its names as its maker drew them; larger, they
    // would only blur); the art, drawn, as large as there is room for.
    QSizeF box = room;
    if (const QSize own = packagePictureSize(folder); own.isValid())
        box = QSizeF(own).boundedTo(QSizeF(own).scaled(room, Qt::KeepAspectRatio));
    m_picture->setPixmap(mapPreview(folder, svgPath, box, devicePixelRatioF()));
}

} // namespace vinci
