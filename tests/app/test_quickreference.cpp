// The quick reference as a person gets it from the Game menu: Export Quick Reference as PDF...
// writes one or two A4 pages holding every tile of the game's rule set by its name in the
// interface language; Print Quick Reference... prints the same through the print dialog. The
// PDF is read back with poppler's pdfinfo and pdftotext (tools/ensure-packages.sh).

#include "app/gamefixture.h"
#include "dialogs/howtoplaytext.h"
#include "dialogs/quickreference.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "rules/tiletable.h"

#include <QAction>
#include <QFileDialog>
#include <QLineEdit>
#include <QPointer>
#include <QPrintDialog>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** What `program` prints for `file`; empty when it cannot run. */
QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pdfPages(const QString &file)
{
    const QRegularExpressionMatch pages =
        QRegularExpression(u"Pages:\\s+(\\d+)"_s).match(run(u"pdfinfo"_s, {file}));
    return pages.hasMatch() ? pages.captured(1).toInt() : 0;
}

/**
 * The PDF's words: every run of white space one space, ligatures ("ﬁ") as their letters (NFKC),
 * as a person searching the file would find them.
 */
QString pdfText(const QString &file)
{
    return run(u"pdftotext"_s, {file, u"-"_s})
        .normalized(QString::NormalizationForm_KC)
        .simplified();
}

/** Every tile in the rule set's bag, by the name the interface gives it now. */
QStringList tileNames(RuleSetId id)
{
    const RuleSet &rules = ruleSet(id);
    QStringList names;
    for (const TileCount &count : rules.tileMix(false, rules.maxPlayers))
        names << tileName(count.kind, id);
    return names;
}

QAction *menuAction(MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
}

template<typename Dialog>
Dialog *opened(QWidget &owner)
{
    Dialog *dialog = nullptr;
    if (!QTest::qWaitFor([&] { return (dialog = owner.findChild<Dialog *>()) != nullptr; }))
        return nullptr;
    return dialog;
}

} // namespace

class TestQuickReference : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<LanguageSwitcher> m_language;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
        m_language = std::make_unique<LanguageSwitcher>();
        QVERIFY2(!QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty() &&
                     !QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty(),
                 "poppler-utils (tools/ensure-packages.sh) reads the PDF back");
    }

    void exportedFromTheGameMenu_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("map");
        for (const char *language : {"en", "fr", "de"}) {
            // Europe is played under the Classic rules, the Mediterranean under Online 2013.
            for (const char *map : {"europe", "mediterranean"})
                QTest::addRow("%s-%s", language, map)
                    << QString::fromLatin1(language) << QString::fromLatin1(map);
        }
    }

    void exportedFromTheGameMenu()
    {
        QFETCH(QString, language);
        QFETCH(QString, map);
        QVERIFY(m_language->setLanguage(language, false));
        MainWindow window(m_catalog.get(), m_language.get());
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.startGame(testing::peopleSetup(map, 3), &error), qPrintable(error));
        const RuleSetId rules = window.controller()->state().options.ruleSet;

        QAction *exportAction = menuAction(window, u"exportQuickReference"_s);
        QVERIFY(exportAction);
        QVERIFY(!exportAction->text().isEmpty());
        exportAction->trigger();
        auto *dialog = opened<QFileDialog>(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
        QVERIFY(dialog->selectedFiles().value(0).endsWith(QuickReference::proposedFileName(rules)));
        const QString file = m_dir.filePath(u"reference-%1-%2.pdf"_s.arg(language, map));
        dialog->selectFile(file);
        QPointer<QFileDialog> closing(dialog);
        static_cast<QDialog *>(dialog)->accept();
        QTRY_VERIFY(!closing);
        QVERIFY(QFile::exists(file));
        // For a person to look at (pdftoppm turns its pages into pictures).
        if (!qEnvironmentVariableIsEmpty("VINCI_GRAB_DIR"))
            QFile::copy(
                file,
                QDir(qEnvironmentVariable("VINCI_GRAB_DIR")).filePath(QFileInfo(file).fileName()));

        const int pages = pdfPages(file);
        QVERIFY2(pages >= 1 && pages <= 2, qPrintable(QString::number(pages)));
        const QString text = pdfText(file);
        QVERIFY(text.contains(HowToPlayText::ruleSetTitle(rules)));
        for (const QString &name : tileNames(rules))
            QVERIFY2(text.contains(name.simplified()), qPrintable(name));
        // The other rule set's own tiles are not on this one's sheet.
        const QString onlineOnly = tileName(TileKind::Camels, RuleSetId::Online2013);
        QCOMPARE(text.contains(onlineOnly), rules == RuleSetId::Online2013);
        QVERIFY(m_language->setLanguage(u"en"_s, false));
    }

    void printedThroughThePrintDialog()
    {
        QVERIFY(m_language->setLanguage(u"en"_s, false));
        MainWindow window(m_catalog.get(), m_language.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *printAction = menuAction(window, u"printQuickReference"_s);
        QVERIFY(printAction);
        printAction->trigger();
        auto *dialog = opened<QPrintDialog>(window);
        QVERIFY(dialog);
        // As a person choosing "Print to File (PDF)" does.
        const QString file = m_dir.filePath(u"printed.pdf"_s);
        auto *fileName = dialog->findChild<QLineEdit *>(u"filename"_s);
        QVERIFY(fileName);
        fileName->setText(file);
        QPointer<QPrintDialog> closing(dialog);
        dialog->accept();
        QTRY_VERIFY(!closing);
        const int pages = pdfPages(file);
        QVERIFY2(pages >= 1 && pages <= 2, qPrintable(QString::number(pages)));
        const QString text = pdfText(file);
        for (const QString &name : tileNames(RuleSetId::Classic))
            QVERIFY2(text.contains(name), qPrintable(name));
    }
};

QTEST_MAIN(TestQuickReference)
#include "test_quickreference.moc"
