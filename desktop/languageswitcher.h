#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QActionGroup;
class QTranslator;

namespace vinci {

/**
 * The language the interface speaks now: "en", "fr" or "de", from QLocale's default (which
 * LanguageSwitcher sets). Widgets use it for names the engine keeps in three languages
 * (provinces, maps).
 */
QString uiLanguage();

/**
 * Switches the program's language at once (both programs: the game from its Language menu, the
 * editor once at start from --language or the system): installs the game's translations
 * (`:/i18n/vinci_<lang>.qm`) and Qt's own (qtbase, when installed), sets QLocale's default and
 * remembers the choice (QSettings "language"). Qt then sends QEvent::LanguageChange to every
 * widget, which retranslates itself.
 */
class LanguageSwitcher : public QObject
{
    Q_OBJECT

public:
    explicit LanguageSwitcher(QObject *parent = nullptr);
    ~LanguageSwitcher() override;

    /** The languages the game ships: "en", "fr", "de". */
    static QStringList availableLanguages();
    /** A language's own name ("Français"), for menus; not translated on purpose. */
    static QString nativeName(const QString &language);
    /** The system's language when shipped, else English. */
    static QString systemLanguage();
    /** The saved choice, else systemLanguage(). */
    static QString preferredLanguage();

    /**
     * The programs' translations into `language` ("fr", "de"), not installed, or null when
     * they cannot be loaded (and for English, the source language). For looking up a text in
     * another language than the interface's.
     */
    static std::unique_ptr<QTranslator> loadTranslations(const QString &language);

    /** The language in use ("en" before any switch). */
    QString currentLanguage() const { return m_language; }

    /**
     * Switches to `language` and, with `remember`, keeps it as the choice for the next start.
     * Returns false (and changes nothing) for a language the programs do not ship or whose
     * translation cannot be loaded.
     */
    bool setLanguage(const QString &language, bool remember = true);

    /** Switches to preferredLanguage(). */
    void restorePreferredLanguage();

    /**
     * Checkable actions, one per language, that switch when triggered and follow the current
     * language; for the Language menu. The group belongs to `parent`.
     */
    QActionGroup *createActions(QObject *parent);

signals:
    /** After a switch: the new language ("fr"). */
    void languageChanged(const QString &language);

private:
    void removeTranslators();

    QString m_language = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};

} // namespace vinci
