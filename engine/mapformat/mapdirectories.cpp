#include "mapdirectories.h"

#include "folderpath.h"
#include "mapformat/mapreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

QString MapEntry::name(QStringView language) const
{
    const QString localized = names.in(language);
    return localized.isEmpty() ? id : localized;
}

QString MapDirectories::dataFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (data.isEmpty())
        return {};
    // The organization's folder, shared by the game and the editor.
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty())
        organization = u"vinci"_s;
    return QDir(data).filePath(organization);
}

QString MapDirectories::userMapsFolder()
{
    const QString data = dataFolder();
    return data.isEmpty() ? QString() : QDir(data).filePath(u"maps"_s);
}

QString MapDirectories::legacyUserMapsFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : QDir(data).filePath(u"maps"_s);
}

int MapDirectories::moveLegacyUserMaps()
{
    // A map of the same id installed in the new folder since is the newer one: the old copy
    // stays where it was, and the folder with it.
    return moveEntriesOnce(legacyUserMapsFolder(), userMapsFolder(), {},
                           QDir::Dirs | QDir::NoDotAndDotDot);
}

QStringList MapDirectories::searchPaths(const QString &programDir)
{
    QStringList paths;
    // The player's own maps first (see the class comment), whether or not the folder is there
    // yet: the game's MapCatalog keeps this list for the whole session.
    const QString user = userMapsFolder();
    if (!user.isEmpty()) {
        const QFileInfo info(user);
        paths << (info.isDir() ? info.canonicalFilePath() : info.absoluteFilePath());
    }
    QStringList candidates;
    const QDir program(programDir.isEmpty() ? QCoreApplication::applicationDirPath() : programDir);
    // Installs put the program in <prefix>/bin and the maps in <prefix>/share/vinci/maps
    // (GNUInstallDirs); a build tree links the source's maps beside its programs
    // (app/CMakeLists.txt), so that it finds them the same way and an installed program never
    // looks in the source tree it was built from.
    candidates << program.filePath(u"maps"_s) << program.filePath(u"../share/vinci/maps"_s);
    for (const QString &data :
         QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        candidates << QDir(data).filePath(u"vinci/maps"_s);
    // Never the current folder's maps/: a designer who keeps maps in ./maps and opens one of
    // their packages from there would be told that their map came with the game.
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo info(candidate);
        if (!info.isDir())
            continue;
        const QString canonical = info.canonicalFilePath();
        if (!paths.contains(canonical))
            paths << canonical;
    }
    return paths;
}

std::vector<MapEntry> MapDirectories::availableMaps(const QStringList &paths)
{
    std::vector<MapEntry> maps;
    const auto add = [&maps](const QString &folderPath) {
        const QString id = QFileInfo(folderPath).fileName();
        const bool known = std::any_of(maps.begin(), maps.end(),
                                       [&](const MapEntry &entry) { return entry.id == id; });
        if (known || !QFileInfo::exists(QDir(folderPath).filePath(MapReader::jsonFileName())))
            return;
        // Only map.json is read here: the list must be quick. Loading for play validates the
        // whole map (MapLoader) and says what is wrong.
        MapReader reader;
        const auto data = reader.readFolder(folderPath);
        if (data)
            maps.push_back({id, folderPath, data->names, data->classic.playerCounts, data->author,
                            data->licence,
                            QDir::cleanPath(QDir(folderPath).absoluteFilePath(data->svgFile))});
    };
    for (const QString &path : paths) {
        const QDir dir(path);
        // A path is a map folder itself (the editor's Test Play) or a folder of map folders.
        if (QFileInfo::exists(dir.filePath(MapReader::jsonFileName()))) {
            add(dir.absolutePath());
            continue;
        }
        const QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &folder : folders)
            add(dir.absoluteFilePath(folder));
    }
    std::sort(maps.begin(), maps.end(),
              [](const MapEntry &a, const MapEntry &b) { return a.id < b.id; });
    return maps;
}

std::optional<MapEntry> MapDirectories::find(const QString &id, const QStringList &paths)
{
    for (MapEntry &entry : availableMaps(paths)) {
        if (entry.id == id)
            return std::move(entry);
    }
    return std::nullopt;
}

} // namespace vinci
