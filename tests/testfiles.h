#pragma once

// Reading files in tests: what a program under test wrote, and the tests' own data
// (tests/data), one helper each instead of a copy in every test.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace vinci::testing {

/** What the file at `path` holds; empty when it cannot be read (a test compares, and fails). */
inline QByteArray fileContents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/** A file of tests/data (`relative` to it, "editor/drawing.svg"); a missing one stops the test
 * program, since every test of it would fail for a reason it does not name. */
inline QByteArray testData(const QString &relative)
{
    const QString path = QStringLiteral(VINCI_TEST_DATA "/") + relative;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(path));
    return file.readAll();
}

/** A path under tests/data/maps (`relative` to it, "valid", "bad/wrong-type/map.json"): the
 * map reader's and the validator's fixtures. */
inline QString mapFixture(const QString &relative)
{
    return QStringLiteral(VINCI_TEST_DATA "/maps/") + relative;
}

} // namespace vinci::testing
