#pragma once

#include "map/linkpair.h"

#include <QCoreApplication>
#include <QPoint>

class QWidget;

namespace vinci {

class MapDocument;

/** The canvas's right-click menus: what can be done to a link, or to the selected areas. */
class CanvasContextMenu
{
    Q_DECLARE_TR_FUNCTIONS(CanvasContextMenu)

public:
    /** Kind (land border, shared coast, sea link), "set by hand", delete. */
    static void forLink(MapDocument *document, const LinkPair &pair, QPoint globalPos,
                        QWidget *parent);
    /** Province or sea zone, make decoration, select the neighbours. */
    static void forAreas(MapDocument *document, QPoint globalPos, QWidget *parent);
};

} // namespace vinci
