#include "headless/rendermapcommand.h"

#include "mapformat/maploader.h"
#include "mapimagerenderer.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QStringList languages{u"en"_s, u"fr"_s, u"de"_s};
constexpr int defaultWidth = 2400;

} // namespace

std::optional<MapFolder> readMapFolder(const QString &folder, QString *error)
{
    MapLoadResult result = MapLoader::load(folder);
    if (!result.ok()) {
        if (error)
            *error = result.errorString();
        return std::nullopt;
    }
    return MapFolder{std::move(result.map->data), result.map->svgPath};
}

RenderMapCommand::RenderMapCommand(QCommandLineParser &parser, const QCommandLineOption &language)
    : HeadlessMode(parser,
                   {modeOption.toString(),
                    tr("Draw the map in <folder> to the image file given after it (PNG), with "
                       "names, symbols and a legend, and exit. Needs no display."),
                    tr("folder")})
    , m_language(language)
    , m_width(u"width"_s, tr("Width of the image in pixels (default %1).").arg(defaultWidth),
              tr("pixels"), QString::number(defaultWidth))
{
    m_parser.addOption(m_width);
    m_parser.addPositionalArgument(u"image"_s, tr("With --render-map: the image to write."),
                                   u"[image]"_s);
}

int RenderMapCommand::run(const MapFolderReader &read, QTextStream &out, QTextStream &errors) const
{
    const QString folder = m_parser.value(m_option);
    const QStringList positional = m_parser.positionalArguments();
    if (positional.size() != 1) {
        errors << tr("--render-map needs the map folder and one image file, as in: "
                     "vinci --render-map maps/europe europe.png")
               << Qt::endl;
        return 2;
    }
    MapImageOptions options;
    options.language = m_parser.isSet(m_language) ? m_parser.value(m_language) : u"en"_s;
    if (!languages.contains(options.language)) {
        errors << tr("Unknown language \"%1\": use en, fr or de.").arg(options.language)
               << Qt::endl;
        return 2;
    }
    bool isNumber = false;
    options.width = m_parser.value(m_width).toInt(&isNumber);
    if (!isNumber || options.width < MapImageRenderer::minimumWidth ||
        options.width > MapImageRenderer::maximumWidth) {
        errors << tr("The width must be a number of pixels from %1 to %2, not \"%3\".")
                      .arg(MapImageRenderer::minimumWidth)
                      .arg(MapImageRenderer::maximumWidth)
                      .arg(m_parser.value(m_width))
               << Qt::endl;
        return 2;
    }

    QString error;
    const std::optional<MapFolder> map = read(folder, &error);
    if (!map) {
        errors << error << Qt::endl;
        return 1;
    }
    const QString image = positional.constFirst();
    if (!renderMapImageFile(map->data, map->svgPath, image, options, &error)) {
        errors << error << Qt::endl;
        return 1;
    }
    out << tr("Wrote %1").arg(image) << Qt::endl;
    return 0;
}

} // namespace vinci
