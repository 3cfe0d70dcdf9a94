#include "mapcatalog.h"

#include <QDir>
#include <QFileInfo>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

bool isMapFolder(const QString &folder)
{
    return QFileInfo::exists(QDir(folder).filePath(u"map.json"_s));
}

} // namespace

MapCatalog::MapCatalog(QStringList directories)
    : m_directories(std::move(directories))
{}

std::shared_ptr<const LoadedMap> MapCatalog::load(const QString &idOrFolder, QString *error)
{
    const std::lock_guard lock(m_mutex);
    if (const auto found = m_loaded.constFind(idOrFolder); found != m_loaded.constEnd())
        return *found;
    QString folder;
    QStringList tried;
    // A path, or a map folder in the current folder: loaded from there.
    if (idOrFolder.contains(u'/') || idOrFolder.contains(u'\\') || isMapFolder(idOrFolder)) {
        if (isMapFolder(idOrFolder))
            folder = idOrFolder;
        tried.append(QDir::toNativeSeparators(idOrFolder));
    } else {
        for (const QString &directory : m_directories) {
            const QString candidate = QDir(directory).filePath(idOrFolder);
            tried.append(QDir::toNativeSeparators(candidate));
            if (isMapFolder(candidate)) {
                folder = candidate;
                break;
            }
        }
    }
    if (folder.isEmpty()) {
        if (error)
            *error =
                tr("No map \"%1\" was found (looked in: %2).").arg(idOrFolder, tried.join(u", "_s));
        return nullptr;
    }
    MapLoadResult result = MapLoader::load(folder);
    if (!result.ok()) {
        if (error)
            *error = result.errorString();
        return nullptr;
    }
    auto map = std::make_shared<const LoadedMap>(std::move(*result.map));
    m_loaded.insert(map->graph->mapId(), map);
    m_loaded.insert(idOrFolder, map);
    return map;
}

void MapCatalog::forget(const QString &mapId)
{
    const std::lock_guard lock(m_mutex);
    // Kept under its id and under the name or folder it was asked by.
    m_loaded.removeIf([&](const auto &entry) { return entry.value()->graph->mapId() == mapId; });
}

BoardResolver MapCatalog::boardResolver()
{
    return [this](const QString &mapId, QString *error) -> std::shared_ptr<const ProvinceGraph> {
        const auto map = load(mapId, error);
        return map ? map->graph : nullptr;
    };
}

std::shared_ptr<const LoadedMap> MapCatalog::mapOfBoard(const ProvinceGraph *board) const
{
    const std::lock_guard lock(m_mutex);
    for (const auto &map : m_loaded) {
        if (map->graph.get() == board)
            return map;
    }
    return nullptr;
}

} // namespace vinci
