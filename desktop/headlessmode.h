#pragma once

#include <QCommandLineOption>

class QCommandLineParser;

namespace vinci {

/**
 * A mode a program runs in without a window, asked for by one long option: the game's
 * --simulate, --engine and --render-map, the editor's --validate and --import. It adds its
 * option to the program's parser (which must outlive it) and says whether the parsed command
 * line asks for it; the early look before any QApplication is commandLineNames().
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
