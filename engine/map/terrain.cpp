#include "terrain.h"

#include "terraininsentence.h"

#include <QCoreApplication>

#include <array>

namespace vinci {

namespace {

struct TerrainText
{
    const char16_t *key;
    const char *name;
    const char *inSentence;
};

// Indexed by Terrain; names are the rulebooks' own words.
constexpr std::array<TerrainText, terrainCount> terrainTexts{{
    {u"farmland", QT_TRANSLATE_NOOP("Terrain", "Farmland"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "farmland")},
    {u"prairie", QT_TRANSLATE_NOOP("Terrain", "Prairie"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "prairie")},
    {u"forest", QT_TRANSLATE_NOOP("Terrain", "Forest"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "forest")},
    {u"mountain", QT_TRANSLATE_NOOP("Terrain", "Mountain"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "mountain")},
    {u"normal", QT_TRANSLATE_NOOP("Terrain", "Normal land"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "normal land")},
    {u"desert", QT_TRANSLATE_NOOP("Terrain", "Desert"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "desert")},
    {u"river", QT_TRANSLATE_NOOP("Terrain", "River"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "river")},
    {u"controllableSea", QT_TRANSLATE_NOOP("Terrain", "Controllable sea"),
     QT_TRANSLATE_NOOP("TerrainInSentence", "controllable sea")},
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

QString terrainNameInSentence(Terrain terrain)
{
    return QCoreApplication::translate("TerrainInSentence",
                                       terrainTexts[static_cast<std::size_t>(terrain)].inSentence);
}

} // namespace vinci
