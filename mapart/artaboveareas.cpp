#include "artaboveareas.h"

#include "mapformat/svgelementfeatures.h"

#include <QSet>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <optional>
#include <vector>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** What the first reading learns of each element, in document order. */
struct ElementFacts
{
    std::vector<bool> isArea;
    std::vector<bool> holdsArea; ///< it is an area or has one inside
    std::size_t firstArea = 0;   ///< the first area's place in document order
    bool anyArea = false;
};

/**
 * Reads as QSvgRenderer does: prefixes (inkscape:, sodipodi:) need no declaration, and are
 * written back as they were.
 */
void readLikeQtSvg(QXmlStreamReader &reader)
{
    reader.setNamespaceProcessing(false);
}

std::optional<ElementFacts> readFacts(const QByteArray &svg, const QSet<QString> &ids)
{
    ElementFacts facts;
    std::vector<std::size_t> open;
    QXmlStreamReader reader(svg);
    readLikeQtSvg(reader);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const std::size_t index = facts.isArea.size();
            const bool area = ids.contains(reader.attributes().value(u"id"_s).toString());
            facts.isArea.push_back(area);
            facts.holdsArea.push_back(area);
            if (area) {
                for (std::size_t up : open)
                    facts.holdsArea[up] = true;
                if (!facts.anyArea)
                    facts.firstArea = index;
                facts.anyArea = true;
            }
            open.push_back(index);
        } else if (reader.isEndElement()) {
            open.pop_back();
        }
    }
    if (reader.hasError())
        return std::nullopt;
    return facts;
}

/** Elements that draw where they stand (shapes, text, images, clones). */
bool drawsItself(QStringView tag)
{
    return isSvgShapeTag(tag) || tag == u"line" || tag == u"text" || tag == u"image" ||
           tag == u"use";
}

} // namespace

QByteArray artAboveAreas(const QByteArray &svg, const QStringList &areaIds)
{
    const QSet<QString> ids(areaIds.begin(), areaIds.end());
    const std::optional<ElementFacts> facts = readFacts(svg, ids);
    if (!facts || !facts->anyArea)
        return {};

    QByteArray above;
    QXmlStreamWriter writer(&above);
    QXmlStreamReader reader(svg);
    readLikeQtSvg(reader);
    std::size_t index = 0;
    int keptDepth = 0;       ///< > 0 inside an element kept in <defs>
    int neverDrawnDepth = 0; ///< > 0 inside definitions, metadata and the like
    bool drawsSomething = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const std::size_t here = index++;
            const QStringView tag = reader.name();
            if (keptDepth > 0) {
                ++keptDepth;
            } else if (facts->isArea[here] ||
                       (here < facts->firstArea && !facts->holdsArea[here])) {
                writer.writeStartElement(u"defs"_s);
                keptDepth = 1;
            } else if (neverDrawnDepth > 0 || tag.contains(u':') || isSvgNeverDrawn(tag) ||
                       reader.attributes().value(u"display"_s) == u"none") {
                ++neverDrawnDepth;
            } else if (drawsItself(tag)) {
                drawsSomething = true;
            }
            writer.writeCurrentToken(reader);
        } else if (reader.isEndElement()) {
            writer.writeCurrentToken(reader);
            if (keptDepth > 0) {
                if (--keptDepth == 0)
                    writer.writeEndElement(); // the <defs> around it
            } else if (neverDrawnDepth > 0) {
                --neverDrawnDepth;
            }
        } else {
            writer.writeCurrentToken(reader);
        }
    }
    if (reader.hasError() || !drawsSomething)
        return {};
    return above;
}

} // namespace vinci
