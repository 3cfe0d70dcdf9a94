#include "commandlineoption.h"

#include <QTest>

using namespace vinci;

/** The early look at argv both programs take to pick a headless mode before any QApplication. */
class TestCommandLineOption : public QObject
{
    Q_OBJECT

private slots:
    void namesTheOptionInItsSpellings()
    {
        const char *plain[] = {"vinci", "--engine"};
        QVERIFY(commandLineNames(2, plain, "engine"));
        QVERIFY(!commandLineNames(2, plain, "engin"));
        QVERIFY(!commandLineNames(2, plain, "simulate"));
        // The program's own name is never an option.
        const char *named[] = {"--engine"};
        QVERIFY(!commandLineNames(1, named, "engine"));

        const char *single[] = {"vinci-editor", "-validate", "maps/europe"};
        QVERIFY(!commandLineNames(3, single, "validate"));
        QVERIFY(commandLineNames(3, single, "validate", {.singleDash = true}));

        const char *valued[] = {"vinci", "--render-map=out.png"};
        QVERIFY(!commandLineNames(2, valued, "render-map"));
        QVERIFY(commandLineNames(2, valued, "render-map", {.withValue = true}));
        const char *prefix[] = {"vinci", "--render-mapping=x"};
        QVERIFY(!commandLineNames(2, prefix, "render-map", {.withValue = true}));
    }
};

QTEST_APPLESS_MAIN(TestCommandLineOption)
#include "test_commandlineoption.moc"
