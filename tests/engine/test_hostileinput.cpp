// Hostile input: files and lines made to hurt (a runaway size, JSON nested thousands deep, an
// entity bomb, a path out of the map folder). Each is refused with a message naming the file
// and the fault, and costs bounded time and memory by construction: sizes are checked before a
// file is read, Qt's parsers stop at their nesting and entity-expansion limits.

#include "io/savegame.h"
#include "mapformat/mapreader.h"
#include "mapformat/svgelementindex.h"
#include "protocol/enginesession.h"
#include "testmaps.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

BoardResolver exampleBoardResolver()
{
    return [](const QString &, QString *) { return testmaps::rulesExampleBoard(); };
}

QByteArray nestedJson(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

/** An SVG whose entities would expand to about 3 GB (the "billion laughs"). */
QByteArray entityBomb()
{
    QByteArray svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a \"lollollollol\">\n";
    char previous = 'a';
    for (char name = 'b'; name <= 'j'; ++name) {
        svg += "<!ENTITY " + QByteArray(1, name) + " \"";
        for (int i = 0; i < 10; ++i)
            svg += "&" + QByteArray(1, previous) + ";";
        svg += "\">\n";
        previous = name;
    }
    svg += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"provinces\"><path "
           "id=\"x\" d=\"M0 0H1V1Z\"/><text>&j;</text></g></svg>\n";
    return svg;
}

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void saveLargerThanTheLimitIsNotRead()
    {
        // A sparse file: 64 MB on paper, no memory or disk spent making it.
        const QString fileName = m_dir.filePath(u"huge.vinci"_s);
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(2 * maxSaveBytes));
        file.close();
        QString error;
        QVERIFY(!readSaveGame(fileName, exampleBoardResolver(), &error));
        QVERIFY2(error.startsWith(u"huge.vinci: "_s), qPrintable(error));
        QVERIFY2(error.contains(u"larger than 32 MB"_s), qPrintable(error));
    }

    void saveFromADeviceStopsAtTheLimit()
    {
        // A device has no size to check first: reading stops one byte past the limit.
        if (!QFile::exists(u"/dev/zero"_s))
            QSKIP("no /dev/zero");
        QString error;
        QVERIFY(!readSaveGame(u"/dev/zero"_s, exampleBoardResolver(), &error));
        QVERIFY2(error.contains(u"larger than 32 MB"_s), qPrintable(error));
    }

    void deeplyNestedSaveIsRefused()
    {
        QString error;
        QVERIFY(!readSaveGame(nestedJson(10000), u"deep.vinci"_s, exampleBoardResolver(), &error));
        QVERIFY2(error.startsWith(u"deep.vinci: not a readable save"_s), qPrintable(error));
    }

    void deeplyNestedMapJsonIsRefused()
    {
        MapReader reader;
        QVERIFY(!reader.read(nestedJson(10000), u"deep/map.json"_s));
        QCOMPARE(reader.error().file, u"deep/map.json"_s);
        QVERIFY(!reader.error().fault.isEmpty());
    }

    void deeplyNestedProtocolLineIsAnswered()
    {
        EngineSession session(exampleBoardResolver());
        const QJsonObject reply = session.handleLine(nestedJson(10000));
        QCOMPARE(reply.value(u"ok"_s).toBool(true), false);
        QCOMPARE(reply.value(u"error"_s).toObject().value(u"code"_s).toString(),
                 u"malformed-json"_s);
    }

    void entityBombIsNotExpanded()
    {
        // QXmlStreamReader expands an entity to at most 4,096 characters, then stops with an
        // error: the 3 GB never exist.
        MapFileError error;
        const auto index = SvgElementIndex::fromData(entityBomb(), u"bomb/map.svg"_s, &error);
        QVERIFY(!index);
        QCOMPARE(error.file, u"bomb/map.svg"_s);
        QVERIFY2(error.line > 0, qPrintable(error.fault));
    }

    void svgOutsideTheMapFolderIsRefused_data()
    {
        QTest::addColumn<QString>("svg");
        QTest::newRow("parent") << u"../secret.svg"_s;
        QTest::newRow("absolute") << u"/etc/passwd"_s;
        QTest::newRow("deeper parent") << u"art/../../secret.svg"_s;
    }

    void svgOutsideTheMapFolderIsRefused()
    {
        QFETCH(QString, svg);
        QFile valid(QStringLiteral(VINCI_TEST_DATA "/maps/valid/map.json"));
        QVERIFY(valid.open(QIODevice::ReadOnly));
        QByteArray json = valid.readAll();
        const QByteArray named = "\"svg\": \"map.svg\"";
        QVERIFY(json.contains(named));
        json.replace(named, "\"svg\": \"" + svg.toUtf8() + "\"");
        MapReader reader;
        QVERIFY(!reader.read(json, u"valid/map.json"_s));
        QVERIFY2(reader.error().fault.contains(u"inside the map folder"_s),
                 qPrintable(reader.error().fault));
    }
};

QTEST_APPLESS_MAIN(TestHostileInput)
#include "test_hostileinput.moc"
