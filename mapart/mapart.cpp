#include "mapart.h"

#include "artaboveareas.h"

#include <QCoreApplication>
#include <QFile>
#include <QSvgRenderer>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call MapArtTexts::tr(). */
struct MapArtTexts
{
    Q_DECLARE_TR_FUNCTIONS(MapArt)
};

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

MapArt::~MapArt() = default;

std::shared_ptr<MapArt> MapArt::load(const QString &svgPath, const MapData &map, QString *error)
{
    QFile file(svgPath);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error,
             MapArtTexts::tr("%1: cannot read the map art: %2").arg(svgPath, file.errorString()));
        return nullptr;
    }
    QStringList ids;
    ids.reserve(static_cast<qsizetype>(map.areas.size()));
    for (const AreaData &area : map.areas)
        ids.append(area.id);
    return fromData(file.readAll(), ids, svgPath, error);
}

std::shared_ptr<MapArt> MapArt::fromData(const QByteArray &svg, const QStringList &ids,
                                         const QString &origin, QString *error)
{
    std::shared_ptr<MapArt> art(new MapArt);
    art->m_renderer = std::make_unique<QSvgRenderer>();
    if (!art->m_renderer->load(svg) || !art->m_renderer->isValid()) {
        fail(error, MapArtTexts::tr("%1: not an SVG file Qt can render.").arg(origin));
        return nullptr;
    }
    art->m_documentRect = art->m_renderer->viewBoxF();
    if (art->m_documentRect.isEmpty()) {
        fail(error,
             MapArtTexts::tr("%1: the SVG has no size (no viewBox, width or height).").arg(origin));
        return nullptr;
    }
    art->m_outlines = ProvinceOutlines::extract(*art->m_renderer, ids);
    art->m_svg = svg;
    art->m_ids = ids;
    return art;
}

QSvgRenderer *MapArt::artAboveAreas() const
{
    // Only a map whose terrain is painted asks, once: the shipped maps never pay for it.
    std::call_once(m_aboveRead, [this] {
        const QByteArray above = vinci::artAboveAreas(m_svg, m_ids);
        if (above.isEmpty())
            return;
        auto renderer = std::make_unique<QSvgRenderer>();
        if (renderer->load(above) && renderer->isValid())
            m_above = std::move(renderer);
    });
    return m_above.get();
}

} // namespace vinci
