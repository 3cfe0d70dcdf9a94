#pragma once

// The corpus of saved games (tests/data/corpus) for the tests that read it.

#include "corpus/savecorpus.h"
#include "protocol/mapresolver.h"

#include <QDir>
#include <QJsonDocument>
#include <QTest>

namespace vinci::corpusfiles {

inline QString folder()
{
    return QStringLiteral(VINCI_TEST_DATA "/corpus");
}

inline std::vector<CorpusRecipe> recipes()
{
    QString error;
    const auto recipes =
        readCorpusManifest(QDir(folder()).filePath(QStringLiteral("corpus.json")), &error);
    if (!recipes)
        qFatal("%s", qPrintable(error));
    return *recipes;
}

/** The shipped maps, as the game finds them. */
inline const BoardResolver &shippedMaps()
{
    static const BoardResolver resolve =
        mapDirectoryResolver({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    return resolve;
}

inline QByteArray contents(const QString &file)
{
    QFile in(QDir(folder()).filePath(file));
    if (!in.open(QIODevice::ReadOnly))
        qFatal("%s cannot be read", qPrintable(file));
    return in.readAll();
}

/** A corpus save read as Game ▸ Open reads it (its map found, its moves replayed). */
inline std::optional<LoadedGame> load(const QString &file, QString *error = nullptr)
{
    return readSaveGame(contents(file), file, shippedMaps(), error);
}

/** The turn digests a corpus save records. */
inline std::vector<TurnDigest> recordedTurns(const LoadedGame &game)
{
    return turnDigestsFromJson(game.saved.metadata.value(QStringLiteral("corpus")).toObject());
}

} // namespace vinci::corpusfiles
