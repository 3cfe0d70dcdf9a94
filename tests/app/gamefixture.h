#pragma once

// Shared by the game window's tests: a game on the shipped Europe map, played a few steps.

#include "ai/randomplayer.h"
#include "game/play.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/maploader.h"
#include "panels/playercolours.h"
#include "session/newgamesetup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QWidget>
#include <QtTest>

#include <memory>

namespace vinci::testing {

/** How long a test waits for the computers' turns: long, for a busy machine. */
inline constexpr int computerTurnTimeout = 60000;

/**
 * Keeps this test program's settings (recent files, language) in `dir`, never the person's, under
 * an organization of its own and its own name (the executable's): a window's test calls it first.
 * The turns a person missed are not shown (View > Turns You Missed: Off): a test plays the
 * person's turn as it begins; test_catchup turns them on.
 */
inline void keepSettingsIn(const QTemporaryDir &dir)
{
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("vinci-tests"));
    QSettings().setValue(QStringLiteral("game/catchUp"), QStringLiteral("off"));
}

/**
 * Keeps this run's data files (QStandardPaths in test mode: a kept lesson, its guide/ games) in
 * `dir` too: test mode puts them in ~/.qttest, one folder for every run of the same program on
 * the machine, so that two runs at once removed each other's kept lesson (a resume test found no
 * offer on a busy machine).
 */
inline void keepDataIn(const QTemporaryDir &dir)
{
    qputenv("HOME", QFile::encodeName(dir.filePath(QStringLiteral("home"))));
    QStandardPaths::setTestModeEnabled(true);
}

/** The shipped maps' folder: maps/ of the source tree. */
inline QString mapsFolder()
{
    return QStringLiteral(VINCI_SOURCE_DIR "/maps");
}

/** The shipped maps, catalogued as the game catalogues them. */
inline std::unique_ptr<MapCatalog> shippedMaps()
{
    return std::make_unique<MapCatalog>(QStringList{mapsFolder()});
}

/** The Europe board, loaded once. */
inline std::shared_ptr<const ProvinceGraph> europeBoard()
{
    static const std::shared_ptr<const ProvinceGraph> board = [] {
        const MapLoadResult result = MapLoader::load(
            QDir(QStringLiteral(VINCI_SOURCE_DIR)).filePath(QStringLiteral("maps/europe")));
        return result.ok() ? result.map->graph : nullptr;
    }();
    return board;
}

/**
 * What the New Game dialog would hand the window for these seats and seed on `map` (the
 * Mediterranean under Online 2013, its own rules; the others Classic).
 */
inline NewGameSetup setupOf(std::vector<SeatSetup> seats, quint64 seed,
                            const QString &map = QStringLiteral("europe"))
{
    NewGameSetup setup;
    setup.mapId = map;
    setup.options.ruleSet =
        map == QStringLiteral("mediterranean") ? RuleSetId::Online2013 : RuleSetId::Classic;
    setup.seats = std::move(seats);
    setup.options.seed = seed;
    setup.syncOptions();
    return setup;
}

/** The same for `players` people with the default names and colours. */
inline NewGameSetup peopleSetup(const QString &map, int players, quint64 seed = 0)
{
    std::vector<SeatSetup> seats;
    seats.reserve(static_cast<std::size_t>(players));
    for (int i = 0; i < players; ++i)
        seats.push_back({defaultSeatName(i), playerColour(i), QStringLiteral("human")});
    return setupOf(std::move(seats), seed, map);
}

/** A new game for `players` seats with this seed, under these rules. */
inline GameState newEuropeGame(int players, quint64 seed = 7, RuleSetId rules = RuleSetId::Classic)
{
    GameOptions options;
    options.ruleSet = rules;
    options.playerCount = players;
    options.seed = seed;
    QString error;
    auto state = newGame(europeBoard(), options, &error);
    if (!state)
        qFatal("cannot start a game: %s", qPrintable(error));
    return *state;
}

/** Plays `actions` random legal actions (seeded), returning the events; stops at game over. */
inline std::vector<GameEvent> playRandomly(GameState &state, int actions, quint64 seed = 3)
{
    RandomPlayer player(seed);
    std::vector<GameEvent> events;
    for (int i = 0; i < actions && !state.isOver(); ++i) {
        if (applyInPlace(state, player.chooseAction(state), &events))
            qFatal("the random player made an illegal move");
    }
    return events;
}

/** Plays until `state` reaches `turn` (each player's turn counts). */
inline std::vector<GameEvent> playUntilTurn(GameState &state, int turn, quint64 seed = 3)
{
    RandomPlayer player(seed);
    std::vector<GameEvent> events;
    while (!state.isOver() && state.turnNumber < turn) {
        if (applyInPlace(state, player.chooseAction(state), &events))
            qFatal("the random player made an illegal move");
    }
    return events;
}

/** Default seats for `players` players. */
inline std::vector<SeatSetup> defaultSeats(int players)
{
    NewGameSetup setup = NewGameSetup::defaultSetup();
    setup.seats.clear();
    const char *names[] = {"Ada", "Bruno", "Chloé", "Dieter", "Elena", "Farid"};
    for (int i = 0; i < players; ++i)
        setup.seats.push_back(
            {QString::fromUtf8(names[i]), playerColour(i), QStringLiteral("human")});
    return setup.seats;
}

/**
 * Gives the offscreen platform one screen of `size` device pixels (a configfile written in
 * `dir`), before the application is made: QScreen::availableGeometry() is then a person's.
 */
inline bool useOffscreenScreen(const QSize &size, const QTemporaryDir &dir)
{
    const QString file = dir.filePath(QStringLiteral("screen.json"));
    QFile json(file);
    if (!json.open(QIODevice::WriteOnly))
        return false;
    json.write(QStringLiteral(R"({"screens": [{"name": "screen", "x": 0, "y": 0, "width": %1,
                   "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                   .arg(size.width())
                   .arg(size.height())
                   .toUtf8());
    json.close();
    qputenv("QT_QPA_PLATFORM", (QStringLiteral("offscreen:configfile=") + file).toLocal8Bit());
    return true;
}

/**
 * Saves a picture of `widget` to $VINCI_GRAB_DIR/<name>.png when that variable is set, so a
 * person can look at every panel the tests build.
 */
inline void grabIfAsked(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    // As a person sees it: the events and layouts a click just asked for are done first
    // (grabbed right after Next, the players' caption was pictured squeezed under its title
    // and their cards not yet placed).
    QCoreApplication::processEvents();
    for (int i = 0; i < 4; ++i)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    widget.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace vinci::testing
