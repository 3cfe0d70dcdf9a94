#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QString>

class QCommandLineParser;

namespace vinci {

class LanguageSwitcher;

/**
 * `--language en|fr|de`, the same in both programs: the interface's language for this run only
 * (the game's Language menu keeps its own remembered choice). It is read from argv before the
 * command line is parsed, so that --help is already in that language; the parser gets the
 * option too, for its help.
 */
class LanguageOption
{
    Q_DECLARE_TR_FUNCTIONS(LanguageOption)

public:
    /** The value of --language (also --language=xx) in argv, or empty; read before any parser. */
    static QString requested(int argc, const char *const *argv);

    /** The option, described by `description`, for the program's parser. */
    static QCommandLineOption option(const QString &description);

    /**
     * Switches `switcher` to `requested` for this run when the programs ship it, else (none
     * asked, or one they do not ship) to `fallback`. Returns the message for a language asked
     * for and not shipped (in the language chosen), else nothing.
     */
    static QString apply(LanguageSwitcher &switcher, const QString &requested,
                         const QString &fallback);
};

} // namespace vinci
