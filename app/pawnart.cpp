#include "pawnart.h"

#include <QFile>
#include <QHash>
#include <QPainter>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <memory>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QByteArray readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/** One renderer per (file, tint): parsing SVG is the slow part, so it happens once. */
QSvgRenderer &rendererFor(const QString &path, const QColor &tint)
{
    static QHash<QString, std::shared_ptr<QSvgRenderer>> renderers;
    const QString key = tint.isValid() ? path + u'|' + tint.name() : path;
    auto found = renderers.find(key);
    if (found == renderers.end()) {
        QByteArray svg = readResource(path);
        // resources/README.md, "Tinting pawns": the body's fill occurs once, as "#ffffff".
        if (tint.isValid())
            svg.replace("#ffffff", tint.name().toLatin1());
        found = renderers.insert(key, std::make_shared<QSvgRenderer>(svg));
    }
    return **found;
}

QPixmap render(const QString &path, const QColor &tint, QSize size, qreal devicePixelRatio)
{
    const QString key =
        u"vinci-art|%1|%2|%3x%4|%5"_s.arg(path, tint.isValid() ? tint.name() : QString())
            .arg(size.width())
            .arg(size.height())
            .arg(devicePixelRatio);
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = QPixmap(size * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    rendererFor(path, tint).render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

} // namespace

QPixmap PawnArt::pawn(PawnSide side, const QColor &colour, int height, qreal devicePixelRatio)
{
    switch (side) {
    case PawnSide::Active:
        return render(u":/symbols/pawn.svg"_s, colour, QSize(height, height), devicePixelRatio);
    case PawnSide::Declining:
        return render(u":/symbols/pawn-declining.svg"_s, colour, QSize(height, height),
                      devicePixelRatio);
    case PawnSide::Neutral:
        break;
    }
    return render(u":/symbols/neutral-pawn.svg"_s, QColor(), QSize(height, height),
                  devicePixelRatio);
}

QPixmap PawnArt::symbol(const QString &name, int size, qreal devicePixelRatio)
{
    return render(u":/symbols/%1.svg"_s.arg(name), QColor(), QSize(size, size), devicePixelRatio);
}

QPixmap PawnArt::tile(const QString &key, int size, qreal devicePixelRatio)
{
    return render(u":/tiles/%1.svg"_s.arg(key), QColor(), QSize(size, size), devicePixelRatio);
}

} // namespace vinci
