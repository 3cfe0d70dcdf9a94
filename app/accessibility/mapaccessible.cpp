#include "accessibility/mapaccessible.h"

#include "accessibility/announcer.h"
#include "board/gamemapview.h"

#include <QCoreApplication>
#include <QKeySequence>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

MapAccessible::MapAccessible(GameMapView *view)
    : QAccessibleWidget(view, QAccessible::List)
{}

MapAccessible::~MapAccessible()
{
    for (const auto &[area, id] : m_provinces)
        QAccessible::deleteAccessibleInterface(id);
}

GameMapView *MapAccessible::view() const
{
    return static_cast<GameMapView *>(widget());
}

int MapAccessible::childCount() const
{
    return static_cast<int>(view()->accessibleProvinces().size());
}

QAccessibleInterface *MapAccessible::province(AreaIndex area) const
{
    const auto known = m_provinces.find(area);
    if (known != m_provinces.end())
        return QAccessible::accessibleInterface(known->second);
    auto *made = new ProvinceAccessible(view(), area);
    m_provinces.emplace(area, QAccessible::registerAccessibleInterface(made));
    return made;
}

QAccessibleInterface *MapAccessible::child(int index) const
{
    const std::vector<AreaIndex> provinces = view()->accessibleProvinces();
    if (index < 0 || index >= static_cast<int>(provinces.size()))
        return nullptr;
    return province(provinces[static_cast<std::size_t>(index)]);
}

int MapAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *item = dynamic_cast<const ProvinceAccessible *>(child);
    if (!item)
        return -1;
    const std::vector<AreaIndex> provinces = view()->accessibleProvinces();
    const auto at = std::find(provinces.begin(), provinces.end(), item->area());
    return at == provinces.end() ? -1 : static_cast<int>(at - provinces.begin());
}

QAccessibleInterface *MapAccessible::childAt(int x, int y) const
{
    const std::optional<AreaIndex> area =
        view()->areaAtView(view()->viewport()->mapFromGlobal(QPoint(x, y)));
    return area && view()->isAccessibleProvince(*area) ? province(*area) : nullptr;
}

QAccessibleInterface *MapAccessible::focusChild() const
{
    const std::optional<AreaIndex> cursor = view()->keyboardCursor();
    if (cursor && view()->isKeyboardCursorShown())
        return province(*cursor);
    return nullptr;
}

QString MapAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name && view()->accessibleName().isEmpty())
        return QCoreApplication::translate("MapAccessible", "Map");
    return QAccessibleWidget::text(t);
}

ProvinceAccessible::ProvinceAccessible(GameMapView *view, AreaIndex area)
    : m_view(view)
    , m_area(area)
{}

bool ProvinceAccessible::isValid() const
{
    return m_view && m_view->isAccessibleProvince(m_area);
}

QWindow *ProvinceAccessible::window() const
{
    return m_view ? m_view->window()->windowHandle() : nullptr;
}

QAccessibleInterface *ProvinceAccessible::parent() const
{
    return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
}

QString ProvinceAccessible::text(QAccessible::Text t) const
{
    if (!isValid())
        return {};
    switch (t) {
    case QAccessible::Name:
        return m_view->provinceWords(m_area).summary;
    case QAccessible::Description:
        return m_view->provinceWords(m_area).description;
    default:
        return {};
    }
}

QRect ProvinceAccessible::rect() const
{
    return isValid() ? m_view->provinceScreenRect(m_area) : QRect();
}

QAccessible::State ProvinceAccessible::state() const
{
    QAccessible::State state;
    if (!isValid()) {
        state.invalid = true;
        return state;
    }
    state.focusable = true;
    state.selectable = true;
    const bool cursor = m_view->keyboardCursor() == m_area;
    state.selected = cursor;
    state.focused = cursor && m_view->isKeyboardCursorShown();
    state.disabled = !m_view->provinceWords(m_area).available;
    const QRect visible(m_view->viewport()->mapToGlobal(QPoint(0, 0)), m_view->viewport()->size());
    state.offscreen = !m_view->isVisible() || !rect().intersects(visible);
    state.invisible = !m_view->isVisible();
    return state;
}

void *ProvinceAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface *>(this);
    return nullptr;
}

QStringList ProvinceAccessible::actionNames() const
{
    QStringList names;
    if (isValid()) {
        for (const ProvinceAction &action : m_view->provinceWords(m_area).actions)
            names << action.id;
    }
    return names;
}

QString ProvinceAccessible::localizedActionName(const QString &name) const
{
    if (isValid()) {
        for (const ProvinceAction &action : m_view->provinceWords(m_area).actions) {
            if (action.id == name)
                return action.name;
        }
    }
    return name;
}

void ProvinceAccessible::doAction(const QString &name)
{
    if (!isValid())
        return;
    for (const ProvinceAction &action : m_view->provinceWords(m_area).actions) {
        if (action.id == name || action.name == name) {
            m_view->actOn(m_area, action.click);
            return;
        }
    }
}

QStringList ProvinceAccessible::keyBindingsForAction(const QString &name) const
{
    if (!isValid())
        return {};
    for (const ProvinceAction &action : m_view->provinceWords(m_area).actions) {
        if (action.id == name)
            return {QKeySequence(action.click == ClickKind::Primary ? Qt::Key_Return
                                                                    : Qt::SHIFT | Qt::Key_Return)
                        .toString(QKeySequence::NativeText)};
    }
    return {};
}

namespace {

QAccessibleInterface *vinciAccessibleInterface(const QString &className, QObject *object)
{
    if (className == "vinci::GameMapView"_L1)
        return new MapAccessible(static_cast<GameMapView *>(object));
    if (className == "vinci::Announcement"_L1)
        return new AnnouncementAccessible(static_cast<Announcement *>(object));
    return nullptr;
}

} // namespace

void installAccessibleInterfaces()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(&vinciAccessibleInterface);
}

} // namespace vinci
