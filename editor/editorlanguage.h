#pragma once

#include <QString>

namespace vinci {

/**
 * The editor's language: English, French or German, from the translations it shares with the
 * game (translations/vinci_*.ts, compiled into the editor under :/i18n). Chosen once at start,
 * before any window exists.
 */
class EditorLanguage
{
public:
    /**
     * Installs the translations for `language` ("en", "fr", "de"; empty: the system's language
     * when the editor ships it, else English) and Qt's own when installed. Returns the language
     * in use.
     */
    static QString install(const QString &language = {});
};

} // namespace vinci
