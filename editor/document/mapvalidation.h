#pragma once

#include "map/mapdata.h"
#include "mapformat/mapfinding.h"

#include <QObject>
#include <QTimer>

#include <optional>
#include <vector>

namespace vinci {

class MapDocument;

/**
 * The validator's findings for one document, without widgets (the Issues dock is a view of
 * it): the shared MapValidator's, plus the art failing to load, errors first, re-run shortly
 * after every edit (typing a name should not run it on every key).
 */
class MapValidation : public QObject
{
    Q_OBJECT

public:
    /** The validation of `document`, a child of it; validated at once. */
    explicit MapValidation(MapDocument *document);

    MapDocument *document() const { return m_document; }
    /** The last validation's findings, errors first. */
    const std::vector<MapFinding> &findings() const { return m_findings; }
    int errorCount() const { return m_errors; }
    int warningCount() const { return static_cast<int>(m_findings.size()) - m_errors; }
    /** Validates now instead of after the short delay (before saving, test play). */
    void validateNow();

    /**
     * Every finding for a document, in the validator's order. With a `saveFolder`, as the map
     * will be once saved there (Save As): its id that folder's name.
     */
    static std::vector<MapFinding> validate(const MapDocument &document,
                                            const QString &saveFolder = {});
    /**
     * A map to share says who made it and how it may be passed on: a warning for an empty
     * author and one for an empty licence (the editor's, before Export; the shipped maps have
     * neither, so the game's validator does not ask).
     */
    static std::vector<MapFinding> creditFindings(const MapData &map);
    /**
     * The language whose name a missing-name finding is about, as the inspectors order their
     * name fields (0 English, 1 French, 2 German); none for another finding.
     */
    static std::optional<int> missingNameLanguage(const MapFinding &finding);

signals:
    void findingsChanged();

private:
    MapDocument *m_document;
    QTimer m_delay;
    std::vector<MapFinding> m_findings;
    int m_errors = 0;
};

} // namespace vinci
