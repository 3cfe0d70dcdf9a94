#pragma once

#include "map/provincegraph.h"

#include <QAccessibleWidget>
#include <QPointer>

#include <unordered_map>

namespace vinci {

class GameMapView;

/**
 * The map as assistive technology sees it (AT-SPI on Linux): a list whose items are the land
 * provinces in reading order (GameMapView::accessibleProvinces()). The province of the
 * keyboard's cursor is the focused and selected item while the map has the keyboard; the view
 * says so with a Focus event for that item when the cursor moves.
 */
class MapAccessible : public QAccessibleWidget
{
public:
    explicit MapAccessible(GameMapView *view);
    ~MapAccessible() override;

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    QString text(QAccessible::Text t) const override;

private:
    GameMapView *view() const;
    /** The province's interface, made once and kept in Qt's cache while the map lives. */
    QAccessibleInterface *province(AreaIndex area) const;

    mutable std::unordered_map<AreaIndex, QAccessible::Id> m_provinces;
};

/**
 * One province of the map: its name is the one-line summary of its tooltip, its description
 * the tooltip's other lines (ProvinceWords); its actions are what a click, Enter or Shift+Enter
 * do there now, and doing one goes through the view as the keys do (GameMapView::actOn).
 * Unavailable (disabled) when the rules allow none of them now.
 */
class ProvinceAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    ProvinceAccessible(GameMapView *view, AreaIndex area);

    AreaIndex area() const { return m_area; }

    bool isValid() const override;
    QObject *object() const override { return nullptr; }
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    QString localizedActionName(const QString &name) const override;
    QString localizedActionDescription(const QString &name) const override
    {
        return localizedActionName(name);
    }
    void doAction(const QString &name) override;
    QStringList keyBindingsForAction(const QString &name) const override;

private:
    QPointer<GameMapView> m_view;
    AreaIndex m_area;
};

/** Gives the game's own widgets their accessible interfaces (QAccessible::installFactory). */
void installAccessibleInterfaces();

} // namespace vinci
