#include "packageentries.h"

#include "mapformat/folderpath.h"
#include "mapformat/mapreader.h"
#include "mapformat/svgelementindex.h"
#include "mappackage.h"

#include <QSet>

#include <archive.h>
#include <archive_entry.h>
#include <array>
#include <memory>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

/** Translations of this file, in MapPackage's context. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MapPackage)
};

struct ReadArchiveFree
{
    void operator()(archive *reader) const { archive_read_free(reader); }
};
struct WriteArchiveFree
{
    void operator()(archive *writer) const { archive_write_free(writer); }
};
struct EntryFree
{
    void operator()(archive_entry *entry) const { archive_entry_free(entry); }
};

/** libarchive's own words for the last failure, or a general one. */
QString archiveFault(archive *handle)
{
    const char *message = archive_error_string(handle);
    return message != nullptr ? QString::fromUtf8(message) : Text::tr("the archive is damaged");
}

QString megabytes(qint64 bytes)
{
    return Text::tr("%1 MB").arg(bytes / (1024 * 1024));
}

/** Why an entry that is not a regular file is refused (%1 the package, %2 the entry), or empty. */
QString typeFault(archive_entry *entry)
{
    if (archive_entry_hardlink(entry) != nullptr)
        return Text::tr("%1: the entry \"%2\" is a link, not a file");
    switch (archive_entry_filetype(entry)) {
    case AE_IFREG:
        return {};
    case AE_IFLNK:
        return Text::tr("%1: the entry \"%2\" is a symbolic link, not a file");
    case AE_IFDIR:
        return Text::tr("%1: the entry \"%2\" is a folder, not a file");
    default:
        return Text::tr("%1: the entry \"%2\" is a device or another special file, not a file");
    }
}

/**
 * Reads one entry's data, counting the bytes as they inflate; false with `fault` set (%1 the
 * package, %2 the entry, to fill in) or `overTotal`.
 */
bool readEntryData(archive *reader, qint64 limit, qint64 totalLeft, QByteArray *data,
                   QString *fault, bool *overTotal)
{
    std::array<char, 64 * 1024> buffer{};
    for (;;) {
        const la_ssize_t count = archive_read_data(reader, buffer.data(), buffer.size());
        if (count == 0)
            return true;
        if (count < 0) {
            *fault = Text::tr("%1: the entry \"%2\" cannot be read: %3")
                         .arg(u"%1"_s, u"%2"_s, archiveFault(reader));
            return false;
        }
        if (data->size() + count > limit) {
            *fault = Text::tr("%1: the entry \"%2\" is larger than %3")
                         .arg(u"%1"_s, u"%2"_s, megabytes(limit));
            return false;
        }
        if (data->size() + count > totalLeft) {
            *overTotal = true;
            return false;
        }
        data->append(buffer.data(), static_cast<qsizetype>(count));
    }
}

} // namespace

qint64 packageEntryLimit(const QString &name)
{
    if (name == MapReader::jsonFileName())
        return MapReader::maxJsonBytes;
    if (name == MapPackage::previewFileName())
        return MapPackage::maxPreviewBytes;
    return SvgElementIndex::maxSvgBytes;
}

qint64 packageTotalLimit()
{
    return MapReader::maxJsonBytes + SvgElementIndex::maxSvgBytes + MapPackage::maxPreviewBytes;
}

