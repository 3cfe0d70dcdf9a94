#pragma once

#include "headlessmode.h"

#include <QCommandLineOption>
#include <QCoreApplication>

class QCommandLineParser;
class QTextStream;

namespace vinci {

/**
 * `vinci-editor --import DRAWING.svg --out MAPDIR [--id ID] [--tolerance T]
 * [--minimum-border B] [--coast-gap G] [--force]`: makes a new map folder from a drawing, as
 * File ▸ New Map from SVG does, with every automatic adjacency proposal accepted, and prints
 * the import warnings, the corner-only touches (not linked), overlaps, and the new map's
 * validation findings. MAPDIR's name is the map's id; an --id other than it is bad usage.
 * Exit code 0 when the folder was written (read the findings, or run --validate, to know
 * whether it is ready), 1 when nothing was written, 2 for bad usage.
 */
class ImportCommand : public HeadlessMode
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)

public:
    /** `out` is the --out option the parser already holds (shared with --package). */
    ImportCommand(QCommandLineParser &parser, const QCommandLineOption &out);
    static constexpr ModeOptionName modeOption{"import", {.withValue = true}};
    int run(QTextStream &out, QTextStream &errors) const;

private:
    QCommandLineOption m_out;
    QCommandLineOption m_id;
    QCommandLineOption m_tolerance;
    QCommandLineOption m_minimumBorder;
    QCommandLineOption m_coastGap;
    QCommandLineOption m_force;
};

} // namespace vinci
