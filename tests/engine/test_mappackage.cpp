// The .vincimap map package (mappackage/): a round trip through a real map, and each way a
// hostile package is refused before anything reaches the disk. The bad zips are made here with
// libarchive's writer, which writes whatever names and entry types it is given.

#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mappackage.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>
#include <memory>
#include <vector>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** One entry of a zip made by the test; `type` may be anything libarchive writes. */
struct ZipItem
{
    QByteArray name;
    QByteArray data;
    unsigned int type = AE_IFREG;
    QByteArray linkTarget = {}; ///< for a symbolic link
};

QByteArray makeZip(const std::vector<ZipItem> &items)
{
    QByteArray zip;
    const std::unique_ptr<archive, decltype(&archive_write_free)> writer(archive_write_new(),
                                                                         archive_write_free);
    archive_write_set_format_zip(writer.get());
    archive_write_set_options(writer.get(), "zip:compression=deflate");
    archive_write_set_bytes_in_last_block(writer.get(), 1);
    const auto append = [](archive *, void *out, const void *buffer, size_t length) {
        static_cast<QByteArray *>(out)->append(static_cast<const char *>(buffer),
                                               static_cast<qsizetype>(length));
        return static_cast<la_ssize_t>(length);
    };
    archive_write_open2(writer.get(), &zip, nullptr, append, nullptr, nullptr);
    for (const ZipItem &item : items) {
        const std::unique_ptr<archive_entry, decltype(&archive_entry_free)> entry(
            archive_entry_new(), archive_entry_free);
        archive_entry_set_pathname(entry.get(), item.name.constData());
        archive_entry_set_filetype(entry.get(), item.type);
        archive_entry_set_perm(entry.get(), 0644);
        if (item.type == AE_IFLNK)
            archive_entry_set_symlink(entry.get(), item.linkTarget.constData());
        archive_entry_set_size(entry.get(), item.type == AE_IFREG ? item.data.size() : 0);
        archive_write_header(writer.get(), entry.get());
        if (!item.data.isEmpty())
            archive_write_data(writer.get(), item.data.constData(),
                               static_cast<size_t>(item.data.size()));
    }
    archive_write_close(writer.get());
    return zip;
}

QByteArray fileContents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString shippedMap(const QString &id)
{
    return QStringLiteral(VINCI_SOURCE_DIR "/maps/") + id;
}

} // namespace

class TestMapPackage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_count = 0;

    /** A new empty folder to extract into. */
    QString freshFolder()
    {
        const QString folder = m_dir.filePath(u"out-%1"_s.arg(++m_count));
        QDir().mkpath(folder);
        return folder;
    }

    QString writeZip(const std::vector<ZipItem> &items)
    {
        const QString path = m_dir.filePath(u"bad-%1.vincimap"_s.arg(++m_count));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(makeZip(items)) < 0)
            return {};
        return path;
    }

    /** Reads a bad package: refused, with a message naming it and holding `expected`. */
    void expectRefused(const std::vector<ZipItem> &items, const QString &expected)
    {
        const QString package = writeZip(items);
        QVERIFY(!package.isEmpty());
        const QString destination = freshFolder();
        const MapPackageResult result = readMapPackage(package, destination);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(QFileInfo(package).fileName()), qPrintable(result.error));
        QVERIFY2(result.error.contains(expected), qPrintable(result.error));
        // Nothing reached the disk.
        QVERIFY(QDir(destination).isEmpty());
    }

