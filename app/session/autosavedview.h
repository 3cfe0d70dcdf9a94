#pragma once

#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <functional>

namespace vinci {

class MapView;

/**
 * The map's zoom and centre, kept with the autosave and shown again when the game is resumed
 * (the s53 walk resumed after a crash at the fitted map, having zoomed in). A second after the
 * view last moved, `keep` gets MapView::shown(); resume() shows a kept view and shows it again
 * while the window settles its layout (the docks coming in resize the map), until the person
 * zooms, pans or clicks.
 */
class AutosavedView : public QObject
{
    Q_OBJECT

public:
    /** Watches `view`; `keep` is called with its state a second after it last moved. */
    AutosavedView(MapView *view, std::function<void(const QJsonObject &)> keep);

    /** Shows `shown` (MapView::shown()) now and at each resize until the person moves the map. */
    void resume(const QJsonObject &shown);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MapView *m_view;
    std::function<void(const QJsonObject &)> m_keep;
    QTimer m_settled;
    QJsonObject m_resumed; ///< the view resumed, until the person moves the map
};

} // namespace vinci
