#include "../mapart/fixturemap.h"
#include "headless/rendermapcommand.h"
#include "languageoption.h"

#include <QCommandLineParser>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace vinci;
using namespace Qt::StringLiterals;

/** `vinci --render-map`: argument handling, exit codes and the image it writes. */
class TestRenderMapCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /** Reads the fixture for the folder "rules-example" and fails for any other. */
    static std::optional<MapFolder> readFixture(const QString &folder, QString *error)
    {
        if (folder != u"rules-example") {
            *error = u"%1/map.json: cannot open the file"_s.arg(folder);
            return std::nullopt;
        }
        return MapFolder{testmaps::rulesExampleWithNames(), testmaps::rulesExampleSvgPath()};
    }

    struct Outcome
    {
        int exitCode;
        QString out;
        QString errors;
    };

    static Outcome run(const QStringList &arguments)
    {
        QCommandLineParser parser;
        const QCommandLineOption language = LanguageOption::option(u"language"_s);
        parser.addOption(language);
        RenderMapCommand command(parser, language);
        if (!parser.parse(QStringList(u"vinci"_s) + arguments))
            return {-1, {}, parser.errorText()};
        if (!command.isRequested())
            return {-2, {}, {}};
        QString out;
        QString errors;
        QTextStream outStream(&out);
        QTextStream errorStream(&errors);
        const int code = command.run(&TestRenderMapCommand::readFixture, outStream, errorStream);
        return {code, out, errors};
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void findsTheCommandBeforeQtStarts()
    {
        const char *withCommand[] = {"vinci", "--width", "800", "--render-map", "maps/europe"};
        const char *withEquals[] = {"vinci", "--render-map=maps/europe", "out.png"};
        const char *without[] = {"vinci", "--language", "fr"};
        QVERIFY(RenderMapCommand::modeOption.isIn(5, withCommand));
        QVERIFY(RenderMapCommand::modeOption.isIn(3, withEquals));
        QVERIFY(!RenderMapCommand::modeOption.isIn(3, without));
    }

    void writesTheImage()
    {
        const QString image = m_dir.filePath(u"rules.png"_s);
        const Outcome outcome = run({u"--render-map"_s, u"rules-example"_s, image, u"--language"_s,
                                     u"de"_s, u"--width"_s, u"640"_s});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.errors));
        QVERIFY(outcome.out.contains(image));
        QCOMPARE(QImageReader(image).size().width(), 640);
    }

    void refusesBadUsage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString image = u"out.png"_s;
        QTest::newRow("no image") << QStringList{u"--render-map"_s, u"rules-example"_s} << 2
                                  << u"image file"_s;
        QTest::newRow("language") << QStringList{u"--render-map"_s, u"rules-example"_s, image,
                                                 u"--language"_s, u"it"_s}
                                  << 2 << u"\"it\""_s;
        QTest::newRow("width") << QStringList{u"--render-map"_s, u"rules-example"_s, image,
                                              u"--width"_s, u"wide"_s}
                               << 2 << u"\"wide\""_s;
        QTest::newRow("unreadable map") << QStringList{u"--render-map"_s, u"maps/nowhere"_s, image}
                                        << 1 << u"maps/nowhere/map.json"_s;
    }
    void refusesBadUsage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Outcome outcome = run(arguments);
        QCOMPARE(outcome.exitCode, exitCode);
        QVERIFY2(outcome.errors.contains(message), qPrintable(outcome.errors));
        QVERIFY(!QFile::exists(u"out.png"_s));
    }
};

QTEST_MAIN(TestRenderMapCommand)
#include "test_rendermapcommand.moc"
