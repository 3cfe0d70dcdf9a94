#include "languageswitcher.h"

#include "sessionlog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QString settingsKey = u"language"_s;

/** The installed translations, for a build whose resources miss one (packagers may split). */
QString installedTranslationsDir()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(u"../share/vinci/translations"_s);
}

} // namespace

QString uiLanguage()
{
    const QString language = QLocale().name().left(2);
    return LanguageSwitcher::availableLanguages().contains(language) ? language : u"en"_s;
}

LanguageSwitcher::LanguageSwitcher(QObject *parent)
    : QObject(parent)
{}

LanguageSwitcher::~LanguageSwitcher()
{
    removeTranslators();
}

QStringList LanguageSwitcher::availableLanguages()
{
    return {u"en"_s, u"fr"_s, u"de"_s};
}

QString LanguageSwitcher::nativeName(const QString &language)
{
    if (language == u"fr")
        return u"Français"_s;
    if (language == u"de")
        return u"Deutsch"_s;
    return u"English"_s;
}

QString LanguageSwitcher::systemLanguage()
{
    const QString system = QLocale::system().name().left(2);
    return availableLanguages().contains(system) ? system : u"en"_s;
}

QString LanguageSwitcher::preferredLanguage()
{
    const QString saved = QSettings().value(settingsKey).toString();
    return availableLanguages().contains(saved) ? saved : systemLanguage();
}

std::unique_ptr<QTranslator> LanguageSwitcher::loadTranslations(const QString &language)
{
    if (!availableLanguages().contains(language))
        return nullptr;
    auto translator = std::make_unique<QTranslator>();
    const QString file = u"vinci_%1"_s.arg(language);
    if (!translator->load(file, u":/i18n"_s) && !translator->load(file, installedTranslationsDir()))
        return nullptr;
    return translator;
}

bool LanguageSwitcher::setLanguage(const QString &language, bool remember)
{
    if (!availableLanguages().contains(language))
        return false;
    auto appTranslator = loadTranslations(language);
    if (!appTranslator)
        return false;
    // Qt's own texts (standard buttons, file dialogs); absent when the translations package is
    // not installed, which only leaves those in English.
    auto qtTranslator = std::make_unique<QTranslator>();
    const bool qtLoaded =
        language != u"en" && qtTranslator->load(u"qtbase_%1"_s.arg(language),
                                                QLibraryInfo::path(QLibraryInfo::TranslationsPath));

    removeTranslators();
    m_language = language;
    QLocale::setDefault(QLocale(language));
    // A widget takes the default locale when it is made and keeps it: the editor's spin boxes
    // showed French decimals ("1,2") after Language > English (the s43 walk). Each window takes
    // the new default again, and hands it to its widgets that have none of their own.
    for (QWidget *window : QApplication::topLevelWidgets())
        window->unsetLocale();
    m_appTranslator = std::move(appTranslator);
    QCoreApplication::installTranslator(m_appTranslator.get());
    if (qtLoaded) {
        m_qtTranslator = std::move(qtTranslator);
        QCoreApplication::installTranslator(m_qtTranslator.get());
    }
    // Qt posts LanguageChange to the top-level widgets; deliver it now, so that everything on
    // screen speaks the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    if (remember)
        QSettings().setValue(settingsKey, language);
    qCInfo(sessionLog).noquote() << "language" << language;
    emit languageChanged(language);
    return true;
}

void LanguageSwitcher::restorePreferredLanguage()
{
    if (!setLanguage(preferredLanguage()))
        setLanguage(u"en"_s);
}

QActionGroup *LanguageSwitcher::createActions(QObject *parent)
{
    auto *group = new QActionGroup(parent);
    group->setExclusive(true);
    for (const QString &language : availableLanguages()) {
        QAction *action = group->addAction(nativeName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(language == m_language);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }
    connect(this, &LanguageSwitcher::languageChanged, group, [group](const QString &language) {
        for (QAction *action : group->actions())
            action->setChecked(action->data().toString() == language);
    });
    return group;
}

void LanguageSwitcher::removeTranslators()
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator.reset();
    m_qtTranslator.reset();
}

} // namespace vinci
