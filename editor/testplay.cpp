#include "testplay.h"

#include "document/mapdocument.h"
#include "mapformat/mapid.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

namespace vinci {

using namespace Qt::StringLiterals;

QString TestPlay::gameExecutable()
{
    const QString fromEnvironment = qEnvironmentVariable("VINCI_GAME");
    if (!fromEnvironment.isEmpty())
        return QFileInfo(fromEnvironment).isExecutable() ? fromEnvironment : QString();
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(u"vinci"_s), here.filePath(u"../app/vinci"_s)}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return QDir::cleanPath(info.absoluteFilePath());
    }
    return QStandardPaths::findExecutable(u"vinci"_s);
}

QStringList TestPlay::arguments(const QString &mapFolder, const QString &language)
{
    // --test-play: the game plays on a copy of the player's settings, so that trying a map
    // changes none of them (the test map would otherwise become their next new game's).
    QStringList arguments{u"--map"_s, mapFolder, u"--test-play"_s};
    // The designer's language, which the game's own remembered one need not be (the s42 walk:
    // Test Play from the French editor started the game in English).
    if (!language.isEmpty())
        arguments << u"--language"_s << language;
    return arguments;
}

std::optional<QString> TestPlay::folderToPlay(const MapDocument &document,
                                              const QTemporaryDir &scratch, QString *error)
{
    if (!document.folder().isEmpty() && document.undoStack()->isClean())
        return document.folder();
    if (!scratch.isValid()) {
        if (error)
            *error = tr("No temporary folder to write the map to: %1").arg(scratch.errorString());
        return std::nullopt;
    }
    // A new subfolder each time: a game started earlier may still be reading the last one.
    const QString id = isValidMapId(document.map().id) ? document.map().id : u"test-map"_s;
    QString folder;
    for (int n = 1;; ++n) {
        folder = QDir(scratch.path()).filePath(u"%1/%2"_s.arg(n).arg(id));
        if (!QFileInfo::exists(folder))
            break;
    }
    MapDocument copy(document.map(), document.svg());
    if (copy.map().id != id)
        copy.setMapInfo(id, copy.map().names);
    if (!copy.writeCopy(folder, error))
        return std::nullopt;
    return folder;
}

bool TestPlay::start(const MapDocument &document, const QTemporaryDir &scratch,
                     const QString &language, QString *error)
{
    const QString game = gameExecutable();
    if (game.isEmpty()) {
        if (error)
            *error = tr("The game (vinci) was not found next to the editor or on the PATH; set "
                        "VINCI_GAME to its path.");
        return false;
    }
    const std::optional<QString> folder = folderToPlay(document, scratch, error);
    if (!folder)
        return false;
    if (!QProcess::startDetached(game, arguments(*folder, language))) {
        if (error)
            *error = tr("%1 could not be started.").arg(game);
        return false;
    }
    return true;
}

} // namespace vinci
