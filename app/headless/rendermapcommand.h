#pragma once

#include "headlessmode.h"
#include "map/mapdata.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

class QCommandLineParser;
class QTextStream;

namespace vinci {

/** A map folder read for drawing: its model and the absolute path of its art. */
struct MapFolder
{
    MapData data;
    QString svgPath;
};

/**
 * Reads and validates a map folder. On failure returns nothing and sets `error` to a message
 * naming the file, the element and the fault.
 */
using MapFolderReader =
    std::function<std::optional<MapFolder>(const QString &folder, QString *error)>;

/** The program's MapFolderReader: the engine's MapLoader (validated, all or nothing). */
std::optional<MapFolder> readMapFolder(const QString &folder, QString *error);

/**
 * `vinci --render-map MAPDIR OUT.png [--language en|fr|de] [--width N]`: draws a map with its
 * names, symbols and legend into an image, with no display needed, so anyone can look at a
 * map (and CI can keep pictures of it).
 */
class RenderMapCommand : public HeadlessMode
{
    Q_DECLARE_TR_FUNCTIONS(RenderMapCommand)

public:
    /**
     * Adds the command's options to `parser`, which must outlive this object; the names are in
     * the language `language` (the program's --language, already added) gives, English if none.
     */
    RenderMapCommand(QCommandLineParser &parser, const QCommandLineOption &language);

    /**
     * --render-map (or --render-map=folder). Checked before QApplication exists, so main() can
     * choose the offscreen platform and need no display.
     */
    static constexpr ModeOptionName modeOption{"render-map", {.withValue = true}};

    /**
     * Runs the parsed command: reads the map with `read`, renders it and writes the image.
     * Returns the process exit code: 0 done, 1 the map or the image failed, 2 bad usage.
     * Messages go to `out` (what was written) and `errors` (what went wrong).
     */
    int run(const MapFolderReader &read, QTextStream &out, QTextStream &errors) const;

private:
    QCommandLineOption m_language;
    QCommandLineOption m_width;
};

} // namespace vinci
