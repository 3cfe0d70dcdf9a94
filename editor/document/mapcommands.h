#pragma once

#include "map/mapdata.h"
#include "rules/ruleset.h"
#include "undotext.h"

#include <QByteArray>

namespace vinci {

class MapDocument;

/** Sets a rule set's table (player counts, extra pawns, victory target or rounds). */
class ChangeRuleTable : public TranslatedCommand
{
public:
    /**
     * `mergeKey` names the cell being stepped (a spin box): consecutive changes of the same
     * cell merge into one undo step. Empty: never merges.
     */
    ChangeRuleTable(MapDocument *document, RuleSetId ruleSet, RuleSetTable after, UndoText text,
                    QString mergeKey = {});
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    MapDocument *m_document;
    RuleSetId m_ruleSet;
    RuleSetTable m_before;
    RuleSetTable m_after;
    QString m_mergeKey;
};

/** Sets the map's id and names. */
class ChangeMapInfo : public TranslatedCommand
{
public:
    ChangeMapInfo(MapDocument *document, QString id, LocalizedName names, UndoText text);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    MapDocument *m_document;
    QString m_idBefore;
    QString m_idAfter;
    LocalizedName m_namesBefore;
    LocalizedName m_namesAfter;
};

/** Turns on or off the game's painting of terrain over the art (MapData::paintTerrain). */
class SetPaintTerrain : public TranslatedCommand
{
public:
    SetPaintTerrain(MapDocument *document, bool paint);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    bool m_paint;
};

/** Sets the map's author and licence; typing in either merges into one step. */
class ChangeMapCredit : public TranslatedCommand
{
public:
    ChangeMapCredit(MapDocument *document, QString author, QString licence, UndoText text);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    MapDocument *m_document;
    QString m_authorBefore;
    QString m_licenceBefore;
    QString m_authorAfter;
    QString m_licenceAfter;
};

/**
 * Replaces the model and the art at once: the edits that touch the SVG (an area turned into
 * a sea zone moves to the seas layer, an id renamed, an area made decoration, an import).
 * Both sides are kept whole; QByteArray shares the bytes, so this costs little.
 */
class ReplaceContent : public TranslatedCommand
{
public:
    ReplaceContent(MapDocument *document, MapData map, QByteArray svg, UndoText text,
                   QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    MapData m_mapBefore;
    QByteArray m_svgBefore;
    MapData m_mapAfter;
    QByteArray m_svgAfter;
};

} // namespace vinci
