#pragma once

#include <QCoreApplication>
#include <QString>

namespace vinci {

class LanguageSwitcher;

/**
 * The editor's language: English, French or German, from the translations it shares with the
 * game (translations/vinci_*.ts, compiled into the editor under :/i18n). Chosen at start (from
 * --language, else the Language menu's remembered choice), switched live from that menu.
 */
class EditorLanguage
{
    Q_DECLARE_TR_FUNCTIONS(EditorLanguage)

public:
    /**
     * Switches `switcher` to `language` for this run ("en", "fr", "de"), or, when none is asked
     * for or it is not shipped, to `fallback`; then names the application in it (the desktop
     * adds that name to window titles). Returns the message for a language asked for and not
     * shipped (LanguageOption::apply()), else nothing.
     */
    static QString install(LanguageSwitcher &switcher, const QString &language,
                           const QString &fallback);

    /**
     * Names the application in the current language: X11 and Windows add the display name to
     * every window title unless the title ends with it, so it must be the name the title uses.
     */
    static void nameApplication();
};

} // namespace vinci
