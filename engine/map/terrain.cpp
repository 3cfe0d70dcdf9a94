#include "terrain.h"

#include <QCoreApplication>

#include <array>

namespace vinci {

namespace {

struct TerrainText
{
    const char16_t *key;
    const char *name;
};

// Indexed by Terrain; names are the rulebooks' own words.
constexpr std::array<TerrainText, terrainCount> terrainTexts{{
    {u"farmland", QT_TRANSLATE_NOOP("Terrain", "Farmland")},
    {u"prairie", QT_TRANSLATE_NOOP("Terrain", "Prairie")},
    {u"forest", QT_TRANSLATE_NOOP("Terrain", "Forest")},
    {u"mountain", QT_TRANSLATE_NOOP("Terrain", "Mountain")},
    {u"normal", QT_TRANSLATE_NOOP("Terrain", "Normal land")},
    {u"desert", QT_TRANSLATE_NOOP("Terrain", "Desert")},
    {u"river", QT_TRANSLATE_NOOP("Terrain", "River")},
    {u"controllableSea", QT_TRANSLATE_NOOP("Terrain", "Controllable sea")},
}};

} // namespace

QString terrainKey(Terrain terrain)
{
    return QString::fromUtf16(terrainTexts[static_cast<std::size_t>(terrain)].key);
}

std::optional<Terrain> terrainFromKey(QStringView key)
{
    for (std::size_t i = 0; i < terrainTexts.size(); ++i) {
        if (key == QStringView(terrainTexts[i].key))
            return static_cast<Terrain>(i);
    }
    return std::nullopt;
}

QString terrainName(Terrain terrain)
{
    return QCoreApplication::translate("Terrain",
                                       terrainTexts[static_cast<std::size_t>(terrain)].name);
}

} // namespace vinci
