#include "mapcommands.h"

#include "mapdocument.h"
#include "undocommandid.h"

namespace vinci {

ChangeRuleTable::ChangeRuleTable(MapDocument *document, RuleSetId ruleSet, RuleSetTable after,
                                 UndoText text, QString mergeKey)
    : TranslatedCommand(std::move(text))
    , m_document(document)
    , m_ruleSet(ruleSet)
    , m_before(document->ruleTable(ruleSet))
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{}

void ChangeRuleTable::undo()
{
    m_document->setRuleTable(m_ruleSet, m_before);
}

void ChangeRuleTable::redo()
{
    m_document->setRuleTable(m_ruleSet, m_after);
}

int ChangeRuleTable::id() const
{
    return m_mergeKey.isEmpty() ? -1 : UndoCommandId::ChangeRuleTable;
}

bool ChangeRuleTable::mergeWith(const QUndoCommand *other)
{
    const auto *same = dynamic_cast<const ChangeRuleTable *>(other);
    if (!same || same->m_ruleSet != m_ruleSet || same->m_mergeKey != m_mergeKey)
        return false;
    m_after = same->m_after;
    setObsolete(m_after == m_before); // stepped there and back: no step
    return true;
}

ChangeMapInfo::ChangeMapInfo(MapDocument *document, QString id, LocalizedName names, UndoText text)
    : TranslatedCommand(std::move(text))
    , m_document(document)
    , m_idBefore(document->map().id)
    , m_idAfter(std::move(id))
    , m_namesBefore(document->map().names)
    , m_namesAfter(std::move(names))
{}

void ChangeMapInfo::undo()
{
    m_document->setMapInfo(m_idBefore, m_namesBefore);
}

void ChangeMapInfo::redo()
{
    m_document->setMapInfo(m_idAfter, m_namesAfter);
}

int ChangeMapInfo::id() const
{
    return UndoCommandId::ChangeMapInfo;
}

bool ChangeMapInfo::mergeWith(const QUndoCommand *other)
{
    // Typing a name merges; an id change (rarer, and meaningful on its own) does not.
    const auto *same = dynamic_cast<const ChangeMapInfo *>(other);
    if (!same || m_idBefore != m_idAfter || same->m_idBefore != same->m_idAfter ||
        same->m_idAfter != m_idAfter || !same->undoText().sameSource(undoText()))
        return false;
    m_namesAfter = same->m_namesAfter;
    setObsolete(m_namesAfter == m_namesBefore); // typed and taken back: no step
    return true;
}

SetPaintTerrain::SetPaintTerrain(MapDocument *document, bool paint)
    : TranslatedCommand(
          UndoText("SetPaintTerrain",
                   paint ? QT_TRANSLATE_NOOP("SetPaintTerrain", "Paint terrain in the game")
                         : QT_TRANSLATE_NOOP("SetPaintTerrain", "Show the drawing's colours")))
    , m_document(document)
    , m_paint(paint)
{}

void SetPaintTerrain::undo()
{
    m_document->setPaintTerrain(!m_paint);
}

void SetPaintTerrain::redo()
{
    m_document->setPaintTerrain(m_paint);
}

ChangeMapCredit::ChangeMapCredit(MapDocument *document, QString author, QString licence,
                                 UndoText text)
    : TranslatedCommand(std::move(text))
    , m_document(document)
    , m_authorBefore(document->map().author)
    , m_licenceBefore(document->map().licence)
    , m_authorAfter(std::move(author))
    , m_licenceAfter(std::move(licence))
{}

void ChangeMapCredit::undo()
{
    m_document->setMapCredit(m_authorBefore, m_licenceBefore);
}

void ChangeMapCredit::redo()
{
    m_document->setMapCredit(m_authorAfter, m_licenceAfter);
}

int ChangeMapCredit::id() const
{
    return UndoCommandId::ChangeMapCredit;
}

bool ChangeMapCredit::mergeWith(const QUndoCommand *other)
{
    // Typing in one field is one step; moving to the other field starts another.
    const auto *same = dynamic_cast<const ChangeMapCredit *>(other);
    if (!same || !same->undoText().sameSource(undoText()))
        return false;
    m_authorAfter = same->m_authorAfter;
    m_licenceAfter = same->m_licenceAfter;
    // Typed and taken back (the s47 walk typed in Licence, deleted it, and kept a History step).
    setObsolete(m_authorAfter == m_authorBefore && m_licenceAfter == m_licenceBefore);
    return true;
}

ReplaceContent::ReplaceContent(MapDocument *document, MapData map, QByteArray svg, UndoText text,
                               QUndoCommand *parent)
    : TranslatedCommand(std::move(text), parent)
    , m_document(document)
    , m_mapBefore(document->map())
    , m_svgBefore(document->svg())
    , m_mapAfter(std::move(map))
    , m_svgAfter(std::move(svg))
{}

void ReplaceContent::undo()
{
    m_document->replaceContent(m_mapBefore, m_svgBefore);
}

void ReplaceContent::redo()
{
    m_document->replaceContent(m_mapAfter, m_svgAfter);
}

} // namespace vinci