PackageEntries readPackageEntries(const QByteArray &zip, const QString &packageName)
{
    PackageEntries result;
    const auto fail = [&](const QString &message) {
        result.entries.clear();
        result.error = message;
        return result;
    };
    const auto entryFault = [&](const QString &entry, const QString &fault) {
        return fail(QString(fault).arg(packageName, entry));
    };

    const std::unique_ptr<archive, ReadArchiveFree> reader(archive_read_new());
    // Zip only, whatever else libarchive could read: a package is one format.
    archive_read_support_format_zip(reader.get());
    if (archive_read_open_memory(reader.get(), zip.constData(), static_cast<size_t>(zip.size())) !=
        ARCHIVE_OK)
        return fail(Text::tr("%1: not a map package (a zip file): %2")
                        .arg(packageName, archiveFault(reader.get())));

    QSet<QString> seen;
    qint64 total = 0;
    archive_entry *entry = nullptr;
    for (;;) {
        const int status = archive_read_next_header(reader.get(), &entry);
        if (status == ARCHIVE_EOF)
            break;
        if (status != ARCHIVE_OK && status != ARCHIVE_WARN)
            return fail(Text::tr("%1: not a readable map package: %2")
                            .arg(packageName, archiveFault(reader.get())));
        if (static_cast<int>(result.entries.size()) == MapPackage::maxEntries)
            return fail(Text::tr("%1: holds more than %2 files (map.json, its SVG and %3)")
                            .arg(packageName, QString::number(MapPackage::maxEntries),
                                 MapPackage::previewFileName()));
        const char *utf8 = archive_entry_pathname_utf8(entry);
        if (utf8 == nullptr)
            return fail(Text::tr("%1: an entry's name is not readable text").arg(packageName));
        const QString name = QString::fromUtf8(utf8);
        if (const QString fault = typeFault(entry); !fault.isEmpty())
            return entryFault(name, fault);
        if (!staysInsideFolder(name))
            return entryFault(name, Text::tr("%1: the entry \"%2\" is not a plain relative path "
                                             "(an absolute path, \"..\" or a drive)"));
        if (archive_entry_is_encrypted(entry) != 0)
            return entryFault(name, Text::tr("%1: the entry \"%2\" is encrypted"));
        if (seen.contains(name.toCaseFolded()))
            return entryFault(name, Text::tr("%1: the entry \"%2\" appears twice"));
        seen.insert(name.toCaseFolded());

        PackageEntry read{name, {}};
        QString fault;
        bool overTotal = false;
        if (!readEntryData(reader.get(), packageEntryLimit(name), packageTotalLimit() - total,
                           &read.data, &fault, &overTotal)) {
            if (overTotal)
                return fail(Text::tr("%1: its files are larger than %2 together")
                                .arg(packageName, megabytes(packageTotalLimit())));
            return entryFault(name, fault);
        }
        total += read.data.size();
        result.entries.push_back(std::move(read));
    }
    return result;
}

std::optional<QByteArray> zipPackageEntries(const std::vector<PackageEntry> &entries,
                                            QString *error)
{
    QByteArray zip;
    const std::unique_ptr<archive, WriteArchiveFree> writer(archive_write_new());
    const auto failed = [&]() -> std::optional<QByteArray> {
        if (error != nullptr)
            *error = archiveFault(writer.get());
        return std::nullopt;
    };
    const auto append = [](archive *, void *clientData, const void *buffer,
                           size_t length) -> la_ssize_t {
        static_cast<QByteArray *>(clientData)
            ->append(static_cast<const char *>(buffer), static_cast<qsizetype>(length));
        return static_cast<la_ssize_t>(length);
    };
    if (archive_write_set_format_zip(writer.get()) != ARCHIVE_OK ||
        archive_write_set_options(writer.get(), "zip:compression=deflate") != ARCHIVE_OK ||
        // No padding after the zip's end (libarchive pads to whole blocks unless told).
        archive_write_set_bytes_in_last_block(writer.get(), 1) != ARCHIVE_OK ||
        archive_write_open2(writer.get(), &zip, nullptr, append, nullptr, nullptr) != ARCHIVE_OK)
        return failed();
    // 2000-01-01: a fixed date, so that a map packaged twice gives the same bytes.
    constexpr time_t fixedTime = 946684800;
    for (const PackageEntry &item : entries) {
        const std::unique_ptr<archive_entry, EntryFree> entry(archive_entry_new());
        archive_entry_set_pathname_utf8(entry.get(), item.name.toUtf8().constData());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0644);
        archive_entry_set_size(entry.get(), item.data.size());
        archive_entry_set_mtime(entry.get(), fixedTime, 0);
        if (archive_write_header(writer.get(), entry.get()) != ARCHIVE_OK ||
            archive_write_data(writer.get(), item.data.constData(),
                               static_cast<size_t>(item.data.size())) != item.data.size())
            return failed();
    }
    if (archive_write_close(writer.get()) != ARCHIVE_OK)
        return failed();
    return zip;
}

} // namespace vinci
