#include "languageoption.h"

#include "languageswitcher.h"

#include <cstring>

using namespace Qt::StringLiterals;

namespace vinci {

QString LanguageOption::requested(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--language") == 0 && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "--language=", 11) == 0)
            return QString::fromLocal8Bit(argv[i] + 11);
    }
    return {};
}

QCommandLineOption LanguageOption::option(const QString &description)
{
    return QCommandLineOption(u"language"_s, description, tr("language"));
}

QString LanguageOption::apply(LanguageSwitcher &switcher, const QString &requested,
                              const QString &fallback)
{
    // For this run only: the remembered choice is the Language menu's.
    if (!requested.isEmpty() && switcher.setLanguage(requested, false))
        return {};
    if (!switcher.setLanguage(fallback, false))
        switcher.setLanguage(u"en"_s, false);
    if (requested.isEmpty())
        return {};
    return tr("Unknown language \"%1\": use %2.")
        .arg(requested, LanguageSwitcher::availableLanguages().join(u", "_s));
}

} // namespace vinci
