#pragma once

#include "headlessmode.h"

#include <QCommandLineOption>
#include <QCoreApplication>

class QCommandLineParser;
class QTextStream;

namespace vinci {

/**
 * `vinci-editor --package MAPDIR --out FILE.vincimap`: writes the map folder as a map package
 * (map.json, its SVG and a preview), as File ▸ Export Map Package does. The map is validated
 * first: its findings are printed, and a map with an error is not packaged. Exit code 0 when
 * the package was written, 1 when not, 2 for bad usage.
 */
class PackageCommand : public HeadlessMode
{
    Q_DECLARE_TR_FUNCTIONS(PackageCommand)

public:
    /** `out` is the --out option the parser already holds (shared with --import). */
    PackageCommand(QCommandLineParser &parser, const QCommandLineOption &out);
    static constexpr ModeOptionName modeOption{"package", {.withValue = true}};
    int run(QTextStream &out, QTextStream &errors) const;

private:
    QCommandLineOption m_out;
};

} // namespace vinci
