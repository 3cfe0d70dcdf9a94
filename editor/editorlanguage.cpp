#include "editorlanguage.h"

#include "languageoption.h"
#include "languageswitcher.h"

#include <QGuiApplication>

namespace vinci {

QString EditorLanguage::install(LanguageSwitcher &switcher, const QString &language,
                                const QString &fallback)
{
    const QString warning = LanguageOption::apply(switcher, language, fallback);
    nameApplication();
    return warning;
}

void EditorLanguage::nameApplication()
{
    QGuiApplication::setApplicationDisplayName(tr("Vinci Map Editor"));
}

} // namespace vinci
