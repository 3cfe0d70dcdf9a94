#include "editorlanguage.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QStringList>
#include <QTranslator>

namespace vinci {

using namespace Qt::StringLiterals;

QString EditorLanguage::install(const QString &language)
{
    const QStringList shipped{u"en"_s, u"fr"_s, u"de"_s};
    QString chosen = language;
    if (!shipped.contains(chosen)) {
        const QString system = QLocale::system().name().left(2);
        chosen = shipped.contains(system) ? system : u"en"_s;
    }
    // Owned by the application for the rest of its life.
    auto *translator = new QTranslator(QCoreApplication::instance());
    const QString file = u"vinci_%1"_s.arg(chosen);
    const QString installed =
        QDir(QCoreApplication::applicationDirPath()).filePath(u"../share/vinci/translations"_s);
    if (!translator->load(file, u":/i18n"_s) && !translator->load(file, installed)) {
        delete translator;
        return u"en"_s;
    }
    QCoreApplication::installTranslator(translator);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (chosen != u"en" &&
        qt->load(u"qtbase_%1"_s.arg(chosen), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(QLocale(chosen));
    return chosen;
}

} // namespace vinci