private slots:
    void shippedMapRoundTrips()
    {
        const QString package = m_dir.filePath(u"europe.vincimap"_s);
        const QByteArray preview = "\x89PNG\r\n\x1a\n not decoded by the package";
        QCOMPARE(writeMapPackage(shippedMap(u"europe"_s), preview, package), QString());

        const QString destination = freshFolder();
        const MapPackageResult result = readMapPackage(package, destination);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.contents->mapFolder, QDir(destination).filePath(u"europe"_s));
        QCOMPARE(result.contents->map.id, u"europe"_s);
        for (const QString &file : {u"map.json"_s, u"map.svg"_s})
            QCOMPARE(fileContents(result.contents->mapFolder + u'/' + file),
                     fileContents(shippedMap(u"europe"_s) + u'/' + file));
        QCOMPARE(fileContents(result.contents->previewFile), preview);
        QVERIFY2(MapLoader::load(result.contents->mapFolder).ok(),
                 qPrintable(MapLoader::load(result.contents->mapFolder).errorString()));
        // Only the map's files travel (no autosave, no editor leftovers).
        QCOMPARE(QDir(result.contents->mapFolder).entryList(QDir::Files).size(), 3);

        // One map makes one file: packaging it again gives the same bytes.
        const QString again = m_dir.filePath(u"again.vincimap"_s);
        QCOMPARE(writeMapPackage(shippedMap(u"europe"_s), preview, again), QString());
        QCOMPARE(fileContents(again), fileContents(package));
    }

    void mapWithErrorsIsNotPackaged()
    {
        const QString folder = freshFolder() + u"/broken"_s;
        QDir().mkpath(folder);
        QFile::copy(shippedMap(u"europe"_s) + u"/map.svg"_s, folder + u"/map.svg"_s);
        QFile json(folder + u"/map.json"_s);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(R"({"formatVersion": 1, "id": "broken", "names": {"en": "Broken"},
                       "provinces": []})");
        json.close();
        const QString package = m_dir.filePath(u"broken.vincimap"_s);
        const QString error = writeMapPackage(folder, {}, package);
        QVERIFY2(error.contains(u"cannot be packaged"_s), qPrintable(error));
        QVERIFY(!QFile::exists(package));
    }

    void existingFolderIsLeftAlone()
    {
        const QString package = m_dir.filePath(u"med.vincimap"_s);
        QCOMPARE(writeMapPackage(shippedMap(u"mediterranean"_s), {}, package), QString());
        const QString destination = freshFolder();
        QDir().mkpath(destination + u"/mediterranean"_s);
        QFile mine(destination + u"/mediterranean/mine.txt"_s);
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.close();
        const MapPackageResult result = readMapPackage(package, destination);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(u"already exists"_s), qPrintable(result.error));
        QCOMPARE(QDir(destination + u"/mediterranean"_s).entryList(QDir::Files),
                 QStringList{u"mine.txt"_s});
        // Without a preview, the package has none to give.
        const MapPackageResult fresh = readMapPackage(package, freshFolder());
        QVERIFY2(fresh.ok(), qPrintable(fresh.error));
        QVERIFY(fresh.contents->previewFile.isEmpty());
    }

    void notAZipIsRefused()
    {
        const QString path = m_dir.filePath(u"text.vincimap"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a zip file at all\n");
        file.close();
        const MapPackageResult result = readMapPackage(path, freshFolder());
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(u"text.vincimap: not a map package"_s),
                 qPrintable(result.error));
    }

    void absolutePathIsRefused()
    {
        expectRefused({{"/tmp/map.json", "{}"}}, u"\"/tmp/map.json\" is not a plain relative"_s);
    }

    void parentFolderIsRefused()
    {
        expectRefused({{"map.json", "{}"}, {"../map.svg", "<svg/>"}},
                      u"\"../map.svg\" is not a plain relative"_s);
    }

    void symbolicLinkIsRefused()
    {
        expectRefused({{"map.svg", {}, AE_IFLNK, "/etc/passwd"}},
                      u"\"map.svg\" is a symbolic link"_s);
    }

    void deviceIsRefused()
    {
        // libarchive's zip writer writes no device: mark a file as one in the central
        // directory, whose Unix mode (the external attributes' high half) the reader trusts.
        QByteArray zip = makeZip({{"map.svg", "<svg/>"}});
        const qsizetype central = zip.indexOf("PK\x01\x02");
        QVERIFY(central > 0);
        constexpr qsizetype modeOffset = 40; // the high 16 bits of the external attributes
        const quint16 characterDevice = 0020644;
        zip[central + modeOffset] = static_cast<char>(characterDevice & 0xff);
        zip[central + modeOffset + 1] = static_cast<char>(characterDevice >> 8);
        const QString path = m_dir.filePath(u"device.vincimap"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(zip);
        file.close();
        const QString destination = freshFolder();
        const MapPackageResult result = readMapPackage(path, destination);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(u"device.vincimap: the entry \"map.svg\" is a device"_s),
                 qPrintable(result.error));
        QVERIFY(QDir(destination).isEmpty());
    }

    void folderIsRefused()
    {
        expectRefused({{"art/", {}, AE_IFDIR}}, u"is a folder, not a file"_s);
    }

    void moreThanThreeEntriesAreRefused()
    {
        expectRefused({{"map.json", "{}"},
                       {"map.svg", "<svg/>"},
                       {"preview.png", "png"},
                       {"readme.txt", "hello"}},
                      u"holds more than 3 files"_s);
    }

    void duplicateNameIsRefused()
    {
        expectRefused({{"map.json", "{}"}, {"map.json", "{}"}}, u"\"map.json\" appears twice"_s);
        // A case-insensitive file system would write both to one file.
        expectRefused({{"map.svg", "<svg/>"}, {"MAP.svg", "<svg/>"}},
                      u"\"MAP.svg\" appears twice"_s);
    }

    void entryLargerThanTheMapLimitIsRefused()
    {
        // 16 MB and a byte of spaces deflate to a few KB: the size is counted while inflating.
        expectRefused({{"map.json", QByteArray(MapReader::maxJsonBytes + 1, ' ')}},
                      u"\"map.json\" is larger than 16 MB"_s);
    }

    void entriesLargerThanTheTotalAreRefused()
    {
        // Each under the SVG's 64 MB, together over 88 MB.
        const QByteArray half(50 * 1024 * 1024, ' ');
        expectRefused({{"a.svg", half}, {"b.svg", half}}, u"larger than 88 MB together"_s);
    }

    void missingMapJsonIsRefused()
    {
        expectRefused({{"map.svg", "<svg/>"}}, u"holds no map.json"_s);
    }

    void unknownEntryIsRefused()
    {
        QByteArray json = fileContents(shippedMap(u"europe"_s) + u"/map.json"_s);
        expectRefused({{"map.json", json}, {"run.sh", "rm -rf ~"}},
                      u"\"run.sh\" is not part of a map package"_s);
    }

    void missingDrawingIsRefused()
    {
        QByteArray json = fileContents(shippedMap(u"europe"_s) + u"/map.json"_s);
        expectRefused({{"map.json", json}, {"preview.png", "png"}},
                      u"holds no map.svg, the drawing its map.json names"_s);
    }

    void checkGivesTheFilesWithoutExtracting()
    {
        const QString package = m_dir.filePath(u"check.vincimap"_s);
        QCOMPARE(writeMapPackage(shippedMap(u"mediterranean"_s), "png", package), QString());
        const MapPackageCheck check = checkMapPackage(package);
        QVERIFY2(check.ok(), qPrintable(check.error));
        QCOMPARE(check.files->map.id, u"mediterranean"_s);
        QCOMPARE(check.files->svg, fileContents(shippedMap(u"mediterranean"_s) + u"/map.svg"_s));
        QCOMPARE(check.files->preview, QByteArray("png"));
        QVERIFY(MapLoader::loadFromData(check.files->json, check.files->svg, {}).ok());
    }

    void unreadableMapJsonIsRefused()
    {
        expectRefused({{"map.json", "{ not json"}}, u"map.json:1:"_s);
    }
};

QTEST_GUILESS_MAIN(TestMapPackage)
#include "test_mappackage.moc"
