#pragma once

#include "headlessmode.h"

#include <QCommandLineOption>
#include <QCoreApplication>

class QCommandLineParser;
class QTextStream;

namespace vinci {

/**
 * `vinci-editor --validate MAPDIR|PACKAGE...`: loads each map folder, or map package (from
 * memory, nothing extracted; a package refused by checkMapPackage counts as an error), as the
 * game does (MapLoader: reader, validator, board) and prints every finding, one a line, then
 * a summary per map.
 * Exit code 0 when no map has an error (warnings are printed and allowed), 1 when one has,
 * 2 for bad usage. CI runs it on every map in maps/.
 */
class ValidateCommand : public HeadlessMode
{
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)

public:
    /** Adds the option to `parser`, which must outlive this object. */
    explicit ValidateCommand(QCommandLineParser &parser);
    /** --validate or -validate (before QApplication exists: no display is needed then). */
    static constexpr ModeOptionName modeOption{"validate", {.singleDash = true}};
    int run(QTextStream &out, QTextStream &errors) const;
};

} // namespace vinci
