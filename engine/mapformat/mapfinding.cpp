#include "mapfinding.h"

#include <algorithm>
#include <array>

namespace vinci {

namespace {

struct CodeKey
{
    MapFindingCode code;
    const char *key;
};

constexpr std::array codeKeys{
    CodeKey{MapFindingCode::JsonUnreadable, "json-unreadable"},
    CodeKey{MapFindingCode::JsonInvalid, "json-invalid"},
    CodeKey{MapFindingCode::NewerFormatVersion, "newer-format-version"},
    CodeKey{MapFindingCode::UnknownJsonKey, "unknown-json-key"},
    CodeKey{MapFindingCode::SvgUnreadable, "svg-unreadable"},
    CodeKey{MapFindingCode::InvalidId, "invalid-id"},
    CodeKey{MapFindingCode::MapIdMismatch, "map-id-mismatch"},
    CodeKey{MapFindingCode::DuplicateAreaId, "duplicate-area-id"},
    CodeKey{MapFindingCode::MissingName, "missing-name"},
    CodeKey{MapFindingCode::InvalidCredit, "invalid-credit"},
    CodeKey{MapFindingCode::MissingCredit, "missing-credit"},
    CodeKey{MapFindingCode::LinkToUnknownArea, "link-to-unknown-area"},
    CodeKey{MapFindingCode::SelfLink, "self-link"},
    CodeKey{MapFindingCode::DuplicateLink, "duplicate-link"},
    CodeKey{MapFindingCode::LinkKindMismatch, "link-kind-mismatch"},
    CodeKey{MapFindingCode::IsolatedArea, "isolated-area"},
    CodeKey{MapFindingCode::InvalidRejectedLink, "invalid-rejected-link"},
    CodeKey{MapFindingCode::NoLinks, "no-links"},
    CodeKey{MapFindingCode::NoLandProvince, "no-land-province"},
    CodeKey{MapFindingCode::NoBoardEdge, "no-board-edge"},
    CodeKey{MapFindingCode::NoStartProvince, "no-start-province"},
    CodeKey{MapFindingCode::UnreachableProvince, "unreachable-province"},
    CodeKey{MapFindingCode::ReachableOnlyAcrossSea, "reachable-only-across-sea"},
    CodeKey{MapFindingCode::PortInland, "port-inland"},
    CodeKey{MapFindingCode::TerrainNotInRuleSet, "terrain-not-in-rule-set"},
    CodeKey{MapFindingCode::NoRuleSet, "no-rule-set"},
    CodeKey{MapFindingCode::PlayerCountOutOfRange, "player-count-out-of-range"},
    CodeKey{MapFindingCode::DuplicatePlayerCount, "duplicate-player-count"},
    CodeKey{MapFindingCode::MissingTableEntry, "missing-table-entry"},
    CodeKey{MapFindingCode::UnusedTableEntry, "unused-table-entry"},
    CodeKey{MapFindingCode::InvalidTableValue, "invalid-table-value"},
    CodeKey{MapFindingCode::AreaMissingFromSvg, "area-missing-from-svg"},
    CodeKey{MapFindingCode::SvgAreaMissingFromJson, "svg-area-missing-from-json"},
    CodeKey{MapFindingCode::DuplicateSvgId, "duplicate-svg-id"},
    CodeKey{MapFindingCode::AreaElementNotShape, "area-element-not-shape"},
    CodeKey{MapFindingCode::NoAreaLayers, "no-area-layers"},
    CodeKey{MapFindingCode::AreaInWrongLayer, "area-in-wrong-layer"},
    CodeKey{MapFindingCode::SvgFeatureNotRendered, "svg-feature-not-rendered"},
    CodeKey{MapFindingCode::AreaHasText, "area-has-text"},
    CodeKey{MapFindingCode::AreaHasImage, "area-has-image"},
    CodeKey{MapFindingCode::AreaHidden, "area-hidden"},
    CodeKey{MapFindingCode::AreaInNestedSvg, "area-in-nested-svg"},
    CodeKey{MapFindingCode::GraphRejected, "graph-rejected"},
};

} // namespace

QString mapFindingKey(MapFindingCode code)
{
    const auto *const it =
        std::find_if(codeKeys.begin(), codeKeys.end(),
                     [code](const CodeKey &entry) { return entry.code == code; });
    return it == codeKeys.end() ? QString::number(static_cast<int>(code))
                                : QString::fromLatin1(it->key);
}

QString MapFinding::toString() const
{
    return QStringLiteral("%1 [%2]: %3")
        .arg(isError() ? QStringLiteral("error") : QStringLiteral("warning"), mapFindingKey(code),
             message);
}

bool hasErrors(const std::vector<MapFinding> &findings)
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const MapFinding &finding) { return finding.isError(); });
}

QString MapFileError::toString() const
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    if (!element.isEmpty())
        where += QStringLiteral(": ") + element;
    return where + QStringLiteral(": ") + fault;
}

MapFinding MapFileError::toFinding() const
{
    return MapFinding{MapSeverity::Error, code, toString(), {}, element, fault};
}

} // namespace vinci
