#include "mapresolver.h"

#include "mapformat/mapcatalog.h"

namespace vinci {

BoardResolver mapDirectoryResolver(const QStringList &mapDirectories)
{
    auto catalog = std::make_shared<MapCatalog>(mapDirectories);
    return [catalog](const QString &name, QString *error) -> std::shared_ptr<const ProvinceGraph> {
        const auto map = catalog->load(name, error);
        return map ? map->graph : nullptr;
    };
}

} // namespace vinci
