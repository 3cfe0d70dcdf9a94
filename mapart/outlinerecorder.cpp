#include "outlinerecorder.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QSvgRenderer>

#include <limits>
#include <vector>

namespace vinci {

namespace {

/**
 * A paint engine that keeps the geometry of every filled primitive, mapped by the painter's
 * transform at the time it was drawn, and throws the pixels away.
 */
class RecordingPaintEngine final : public QPaintEngine
{
public:
    // AllFeatures: QPainter hands us untransformed primitives plus the transform, and never
    // falls back to emulating a feature by rasterizing.
    RecordingPaintEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {}

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState &changed) override
    {
        if (changed.state() & QPaintEngine::DirtyTransform)
            m_transform = changed.transform();
    }

    void drawPath(const QPainterPath &path) override { add(path); }

    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        // A polyline is a stroke with no inside: it outlines no area.
        if (mode == PolylineMode) {
            ++m_ignored;
            return;
        }
        QPainterPath path;
        path.addPolygon(QPolygonF(QList<QPointF>(points, points + count)));
        path.closeSubpath();
        path.setFillRule(mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill);
        add(path);
    }

    void drawPolygon(const QPoint *points, int count, PolygonDrawMode mode) override
    {
        QList<QPointF> converted;
        converted.reserve(count);
        for (int i = 0; i < count; ++i)
            converted.append(QPointF(points[i]));
        drawPolygon(converted.constData(), count, mode);
    }

    void drawRects(const QRectF *rects, int count) override
    {
        for (int i = 0; i < count; ++i) {
            QPainterPath path;
            path.addRect(rects[i]);
            add(path);
        }
    }

    void drawRects(const QRect *rects, int count) override
    {
        for (int i = 0; i < count; ++i) {
            const QRectF rect(rects[i]);
            drawRects(&rect, 1);
        }
    }

    void drawEllipse(const QRectF &rect) override
    {
        QPainterPath path;
        path.addEllipse(rect);
        add(path);
    }

    void drawEllipse(const QRect &rect) override { drawEllipse(QRectF(rect)); }

    // Lines, points, text and images have no inside: counted so callers can warn about them.
    void drawLines(const QLineF *, int) override { ++m_ignored; }
    void drawLines(const QLine *, int) override { ++m_ignored; }
    void drawPoints(const QPointF *, int) override { ++m_ignored; }
    void drawPoints(const QPoint *, int) override { ++m_ignored; }
    void drawTextItem(const QPointF &, const QTextItem &) override { ++m_ignored; }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { ++m_ignored; }
    void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override { ++m_ignored; }
    void drawImage(const QRectF &, const QImage &, const QRectF &,
                   Qt::ImageConversionFlags) override
    {
        ++m_ignored;
    }

    const std::vector<QPainterPath> &paths() const { return m_paths; }
    int ignoredCalls() const { return m_ignored; }

private:
    void add(const QPainterPath &path)
    {
        if (!path.isEmpty())
            m_paths.push_back(m_transform.map(path));
    }

    QTransform m_transform;
    std::vector<QPainterPath> m_paths;
    int m_ignored = 0;
};

/** The paint device QPainter opens on: large, 96 dpi, backed by the recording engine. */
class RecordingDevice final : public QPaintDevice
{
public:
    QPaintEngine *paintEngine() const override { return &m_engine; }
    RecordingPaintEngine &engine() { return m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        constexpr int side = 1 << 16;
        switch (metric) {
        case PdmWidth:
        case PdmHeight:
            return side;
        case PdmWidthMM:
        case PdmHeightMM:
            return side * 254 / 960;
        case PdmNumColors:
            return std::numeric_limits<int>::max();
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    mutable RecordingPaintEngine m_engine;
};

} // namespace

ElementOutline recordElementOutline(QSvgRenderer &renderer, const QString &id)
{
    ElementOutline outline;
    if (!renderer.isValid() || !renderer.elementExists(id))
        return outline;
    outline.elementBounds = renderer.boundsOnElement(id);
    if (outline.elementBounds.isEmpty())
        return outline;
    outline.placement = renderer.transformForElement(id);

    RecordingDevice device;
    {
        QPainter painter(&device);
        // Bounds equal to the element's own bounds: QSvgRenderer then adds no scaling, so the
        // recorded geometry is in the element's coordinates (its own transform included).
        renderer.render(&painter, id, outline.elementBounds);
    }
    const std::vector<QPainterPath> &paths = device.engine().paths();
    outline.ignoredCalls = device.engine().ignoredCalls();
    if (paths.size() == 1) {
        outline.path = paths.front();
    } else {
        for (const QPainterPath &path : paths)
            outline.path = outline.path.united(path);
    }
    outline.path = outline.placement.map(outline.path);
    return outline;
}

} // namespace vinci
