#pragma once

#include "io/savegame.h"
#include "mapformat/maploader.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <memory>
#include <mutex>

namespace vinci {

/**
 * The maps the game can be played on: folders `<dir>/<id>/map.json` found in a list of
 * directories (MapDirectories::searchPaths() in both programs), each loaded once through
 * MapLoader (validated, all or nothing) and kept. Saves find their board through
 * boardResolver(), so a loaded game and the window share one board; the headless modes resolve
 * map names through it too (mapDirectoryResolver()). Safe to use from several threads.
 */
class MapCatalog
{
    Q_DECLARE_TR_FUNCTIONS(MapCatalog)

public:
    /**
     * Searches `directories` (MapDirectories::searchPaths() in the game) in order; an id found
     * twice is taken from the first.
     */
    explicit MapCatalog(QStringList directories);

    const QStringList &directories() const { return m_directories; }

    /**
     * The map with this id (or in this folder), loaded once. Null with a message naming the
     * folders tried, or the map's own faults, when it cannot be loaded.
     */
    std::shared_ptr<const LoadedMap> load(const QString &idOrFolder, QString *error = nullptr);

    /**
     * Forgets the loaded map `mapId` (a new copy was installed in its place): the next load()
     * reads the folder again. Games in progress keep the board they hold.
     */
    void forget(const QString &mapId);

    /** A resolver for readSaveGame() that loads through this catalog. */
    BoardResolver boardResolver();

    /** The loaded map whose board is `board`, if this catalog loaded it. */
    std::shared_ptr<const LoadedMap> mapOfBoard(const ProvinceGraph *board) const;

private:
    QStringList m_directories;
    mutable std::mutex m_mutex; ///< guards m_loaded (simulations load from several threads)
    QHash<QString, std::shared_ptr<const LoadedMap>> m_loaded; ///< by id and by name asked
};

} // namespace vinci
