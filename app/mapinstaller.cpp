#include "mapinstaller.h"

#include "mapformat/maploader.h"
#include "mappackage.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

/** The files under `folder`, by their path relative to it, sorted. */
QStringList filesUnder(const QString &folder)
{
    QStringList files;
    const QDir root(folder);
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << root.relativeFilePath(it.next());
    files.sort();
    return files;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

bool MapInstaller::isPackageFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(MapPackage::fileSuffix(), Qt::CaseInsensitive) == 0;
}

MapInstaller::MapInstaller(QString mapsFolder)
    : m_mapsFolder(std::move(mapsFolder))
{}

MapInstaller::~MapInstaller() = default;

bool MapInstaller::prepare(const QString &packageFile, QString *error)
{
    m_staged.clear();
    m_map = MapData();
    const QString shown = native(packageFile);
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    // Unpacked beside the maps folder, on its file system, so that install() is a rename; in a
    // hidden folder of its own that the map lists never read (QDir skips hidden entries).
    const QString parent = QFileInfo(m_mapsFolder).absolutePath();
    if (!QDir().mkpath(parent))
        return fail(tr("%1: the folder cannot be created.").arg(native(parent)));
    m_staging = std::make_unique<QTemporaryDir>(QDir(parent).filePath(u".map-install-XXXXXX"_s));
    if (!m_staging->isValid())
        return fail(tr("%1: no temporary folder can be made there (%2).")
                        .arg(native(parent), m_staging->errorString()));
    // The package reader checks every entry before it writes one, into <staging>/<map id>.
    const MapPackageResult unpacked = readMapPackage(packageFile, m_staging->path());
    if (!unpacked.ok())
        return fail(unpacked.error);
    m_staged = unpacked.contents->mapFolder;
    // Loaded as the game will load it: read, validated, its board built.
    const MapLoadResult result = MapLoader::load(m_staged);
    if (!result.ok()) {
        // The findings name the files inside the package ("alps.vincimap: map.json: ..."),
        // not the temporary folder the player never sees.
        QString findings = result.errorString();
        for (const QString &prefix : {m_staged + u'/', native(m_staged) + QDir::separator()})
            findings.replace(prefix, shown + u": "_s);
        m_staged.clear();
        return fail(tr("%1 is not a map the game can play:\n%2").arg(shown, findings));
    }
    m_map = result.map->data;
    return true;
}

QString MapInstaller::installedFolder() const
{
    if (m_map.id.isEmpty())
        return {};
    const QFileInfo installed(QDir(m_mapsFolder).filePath(m_map.id));
    return installed.exists() || installed.isSymLink() ? installed.absoluteFilePath() : QString();
}

bool MapInstaller::sameAsInstalled() const
{
    const QString installed = installedFolder();
    if (m_staged.isEmpty() || installed.isEmpty())
        return false;
    const QStringList files = filesUnder(m_staged);
    if (files != filesUnder(installed))
        return false;
    return std::all_of(files.begin(), files.end(), [&](const QString &file) {
        return contents(QDir(m_staged).filePath(file)) == contents(QDir(installed).filePath(file));
    });
}

QString MapInstaller::install(QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return QString();
    };
    if (m_staged.isEmpty())
        return fail(tr("No map package was prepared."));
    if (!QDir().mkpath(m_mapsFolder))
        return fail(tr("%1: the folder cannot be created.").arg(native(m_mapsFolder)));
    QString target = QDir(m_mapsFolder).filePath(m_map.id); // returned: moves
    // The old map is moved aside into the temporary folder (deleted with it) before the new one
    // takes its place; should that fail, it is moved back.
    const QString replaced = m_staging->filePath(u".replaced"_s);
    const bool replacing = !installedFolder().isEmpty();
    if (replacing && !QDir().rename(target, replaced))
        return fail(tr("%1: the installed map cannot be replaced.").arg(native(target)));
    if (!QDir().rename(m_staged, target)) {
        if (replacing)
            QDir().rename(replaced, target);
        return fail(tr("%1: the map cannot be installed there.").arg(native(target)));
    }
    m_staged.clear();
    return target;
}

} // namespace vinci
