#pragma once

#include "../engine/testmaps.h"

#include <QString>

namespace vinci::testmaps {

/** The SVG drawn for rulesExampleMapData(): layers translated, scaled and rotated. */
inline QString rulesExampleSvgPath()
{
    return QStringLiteral(VINCI_TEST_DATA "/svg/rules-example.svg");
}

/** rulesExampleMapData() with real names in three languages and one label set by hand. */
inline MapData rulesExampleWithNames()
{
    MapData map = rulesExampleMapData();
    const struct
    {
        const char *id;
        const char *en;
        const char *fr;
        const char *de;
    } names[] = {
        {"ireland", "Ireland", "Irlande", "Irland"},
        {"scotland", "Scotland", "Écosse", "Schottland"},
        {"england", "England", "Angleterre", "England"},
        {"brittany", "Brittany", "Bretagne", "Bretagne"},
        {"france", "France", "France", "Frankreich"},
        {"alps", "Alps", "Alpes", "Alpen"},
        {"provence", "Provence", "Provence", "Provence"},
        {"north-italy", "Northern Italy", "Italie du Nord", "Norditalien"},
        {"apennines", "Apennines", "Apennins", "Apennin"},
        {"south-italy", "Southern Italy", "Italie du Sud", "Süditalien"},
        {"norway", "Norway", "Norvège", "Norwegen"},
        {"atlantic", "Atlantic Ocean", "Océan Atlantique", "Atlantischer Ozean"},
        {"north-sea", "North Sea", "Mer du Nord", "Nordsee"},
        {"norwegian-sea", "Norwegian Sea", "Mer de Norvège", "Europäisches Nordmeer"},
        {"mediterranean", "Mediterranean", "Méditerranée", "Mittelmeer"},
        {"tyrrhenian", "Tyrrhenian Sea", "Mer Tyrrhénienne", "Tyrrhenisches Meer"},
    };
    for (AreaData &area : map.areas) {
        for (const auto &name : names) {
            if (area.id == QLatin1String(name.id)) {
                area.names = {QString::fromUtf8(name.en), QString::fromUtf8(name.fr),
                              QString::fromUtf8(name.de)};
            }
        }
        if (area.id == u"atlantic")
            area.label = QPointF(110, 560);
    }
    map.names = {QStringLiteral("Rules example"), QStringLiteral("Exemple des règles"),
                 QStringLiteral("Regelbeispiel")};
    return map;
}

} // namespace vinci::testmaps
