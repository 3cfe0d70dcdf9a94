#include "svgareacheck.h"

#include "svgelementfeatures.h"

#include <QCoreApplication>
#include <QSet>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

/** Translations of this file; lupdate reads the context from here, so call SvgAreaCheckTexts::tr().
 */
struct SvgAreaCheckTexts
{
    Q_DECLARE_TR_FUNCTIONS(MapValidator)
};

/** What an area element may be: a shape, a group of shapes, or a <use> of one. */
bool isShape(const QString &tag)
{
    return isSvgShapeTag(tag) || tag == u"g" || tag == u"use";
}

/** Runs the checks for one map and one SVG. */
class SvgAreaCheck
{
public:
    SvgAreaCheck(const MapData &map, const SvgElementIndex &svg, FindingList &out)
        : m_map(map)
        , m_svg(svg)
        , m_out(out)
        , m_svgName(svg.fileName())
        , m_duplicates(svg.duplicateIds().cbegin(), svg.duplicateIds().cend())
    {}

    void run()
    {
        QSet<QString> areaIds;
        for (const AreaData &area : m_map.areas) {
            if (areaIds.contains(area.id))
                continue; // a duplicate id is reported once, by the model check
            areaIds.insert(area.id);
            checkArea(area);
        }
        QSet<QString> reported;
        for (const SvgElement &element : m_svg.elements()) {
            if (element.layer == SvgAreaLayer::None || areaIds.contains(element.id) ||
                reported.contains(element.id))
                continue;
            reported.insert(element.id);
            m_out.error(MapFindingCode::SvgAreaMissingFromJson, at(element),
                        SvgAreaCheckTexts::tr(
                            "drawn in the %1 layer, but map.json has no area with this id")
                            .arg(layerName(element.layer)),
                        {element.id});
        }
        for (const QString &id : m_svg.duplicateIds()) {
            if (!areaIds.contains(id))
                m_out.warning(MapFindingCode::DuplicateSvgId, at(*m_svg.find(id)),
                              SvgAreaCheckTexts::tr("the id is used by more than one element"),
                              {id});
        }
        if (!m_svg.hasAreaLayers())
            m_out.warning(MapFindingCode::NoAreaLayers, FindingPlace{m_svgName, {}},
                          SvgAreaCheckTexts::tr(
                              "no group named \"provinces\" or \"seas\", so areas drawn but "
                              "missing from map.json cannot be detected"));
    }

private:
    /** The SVG file at the element's line and column, and the element. */
    FindingPlace at(const SvgElement &element) const
    {
        return {QStringLiteral("%1:%2:%3").arg(m_svgName).arg(element.line).arg(element.column),
                QStringLiteral("<%1 id=\"%2\">").arg(element.tag, element.id)};
    }

    static QString layerName(SvgAreaLayer layer)
    {
        return layer == SvgAreaLayer::Provinces ? u"provinces"_s : u"seas"_s;
    }

    void checkArea(const AreaData &area)
    {
        const QStringList ids{area.id};
        const SvgElement *element = m_svg.find(area.id);
        if (!element) {
            m_out.error(MapFindingCode::AreaMissingFromSvg, FindingPlace{m_svgName, {}},
                        SvgAreaCheckTexts::tr("no element has the id \"%1\" of a %2 in map.json")
                            .arg(area.id, area.kind == AreaKind::Land
                                              ? SvgAreaCheckTexts::tr("province")
                                              : SvgAreaCheckTexts::tr("sea zone")),
                        ids);
            return;
        }
        const FindingPlace here = at(*element);
        if (m_duplicates.contains(area.id))
            m_out.error(MapFindingCode::DuplicateSvgId, here,
                        SvgAreaCheckTexts::tr(
                            "the id of an area is used by more than one element; Qt draws "
                            "only the last"),
                        ids);
        if (!isShape(element->tag))
            m_out.error(MapFindingCode::AreaElementNotShape, here,
                        SvgAreaCheckTexts::tr(
                            "an area must be a path, polygon, rect, circle, ellipse, use or "
                            "a group of them"),
                        ids);
        const SvgAreaLayer expected =
            area.kind == AreaKind::Land ? SvgAreaLayer::Provinces : SvgAreaLayer::Seas;
        if (m_svg.hasAreaLayers() && element->layer != expected)
            m_out.warning(
                MapFindingCode::AreaInWrongLayer, here,
                SvgAreaCheckTexts::tr("expected directly in the %1 layer").arg(layerName(expected)),
                ids);

        QStringList notRendered;
        for (quint32 bit = 1; bit <= svgFeaturesNotRendered.toInt(); bit <<= 1) {
            const auto feature = static_cast<SvgFeature>(bit);
            if (element->features.testFlag(feature) && svgFeaturesNotRendered.testFlag(feature))
                notRendered << svgFeatureName(feature);
        }
        if (!notRendered.isEmpty())
            m_out.warning(MapFindingCode::SvgFeatureNotRendered, here,
                          SvgAreaCheckTexts::tr(
                              "uses %1 (on the element, inside it or on a group around it), "
                              "which Qt 6.4 does not render as designed")
                              .arg(notRendered.join(u", "_s)),
                          ids);
        if (element->features.testFlag(SvgFeature::Text))
            m_out.warning(
                MapFindingCode::AreaHasText, here,
                SvgAreaCheckTexts::tr("contains text; names come from map.json in the player's "
                                      "language, so the art must not carry them"),
                ids);
        if (element->features.testFlag(SvgFeature::Image))
            m_out.warning(
                MapFindingCode::AreaHasImage, here,
                SvgAreaCheckTexts::tr("contains a raster image, which has no outline to pick or "
                                      "highlight and blurs when zoomed"),
                ids);
        if (element->features.testFlag(SvgFeature::Hidden))
            m_out.warning(MapFindingCode::AreaHidden, here,
                          SvgAreaCheckTexts::tr(
                              "is hidden (display:none, visibility:hidden, or inside <defs>), "
                              "so the board does not show it"),
                          ids);
        if (element->features.testFlag(SvgFeature::NestedSvg))
            m_out.error(MapFindingCode::AreaInNestedSvg, here,
                        SvgAreaCheckTexts::tr(
                            "is inside a nested <svg>, where Qt 6.4 cannot find it by id"),
                        ids);
    }

    const MapData &m_map;
    const SvgElementIndex &m_svg;
    FindingList &m_out;
    const QString m_svgName;
    const QSet<QString> m_duplicates;
};

} // namespace

void checkSvgAreas(const MapData &map, const SvgElementIndex &svg, FindingList &out)
{
    SvgAreaCheck(map, svg, out).run();
}

} // namespace vinci
