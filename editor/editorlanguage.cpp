#include "editorlanguage.h"

#include "languageoption.h"
#include "languageswitcher.h"

#include <QGuiApplication>

namespace vinci {

QString EditorLanguage::install(const QString &language)
{
    // The game's switcher, owned by the application for the rest of its life; the editor's
    // choice comes from its command line each time, so it is not remembered.
    auto *switcher = new LanguageSwitcher(QCoreApplication::instance());
    const QString warning =
        LanguageOption::apply(*switcher, language, LanguageSwitcher::systemLanguage());
    // X11 and Windows add the display name to every window title unless the title ends with
    // it: it must be the name the title uses, in the same language.
    QGuiApplication::setApplicationDisplayName(tr("Vinci Map Editor"));
    return warning;
}

} // namespace vinci
