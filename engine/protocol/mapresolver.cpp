#include "mapresolver.h"

#include "mapformat/maploader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <mutex>

namespace vinci {

BoardResolver mapDirectoryResolver(const QStringList &mapDirectories)
{
    struct Cache
    {
        std::mutex mutex;
        QHash<QString, std::shared_ptr<const ProvinceGraph>> boards;
    };
    auto cache = std::make_shared<Cache>();
    return [mapDirectories, cache](const QString &name,
                                   QString *error) -> std::shared_ptr<const ProvinceGraph> {
        std::lock_guard lock(cache->mutex);
        if (const auto found = cache->boards.constFind(name); found != cache->boards.constEnd())
            return *found;
        QStringList tried;
        QString folder;
        if (QFileInfo(name).isDir() &&
            QFileInfo::exists(QDir(name).filePath(QStringLiteral("map.json")))) {
            folder = name;
        } else {
            for (const QString &directory : mapDirectories) {
                const QString candidate = QDir(directory).filePath(name);
                tried.append(QDir::toNativeSeparators(candidate));
                if (QFileInfo::exists(QDir(candidate).filePath(QStringLiteral("map.json")))) {
                    folder = candidate;
                    break;
                }
            }
        }
        if (folder.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate("MapResolver",
                                                     "No map \"%1\" was found (looked in: %2).")
                             .arg(name, tried.join(QStringLiteral(", ")));
            return nullptr;
        }
        const MapLoadResult loaded = MapLoader::load(folder);
        if (!loaded.ok()) {
            if (error)
                *error = loaded.errorString();
            return nullptr;
        }
        cache->boards.insert(name, loaded.map->graph);
        return loaded.map->graph;
    };
}

} // namespace vinci
