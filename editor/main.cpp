#include "applicationidentity.h"
#include "cli/importcommand.h"
#include "cli/packagecommand.h"
#include "cli/validatecommand.h"
#include "editorlanguage.h"
#include "editorwindow.h"
#include "headlessmode.h"
#include "languageoption.h"
#include "languageswitcher.h"
#include "quitsignals.h"
#include "startupmap.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

/** Whether the command line only asks for text or a headless command: no display needed. */
bool runsHeadless(int argc, const char *const *argv)
{
    return vinci::ValidateCommand::modeOption.isIn(argc, argv) ||
           vinci::ImportCommand::modeOption.isIn(argc, argv) ||
           vinci::PackageCommand::modeOption.isIn(argc, argv) || vinci::asksForTextOnly(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    if (runsHeadless(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    vinci::ApplicationIdentity{u"vinci-editor"_s, u"Vinci Map Editor"_s,
                               u"org.vincigame.VinciEditor"_s, QStringLiteral(VINCI_VERSION)}
        .apply();
    QApplication::setWindowIcon(QIcon(u":/icons/vinci-editor.svg"_s));
    // Owned here, after the application, so that it removes its translators while the
    // application still exists (as a child of the application it would do so too late).
    // The window speaks the Language menu's remembered choice; the headless modes the system's.
    vinci::LanguageSwitcher languages;
    const QString languageWarning = vinci::EditorLanguage::install(
        languages, vinci::LanguageOption::requested(argc, argv),
        runsHeadless(argc, argv) ? vinci::LanguageSwitcher::systemLanguage()
                                 : vinci::LanguageSwitcher::preferredLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Vinci map editor: make a board from an SVG drawing, set what the rules need, "
                "check it."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(vinci::LanguageOption::option(QCoreApplication::translate(
        "main", "The editor's language: en, fr or de (default: the system's).")));
    vinci::ValidateCommand validate(parser);
    const QCommandLineOption outOption(
        u"out"_s,
        // Read as a designer reads it: the folder itself, not the one it goes into (the s50
        // walk read "where --import writes the new map folder" as its parent).
        QCoreApplication::translate("main",
                                    "With --import: the new map's folder, made by the import "
                                    "(its name is the map's id), e.g. "
                                    "maps/my-map. With --package: the package file to write, "
                                    "e.g. my-map.vincimap."),
        QCoreApplication::translate("main", "path"));
    parser.addOption(outOption);
    vinci::ImportCommand import(parser, outOption);
    vinci::PackageCommand package(parser, outOption);
    parser.addPositionalArgument(
        u"map"_s,
        QCoreApplication::translate("main", "A map folder or a map package (.vincimap) to open "
                                            "(or to --validate)."),
        u"[map...]"_s);
    parser.process(app);

    QTextStream out(stdout);
    QTextStream errors(stderr);
    if (!languageWarning.isEmpty())
        errors << languageWarning << Qt::endl;
    if (validate.isRequested())
        return validate.run(out, errors);
    if (import.isRequested())
        return import.run(out, errors);
    if (package.isRequested())
        return package.run(out, errors);

    vinci::EditorWindow window(&languages);
    // A logout's SIGTERM (or kill, Ctrl+C, a closed terminal) quits asking nothing: unsaved
    // edits are kept for the next start, and no crash is reported then.
    vinci::QuitSignals quitSignals;
    QObject::connect(&quitSignals, &vinci::QuitSignals::quitRequested, &window,
                     &vinci::EditorWindow::quitAskingNothing);
    window.show();
    vinci::openStartupMap(window, parser.positionalArguments());
    // Asked to quit during the recovery question: the loop would wait for an exit already made.
    return window.isQuittingAskingNothing() ? 0 : QApplication::exec();
}
