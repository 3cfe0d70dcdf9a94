#pragma once

#include "map/linkpair.h"
#include "map/mapdata.h"
#include "undotext.h"

#include <QCoreApplication>
#include <QSet>

namespace vinci {

class MapDocument;

/** A link's kind as people read it ("land border", "shared coast", "sea link"), translated. */
QString linkKindName(LinkKind kind);

/** Adds a link (stored once: the pair must not be linked yet). */
class AddLink : public TranslatedCommand
{
public:
    AddLink(MapDocument *document, const LinkData &link, QUndoCommand *parent = nullptr);
    /** "Link France and Spain", the areas by their names in the language of the moment. */
    static UndoText linkText(const MapDocument *document, const QString &a, const QString &b);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    LinkData m_link;
};

/** Removes the link between a pair, and puts it back where it was on undo. */
class RemoveLink : public TranslatedCommand
{
public:
    RemoveLink(MapDocument *document, const LinkPair &pair, QUndoCommand *parent = nullptr);
    /** "Unlink a and b": also the text of an Unlink's macro when it removes one link. */
    static UndoText unlinkText(const MapDocument *document, const LinkPair &pair);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    LinkData m_link;
    int m_position = -1;
};

/** Changes a link's kind or its "set by hand" flag. */
class ChangeLink : public TranslatedCommand
{
public:
    ChangeLink(MapDocument *document, const LinkData &after, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    LinkData m_before;
    LinkData m_after;
};

/**
 * Changes which pairs the designer rejected (MapDocument::rejectedLinks): a child of an Unlink,
 * of a Reject or an Accept of proposals, or "Forget rejections" on its own.
 */
class SetRejectedLinks : public TranslatedCommand
{
public:
    SetRejectedLinks(MapDocument *document, const QSet<LinkPair> &after,
                     QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    QSet<LinkPair> m_before;
    QSet<LinkPair> m_after;
};

} // namespace vinci
