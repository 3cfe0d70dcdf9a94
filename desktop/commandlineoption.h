#pragma once

#include <string_view>

namespace vinci {

/** The spellings of a long option the early check below accepts, besides "--name". */
struct OptionSpellings
{
    bool singleDash = false; ///< "-name" too
    bool withValue = false;  ///< "--name=value" too
};

/**
 * Whether the command line names the long option `name` (without dashes), read from argv
 * before any QApplication exists: both programs choose between a window and a headless mode
 * (which must not need a display) this way, then parse properly with QCommandLineParser.
 */
bool commandLineNames(int argc, const char *const *argv, std::string_view name,
                      OptionSpellings spellings = {});

} // namespace vinci
