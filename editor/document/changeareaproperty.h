#pragma once

#include "mapdocument.h"
#include "undocommandid.h"
#include "undotext.h"

#include <utility>
#include <vector>

namespace vinci {

/** How to read and write one property of an area: the getter and setter the template needs. */
template<typename T>
struct AreaField
{
    T (*get)(const AreaData &area);
    void (*set)(AreaData &area, const T &value);
};

/** The area properties the inspector edits. */
namespace AreaFields {
inline constexpr AreaField<QString> nameEn{[](const AreaData &a) { return a.names.en; },
                                           [](AreaData &a, const QString &v) { a.names.en = v; }};
inline constexpr AreaField<QString> nameFr{[](const AreaData &a) { return a.names.fr; },
                                           [](AreaData &a, const QString &v) { a.names.fr = v; }};
inline constexpr AreaField<QString> nameDe{[](const AreaData &a) { return a.names.de; },
                                           [](AreaData &a, const QString &v) { a.names.de = v; }};
inline constexpr AreaField<Terrain> terrain{[](const AreaData &a) { return a.terrain; },
                                            [](AreaData &a, const Terrain &v) { a.terrain = v; }};
inline constexpr AreaField<bool> mine{[](const AreaData &a) { return a.mine; },
                                      [](AreaData &a, const bool &v) { a.mine = v; }};
inline constexpr AreaField<bool> port{[](const AreaData &a) { return a.port; },
                                      [](AreaData &a, const bool &v) { a.port = v; }};
inline constexpr AreaField<bool> boardEdge{[](const AreaData &a) { return a.boardEdge; },
                                           [](AreaData &a, const bool &v) { a.boardEdge = v; }};
inline constexpr AreaField<std::optional<QPointF>> label{
    [](const AreaData &a) { return a.label; },
    [](AreaData &a, const std::optional<QPointF> &v) { a.label = v; }};
} // namespace AreaFields

/**
 * Sets one property on one or many areas (Tiled's ChangeValue): keeps each area's value
 * before, so undo gives every area its own value back even when they differed. Typing in a
 * name field merges into one command per field and selection.
 */
template<typename T>
class ChangeAreaProperty : public TranslatedCommand
{
public:
    ChangeAreaProperty(MapDocument *document, const std::vector<AreaIndex> &areas,
                       AreaField<T> field, const T &value, UndoText text, bool mergeable = false)
        : TranslatedCommand(std::move(text))
        , m_document(document)
        , m_field(field)
        , m_mergeable(mergeable)
    {
        for (AreaIndex index : areas) {
            AreaData after = document->area(index);
            m_field.set(after, value);
            m_before.emplace_back(index, document->area(index));
            m_after.emplace_back(index, std::move(after));
        }
    }

    void undo() override { m_document->setAreas(m_before); }
    void redo() override { m_document->setAreas(m_after); }
    int id() const override { return m_mergeable ? UndoCommandId::ChangeAreaProperty : -1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *same = dynamic_cast<const ChangeAreaProperty<T> *>(other);
        if (!same || !same->m_mergeable || same->m_field.set != m_field.set ||
            same->m_after.size() != m_after.size())
            return false;
        for (std::size_t i = 0; i < m_after.size(); ++i) {
            if (same->m_after[i].first != m_after[i].first)
                return false;
        }
        m_after = same->m_after;
        // Typed and taken back: no step.
        bool unchanged = true;
        for (std::size_t i = 0; unchanged && i < m_after.size(); ++i)
            unchanged = m_field.get(m_after[i].second) == m_field.get(m_before[i].second);
        setObsolete(unchanged);
        return true;
    }

private:
    MapDocument *m_document;
    AreaField<T> m_field;
    bool m_mergeable;
    std::vector<std::pair<AreaIndex, AreaData>> m_before;
    std::vector<std::pair<AreaIndex, AreaData>> m_after;
};

} // namespace vinci
