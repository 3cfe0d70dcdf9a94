#include "mapvalidation.h"

#include "mapdocument.h"
#include "mapformat/mapvalidator.h"

#include <QFileInfo>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

MapValidation::MapValidation(MapDocument *document)
    : QObject(document)
    , m_document(document)
{
    // Validation is fast (about a millisecond for Europe) but typing a name should not run it
    // on every key.
    m_delay.setSingleShot(true);
    m_delay.setInterval(150);
    connect(&m_delay, &QTimer::timeout, this, &MapValidation::validateNow);
    connect(document, &MapDocument::changed, &m_delay, qOverload<>(&QTimer::start));
    connect(document, &MapDocument::folderChanged, &m_delay, qOverload<>(&QTimer::start));
    validateNow();
}

std::vector<MapFinding> MapValidation::validate(const MapDocument &document,
                                                const QString &saveFolder)
{
    std::vector<MapFinding> findings;
    if (!document.svgIndex() || !document.art()) {
        findings.push_back(
            {MapSeverity::Error, MapFindingCode::SvgUnreadable, document.artError(), {}, {}, {}});
    }
    // Messages name the map by its folder name ("europe/map.json"), which is also what the
    // id is checked against; saving sets the id to the new folder's name.
    const QString path = saveFolder.isEmpty() ? document.folder() : saveFolder;
    const QString folder = path.isEmpty() ? QString() : QFileInfo(path).fileName();
    std::vector<MapFinding> found;
    if (saveFolder.isEmpty() || document.map().id == folder) {
        found = MapValidator::validate(document.map(), document.svgIndex(), folder);
    } else {
        MapData saved = document.map();
        saved.id = folder;
        found = MapValidator::validate(saved, document.svgIndex(), folder);
    }
    findings.insert(findings.end(), found.begin(), found.end());
    // Before Export, not at it: the s45 walk read "0 errors" and learnt of the missing credit
    // only from Export's question.
    const std::vector<MapFinding> credit = creditFindings(document.map());
    findings.insert(findings.end(), credit.begin(), credit.end());
    return findings;
}

std::vector<MapFinding> MapValidation::creditFindings(const MapData &map)
{
    std::vector<MapFinding> findings;
    const auto missing = [&](const QString &text, const QString &element, const QString &fault) {
        if (!text.trimmed().isEmpty())
            return;
        findings.push_back({MapSeverity::Warning,
                            MapFindingCode::MissingCredit,
                            u"map.json: %1: %2"_s.arg(element, fault),
                            {},
                            element,
                            fault});
    };
    missing(map.author, u"author"_s,
            tr("not given: players who get the map will not know who made it (double-click to "
               "fill it in)"));
    missing(map.licence, u"licence"_s,
            tr("not given: players who get the map will not know whether they may share it "
               "(double-click to fill it in)"));
    return findings;
}

std::optional<int> MapValidation::missingNameLanguage(const MapFinding &finding)
{
    if (finding.code != MapFindingCode::MissingName)
        return std::nullopt;
    // The validator names the missing name itself: "names.fr", "provinces[3] "alps".names.fr".
    const QStringList path = finding.element.split(u'.');
    if (path.size() < 2 || path[path.size() - 2] != u"names")
        return std::nullopt;
    const QStringView codes[] = {u"en", u"fr", u"de"};
    const auto code = std::find(std::begin(codes), std::end(codes), path.back());
    if (code == std::end(codes))
        return std::nullopt;
    return static_cast<int>(code - std::begin(codes));
}

void MapValidation::validateNow()
{
    m_delay.stop();
    m_findings = m_document->isBlank() ? std::vector<MapFinding>() : validate(*m_document);
    // Errors first (they keep the map from being played), each group in the validator's order.
    std::stable_sort(
        m_findings.begin(), m_findings.end(),
        [](const MapFinding &a, const MapFinding &b) { return a.isError() && !b.isError(); });
    m_errors = static_cast<int>(std::count_if(m_findings.begin(), m_findings.end(),
                                              [](const MapFinding &f) { return f.isError(); }));
    emit findingsChanged();
}

} // namespace vinci
