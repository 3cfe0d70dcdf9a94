#include "linkcommands.h"

#include "mapdocument.h"

#include <array>

namespace vinci {

QString linkKindName(LinkKind kind)
{
    // By LinkKind: Land, Coast, Sea.
    static constexpr std::array<const char *, 3> names = {
        QT_TRANSLATE_NOOP("LinkKind", "land border"),
        QT_TRANSLATE_NOOP("LinkKind", "shared coast"),
        QT_TRANSLATE_NOOP("LinkKind", "sea link"),
    };
    static_assert(names.size() == static_cast<std::size_t>(LinkKind::Sea) + 1);
    const auto index = static_cast<std::size_t>(kind);
    return index < names.size() ? QCoreApplication::translate("LinkKind", names[index]) : QString();
}

UndoText AddLink::linkText(const MapDocument *document, const QString &a, const QString &b)
{
    return UndoText("AddLink", QT_TRANSLATE_NOOP("AddLink", "Link %1 and %2"))
        .areaArg(document, a)
        .areaArg(document, b);
}

AddLink::AddLink(MapDocument *document, const LinkData &link, QUndoCommand *parent)
    : TranslatedCommand(linkText(document, link.a, link.b), parent)
    , m_document(document)
    , m_link(link)
{}

void AddLink::undo()
{
    m_document->removeLink(m_document->linkIndex(LinkPair::of(m_link)));
}

void AddLink::redo()
{
    m_document->insertLink(static_cast<int>(m_document->map().links.size()), m_link);
}

UndoText RemoveLink::unlinkText(const MapDocument *document, const LinkPair &pair)
{
    return UndoText("RemoveLink", QT_TRANSLATE_NOOP("RemoveLink", "Unlink %1 and %2"))
        .areaArg(document, pair.a)
        .areaArg(document, pair.b);
}

RemoveLink::RemoveLink(MapDocument *document, const LinkPair &pair, QUndoCommand *parent)
    : TranslatedCommand(unlinkText(document, pair), parent)
    , m_document(document)
    , m_position(document->linkIndex(pair))
{
    if (m_position >= 0)
        m_link = document->map().links[static_cast<std::size_t>(m_position)];
}

void RemoveLink::undo()
{
    if (m_position >= 0)
        m_document->insertLink(m_position, m_link);
}

void RemoveLink::redo()
{
    if (m_position >= 0)
        m_document->removeLink(m_position);
}

ChangeLink::ChangeLink(MapDocument *document, const LinkData &after, QUndoCommand *parent)
    : TranslatedCommand(UndoText(), parent)
    , m_document(document)
    , m_after(after)
{
    const int position = document->linkIndex(LinkPair::of(after));
    m_before = position >= 0 ? document->map().links[static_cast<std::size_t>(position)] : after;
    // Keep the ends in the order the file has them, so that only the changed field differs.
    m_after.a = m_before.a;
    m_after.b = m_before.b;
    const char *source =
        m_before.kind != m_after.kind
            ? QT_TRANSLATE_NOOP("ChangeLink", "Make %1 – %2 a %3")
            : (after.manual ? QT_TRANSLATE_NOOP("ChangeLink", "Keep %1 – %2 as set by hand")
                            : QT_TRANSLATE_NOOP("ChangeLink", "Let adjacency runs change %1 – %2"));
    UndoText text =
        UndoText("ChangeLink", source).areaArg(document, after.a).areaArg(document, after.b);
    if (m_before.kind != m_after.kind)
        text.arg([kind = after.kind] { return linkKindName(kind); });
    setUndoText(std::move(text));
}

void ChangeLink::undo()
{
    m_document->replaceLink(m_document->linkIndex(LinkPair::of(m_before)), m_before);
}

void ChangeLink::redo()
{
    m_document->replaceLink(m_document->linkIndex(LinkPair::of(m_after)), m_after);
}

SetRejectedLinks::SetRejectedLinks(MapDocument *document, const QSet<LinkPair> &after,
                                   QUndoCommand *parent)
    : TranslatedCommand(UndoText("SetRejectedLinks",
                                 QT_TRANSLATE_NOOP("SetRejectedLinks", "Forget rejected links")),
                        parent)
    , m_document(document)
    , m_before(document->rejectedLinks())
    , m_after(after)
{}

void SetRejectedLinks::undo()
{
    m_document->setRejectedLinks(m_before);
}

void SetRejectedLinks::redo()
{
    m_document->setRejectedLinks(m_after);
}

} // namespace vinci
