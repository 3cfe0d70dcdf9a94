// CI compiles the Qt Test files in bundles (tests/CMakeLists.txt, VINCI_TEST_BUNDLES): several
// test files to one unit and one program, each test a link to it named as its own program was.
// Included before each test file of a bundle: its QTEST_MAIN then registers the test under the
// file's name instead of defining main(), and the bundle's main (testbundle.cpp) runs the test
// its program's name names.
#pragma once

#include <QTest>

namespace vinci::testing {

using BundledTestMain = int (*)(int argc, char *argv[]);

/** Registers the test of `sourceFile` (its __FILE__); true, for a static's initializer. */
bool registerBundledTest(const char *sourceFile, BundledTestMain main);

} // namespace vinci::testing

// QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN all expand this one (QtTest/qtest.h):
// the same body, in a function of the test's own.
#undef QTEST_MAIN_WRAPPER
// NOLINTNEXTLINE(cppcoreguidelines-macro-usage): Qt Test's macro, given another body
#define QTEST_MAIN_WRAPPER(TestObject, ...)                                                        \
    static int vinciBundledMain##TestObject(int argc, char *argv[])                                \
    {                                                                                              \
        TESTLIB_SELFCOVERAGE_START(#TestObject)                                                    \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                         \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    [[maybe_unused]] static const bool vinciBundled##TestObject =                                  \
        vinci::testing::registerBundledTest(__FILE__, &vinciBundledMain##TestObject);
