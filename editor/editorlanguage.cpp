#include "editorlanguage.h"

#include "languageswitcher.h"

#include <QCoreApplication>

namespace vinci {

QString EditorLanguage::install(const QString &language)
{
    // The game's switcher, owned by the application for the rest of its life; the editor's
    // choice comes from its command line each time, so it is not remembered.
    auto *switcher = new LanguageSwitcher(QCoreApplication::instance());
    const QString chosen = LanguageSwitcher::availableLanguages().contains(language)
                               ? language
                               : LanguageSwitcher::systemLanguage();
    return switcher->setLanguage(chosen, false) ? chosen : QStringLiteral("en");
}

} // namespace vinci
