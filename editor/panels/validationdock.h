#pragma once

#include "mapformat/mapfinding.h"

#include <QDockWidget>
#include <QPointer>
#include <QTimer>

#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace vinci {

class MapDocument;

/**
 * The validation panel (Tiled's Issues view): the shared MapValidator's findings for the map
 * being edited, re-run shortly after every edit. Double-clicking a finding selects the areas
 * it names. The title counts errors and warnings.
 */
class ValidationDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ValidationDock(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);

    /** The findings shown (the last validation). */
    const std::vector<MapFinding> &findings() const { return m_findings; }
    /** Validates now instead of after the short delay (before saving). */
    void validateNow();

    /**
     * Every finding for a document: the validator's, plus the art failing to load. With a
     * `saveFolder`, as the map will be once saved there: its id that folder's name.
     */
    static std::vector<MapFinding> validate(const MapDocument &document,
                                            const QString &saveFolder = {});

signals:
    void findingsChanged(int errors, int warnings);
    /** The designer asked to see these areas (double-click). */
    void showAreasRequested(const QStringList &ids);

protected:
    void changeEvent(QEvent *event) override;

private:
    void show(const std::vector<MapFinding> &findings);

    QPointer<MapDocument> m_document;
    QTreeWidget *m_list;
    QTimer m_delay;
    std::vector<MapFinding> m_findings;
};

} // namespace vinci
