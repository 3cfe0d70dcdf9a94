#pragma once

#include "game/gameoptions.h"

#include <QColor>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QSettings;

namespace vinci {

/**
 * The longest name a seat may have: New Game's field takes no more, and a saved or remembered
 * name is read up to it, so that a player's card shows the same name as the field did.
 */
inline constexpr int maxSeatNameLength = 24;

/** One seat at the table: who sits there, in which colour, played by whom. */
struct SeatSetup
{
    QString name;
    QColor colour;
    QString controller = QStringLiteral("human"); ///< a SeatKind key (seatkind.h)
    /**
     * Milliseconds a decision may take, for the kinds whose thinking time can be set
     * (hasThinkingTime(), seatkind.h); 0: the level's own budget.
     */
    int thinkingMs = 0;
    /**
     * The hints this seat's person asked for in the game, each as the number of actions played
     * when it was shown (kept in the save): Continue from Here keeps those of the moves it
     * keeps (hintsBefore()).
     */
    std::vector<int> hintsAt = {};

    int hintsUsed() const { return static_cast<int>(hintsAt.size()); }
    /** The hints asked for before `actions` actions were played: for the moves among them. */
    std::vector<int> hintsBefore(int actions) const;

    bool operator==(const SeatSetup &) const = default;
};

/**
 * Everything the new game dialog decides: the engine's options, the map, and per seat a name,
 * a colour and who plays it. `options.playerCount` and `options.virtualSeats` always agree
 * with `seats` (syncOptions()).
 */
struct NewGameSetup
{
    GameOptions options;
    QString mapId = QStringLiteral("europe");
    QString mapFolder; ///< absolute path of the map folder; empty until a map is chosen
    std::vector<SeatSetup> seats;

    /** The seat names, for describeEvent() and the panels. */
    QStringList playerNames() const;

    /** Sets playerCount and virtualSeats from `seats`. */
    void syncOptions();

    /** The rulebook's "VINCI with One or Two Players": `people` (1 or 2) and virtual players. */
    static NewGameSetup soloPreset(int people);

    /** Three people, the designer's tile mix, default names and colours. */
    static NewGameSetup defaultSetup();
    /**
     * The New Game dialog's first offer, before any choice was remembered: one person at the
     * computer and the Strategist (normal) in the other seats. Three people by default was not
     * what one person at a computer expects (the walk of 2026-11-27).
     */
    static NewGameSetup firstSetup();

    /**
     * The seats as a save file's metadata ({"seats": [{name, colour, controller, thinkingMs}],
     * ...}; thinkingMs only where it is set).
     */
    QJsonObject toMetadata() const;

    /**
     * The seats read back from a save's metadata, for `playerCount` seats; missing or bad
     * entries get default names and colours, so an old or foreign save still opens.
     */
    static std::vector<SeatSetup> seatsFromMetadata(const QJsonObject &metadata, int playerCount);

    /**
     * Writes the setup under `settings`' current group: the rule set, the map, the seats and
     * the game's length under gameLengthKey() of the rule set.
     */
    void save(QSettings &settings) const;
    /**
     * Reads a setup written by save(); nothing when there is none. The game's length is the
     * one kept for the rule set read; the key "victoryTarget" of earlier versions is not read
     * (it held an Online 2013 game's rounds as well as a Classic target).
     */
    static std::optional<NewGameSetup> load(QSettings &settings);
    /**
     * Where save() keeps the game's length (`options.victoryTarget`) under `ruleSet`: each rule
     * set its own, since points and rounds do not translate into each other
     * ("classicVictoryTarget", "online2013Rounds").
     */
    static QString gameLengthKey(RuleSetId ruleSet);

    bool operator==(const NewGameSetup &) const = default;
};

/** The longest thinking time a seat may be given, in milliseconds. */
inline constexpr int maxThinkingMs = 60000;

/** The default name of seat `index` ("Player 1"), translated. */
QString defaultSeatName(int index);

/**
 * `name` in the interface's language when it is a name the program gave by default, in any
 * language it ships ("Player 3", "Joueur 3", "Virtueller Spieler 1" become "Spieler 3"... in
 * German); any other name as it is. Default names follow a language switch; names people
 * typed never change.
 */
QString retranslatedSeatName(const QString &name);

} // namespace vinci
