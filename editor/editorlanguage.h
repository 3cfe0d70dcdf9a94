#pragma once

#include <QCoreApplication>
#include <QString>

namespace vinci {

/**
 * The editor's language: English, French or German, from the translations it shares with the
 * game (translations/vinci_*.ts, compiled into the editor under :/i18n). Chosen once at start,
 * before any window exists.
 */
class EditorLanguage
{
    Q_DECLARE_TR_FUNCTIONS(EditorLanguage)

public:
    /**
     * Installs the translations for `language` ("en", "fr", "de"; empty or one not shipped: the
     * system's language when the editor ships it, else English) and Qt's own when installed, and
     * names the application in it (the desktop adds that name to window titles).
     * Returns the message for a language asked for and not shipped (LanguageOption::apply()),
     * else nothing.
     */
    static QString install(const QString &language = {});
};

} // namespace vinci
