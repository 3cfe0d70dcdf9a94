#pragma once

#include "commandlineoption.h"

#include <QCommandLineOption>
#include <QString>

#include <string_view>

class QCommandLineParser;

namespace vinci {

/**
 * The long option that asks for a headless mode, written once for both looks at the command
 * line: the early one before any QApplication (commandLineNames(): a mode that needs no display
 * is chosen before Qt starts) and the mode's QCommandLineOption.
 */
struct ModeOptionName
{
    std::string_view name; ///< without dashes: "simulate", "validate", ...
    OptionSpellings spellings = {};

    /** Whether `argv` names the option (before any QApplication exists). */
    bool isIn(int argc, const char *const *argv) const
    {
        return commandLineNames(argc, argv, name, spellings);
    }
    /** The name as QCommandLineOption takes it. */
    QString toString() const
    {
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    }
};

/**
 * Whether `argv` only asks for text, help or the version (before any QApplication): like a
 * headless mode, it needs no display.
 */
bool asksForTextOnly(int argc, const char *const *argv);

/**
 * A mode a program runs in without a window, asked for by one long option: the game's
 * --simulate, --engine and --render-map, the editor's --validate and --import. It adds its
 * option to the program's parser (which must outlive it) and says whether the parsed command
 * line asks for it; the early look before any QApplication is its ModeOptionName.
 */
class HeadlessMode
{
public:
    HeadlessMode(QCommandLineParser &parser, const QCommandLineOption &option);

    /** Whether the parsed command line asks for this mode. */
    bool isRequested() const;

protected:
    QCommandLineParser &m_parser;
    /** The option that asks for the mode (its value, if it takes one, is the mode's). */
    QCommandLineOption m_option;
};

} // namespace vinci
