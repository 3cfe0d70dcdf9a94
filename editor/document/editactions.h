#pragma once

#include "map/linkpair.h"
#include "map/provincegraph.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace vinci {

class MapDocument;

/**
 * The edits that canvas, inspector and menus share, each pushed on the document's undo stack
 * as one step. They return false with `error` set when the edit is refused (an id in use, a
 * pair already linked); nothing is pushed then.
 */
class EditActions
{
    Q_DECLARE_TR_FUNCTIONS(EditActions)

public:
    /** Links two areas by hand (manual), with the kind their kinds call for. */
    static bool addLink(MapDocument *document, const QString &a, const QString &b,
                        QString *error = nullptr);
    /**
     * The kind a new link between these areas gets: with a sea zone sea; between provinces land
     * when their shapes share a border, else a shared coast (vinci::defaultLinkKind()).
     */
    static LinkKind defaultLinkKind(const MapDocument *document, const QString &a,
                                    const QString &b);
    /**
     * The kind a corner touch the designer links gets: two provinces meeting at a point are
     * neighbours by land (a land border), with a sea zone a sea link. Not a shared coast, which
     * defaultLinkKind() gives provinces whose shapes share no border: no water lies between them.
     */
    static LinkKind cornerLinkKind(const MapDocument *document, const QString &a, const QString &b);
    /** Whether `kind` may join the pair's areas (the map format's rule, linkKindFits()). */
    static bool linkKindFits(const MapDocument *document, const LinkPair &pair, LinkKind kind);
    /**
     * Unlinks the pairs in one undo step, and marks them rejected (MapDocument::rejectedLinks)
     * so that Find links does not propose them again; undoing brings the links back and lifts
     * the rejection.
     */
    static bool removeLinks(MapDocument *document, const std::vector<LinkPair> &pairs);
    /** Sets a link's kind; the link becomes manual (a designer decided it). */
    static bool setLinkKind(MapDocument *document, const LinkPair &pair, LinkKind kind,
                            QString *error = nullptr);
    static bool setLinkManual(MapDocument *document, const LinkPair &pair, bool manual);

    /** Makes areas provinces or sea zones (moves their elements between SVG layers). */
    static bool setAreaKind(MapDocument *document, const std::vector<AreaIndex> &areas,
                            AreaKind kind, QString *error = nullptr);
    /** Sets the terrain of the provinces among `areas` (sea zones have none); false when
     *  none of them would change, so the undo stack gets no empty step. */
    static bool setTerrain(MapDocument *document, const std::vector<AreaIndex> &areas,
                           Terrain terrain);
    static bool renameArea(MapDocument *document, AreaIndex area, const QString &newId,
                           QString *error = nullptr);
    /** Turns areas into decoration (out of map.json, kept in the drawing). */
    static bool removeAreas(MapDocument *document, const std::vector<AreaIndex> &areas,
                            QString *error = nullptr);
    /** Deletes the selected link, or nothing when areas are selected. */
    static bool deleteSelectedLink(MapDocument *document);
};

} // namespace vinci
