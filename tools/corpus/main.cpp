// vinci-corpus [--check] [--maps DIR] [CORPUS_DIR]
//
// Rebuilds every game of the corpus (CORPUS_DIR/corpus.json; tests/data/corpus by default) from
// its recipe: map, options, seed and seats, the computer seats playing it again. It rewrites
// the saves whose games changed and says, for each, whether it is new, unchanged or changed
// from which round, turn and player; then what the corpus covers of the rules. --check writes
// nothing and fails (exit 1) when a game changed. Exit 2 on an error, 3 when the corpus misses
// a tile or a kind of turn. See docs/reliability.md.

#include "corpus/savecorpus.h"
#include "io/savegame.h"
#include "protocol/mapresolver.h"
#include "rules/tiletable.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QSaveFile>

#include <cstdio>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

void say(const QString &line)
{
    std::fputs(qPrintable(line + u'\n'), stdout);
    std::fflush(stdout);
}

/** The turn digests the corpus holds for this save now; empty when there is none. */
std::vector<TurnDigest> recordedTurns(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    return turnDigestsFromJson(root.value(u"metadata"_s).toObject().value(u"corpus"_s).toObject());
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Regenerates the corpus of saved games."_s);
    parser.addHelpOption();
    const QCommandLineOption check(u"check"_s, u"Write nothing; exit 1 if a game changed."_s);
    const QCommandLineOption maps(u"maps"_s, u"The folder of the maps."_s, u"dir"_s,
                                  QStringLiteral(VINCI_SOURCE_DIR "/maps"));
    parser.addOption(check);
    parser.addOption(maps);
    parser.addPositionalArgument(u"corpus"_s, u"The corpus folder (corpus.json)."_s);
    parser.process(app);
    const QDir folder(parser.positionalArguments().value(
        0, QStringLiteral(VINCI_SOURCE_DIR "/tests/data/corpus")));

    QString error;
    const auto recipes = readCorpusManifest(folder.filePath(u"corpus.json"_s), &error);
    if (!recipes) {
        say(error);
        return 2;
    }
    const BoardResolver resolve = mapDirectoryResolver({parser.value(maps)});
    CorpusCoverage coverage;
    int changed = 0;
    qint64 bytes = 0;
    for (const CorpusRecipe &recipe : *recipes) {
        const auto board = resolve(recipe.mapId, &error);
        if (!board) {
            say(recipe.file + u": "_s + error);
            return 2;
        }
        const auto game = playCorpusGame(recipe, board, &error);
        if (!game) {
            say(recipe.file + u": "_s + error);
            return 2;
        }
        addCoverage(coverage, *game);
        const QString fileName = folder.filePath(recipe.file);
        const std::vector<TurnDigest> before = recordedTurns(fileName);
        const std::vector<TurnDigest> after =
            turnDigestsFromJson(game->saved.metadata.value(u"corpus"_s).toObject());
        const QByteArray document = corpusSaveDocument(recipe, *game);
        bytes += document.size();
        const QString summary = u"%1 rounds, %2 turns, %3 actions"_s.arg(game->state.round)
                                    .arg(after.size())
                                    .arg(game->saved.actions.size());
        if (before == after) {
            say(u"%1: unchanged (%2)"_s.arg(recipe.file, summary));
            continue;
        }
        ++changed;
        if (before.empty()) {
            say(u"%1: new (%2)"_s.arg(recipe.file, summary));
        } else {
            std::size_t first = 0;
            while (first < before.size() && first < after.size() && before[first] == after[first])
                ++first;
            const TurnDigest &turn = first < after.size() ? after[first] : before[first];
            say(u"%1: CHANGED from round %2, turn %3, player %4 (%5)"_s.arg(recipe.file)
                    .arg(turn.round)
                    .arg(turn.turnNumber)
                    .arg(turn.player + 1)
                    .arg(summary));
        }
        if (parser.isSet(check))
            continue;
        QSaveFile file(fileName);
        if (!file.open(QIODevice::WriteOnly) || file.write(document) != document.size() ||
            !file.commit()) {
            say(u"%1: cannot be written (%2)"_s.arg(fileName, file.errorString()));
            return 2;
        }
    }
    say(u"%1 games, %2 KiB; %3 changed%4."_s.arg(recipes->size())
            .arg(bytes / 1024)
            .arg(changed)
            .arg(parser.isSet(check) ? u" (nothing written)"_s : u""_s));
    for (const RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
        const auto index = static_cast<std::size_t>(id);
        QStringList tiles;
        for (const TileKind kind : coverage.tilesChosen[index])
            tiles.append(tileKey(kind));
        say(u"%1: %2 finished games, %3 expansion turns, %4 decline turns; tiles chosen: %5"_s
                .arg(ruleSetKey(id))
                .arg(coverage.finishedGames[index])
                .arg(coverage.expansionTurns[index])
                .arg(coverage.declineTurns[index])
                .arg(tiles.join(u", "_s)));
    }
    const QStringList missing = coverage.missing();
    for (const QString &line : missing)
        say(u"Missing: "_s + line);
    if (!missing.isEmpty())
        return 3;
    return parser.isSet(check) && changed > 0 ? 1 : 0;
}
