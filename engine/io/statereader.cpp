#include "statereader.h"

#include "game/play.h"
#include "game/positioncheck.h"
#include "mapformat/jsonfieldreader.h"
#include "rules/tiletable.h"
#include "statejson.h"

#include <QCoreApplication>

#include <array>
#include <optional>
#include <set>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Translations of this file; lupdate reads the context from here, so call StateReaderTexts::tr().
 */
struct StateReaderTexts
{
    Q_DECLARE_TR_FUNCTIONS(StateReader)
};

using Presence = JsonFieldReader::Presence;

/**
 * The reading of one state: JsonFieldReader's typed fields and paths, plus what a state alone
 * has (no unknown key, tiles and holders by key, provinces by id).
 */
class StateReader
{
public:
    explicit StateReader(GameState &state)
        : m_reader(u"state"_s)
        , m_state(state)
    {}

    bool failed() const { return m_reader.failed(); }
    QString error() const
    {
        const MapFileError &fault = m_reader.error();
        return fault.element.isEmpty() ? fault.fault : fault.element + u": "_s + fault.fault;
    }

    void read(const QJsonObject &json)
    {
        onlyKnownKeys(json, {},
                      {"phase", "currentPlayer", "actingPlayer", "firstPlayer", "round",
                       "turnNumber", "lastRound", "victoryTarget", "provinces", "players", "track",
                       "bag", "rng", "turn", "roundLimit", "neutralPawnsPlaced",
                       "neutralPawnsRemoved", "winners"});
        QString phase;
        int acting = 0;
        m_reader.get(json, {}, "phase"_L1, &phase);
        m_reader.get(json, {}, "currentPlayer"_L1, &m_state.currentPlayer);
        m_reader.get(json, {}, "actingPlayer"_L1, &acting);
        m_reader.get(json, {}, "firstPlayer"_L1, &m_state.firstPlayer);
        m_reader.get(json, {}, "round"_L1, &m_state.round);
        m_reader.get(json, {}, "turnNumber"_L1, &m_state.turnNumber);
        m_reader.get(json, {}, "lastRound"_L1, &m_state.lastRound);
        m_reader.get(json, {}, "victoryTarget"_L1, &m_state.victoryTarget);
        // stateToJson() leaves out a round limit of 0 (the Classic game's).
        m_state.roundLimit = 0;
        m_reader.get(json, {}, "roundLimit"_L1, &m_state.roundLimit, Presence::Optional);
        m_reader.get(json, {}, "neutralPawnsPlaced"_L1, &m_state.neutralPawnsPlaced);
        m_reader.get(json, {}, "neutralPawnsRemoved"_L1, &m_state.neutralPawnsRemoved);
        readPhase(phase, acting);
        readProvinces(json);
        readPlayers(json);
        readTrack(json);
        readBag(json);
        readRng(json);
        readTurn(json);
        m_state.winners = readInts(json, {}, "winners"_L1);
    }

private:
    void onlyKnownKeys(const QJsonObject &object, const QString &path,
                       std::initializer_list<const char *> known)
    {
        for (auto it = object.begin(); it != object.end() && !failed(); ++it) {
            const bool listed = std::any_of(known.begin(), known.end(), [&](const char *key) {
                return it.key() == QLatin1StringView(key);
            });
            if (!listed)
                m_reader.fail(JsonFieldReader::member(path, it.key()),
                              StateReaderTexts::tr("not a field of the state"));
        }
    }

    void readPhase(const QString &key, int acting)
    {
        if (failed())
            return;
        static constexpr std::array phases{
            Phase::ChooseCivilization, Phase::TurnStart, Phase::Conquest, Phase::Reorganization,
            Phase::RebirthDecision,    Phase::Redeploy,  Phase::GameOver};
        const auto *const found = std::find_if(phases.begin(), phases.end(),
                                               [&](Phase phase) { return phaseKey(phase) == key; });
        if (found == phases.end()) {
            m_reader.fail(u"phase"_s, StateReaderTexts::tr("unknown value \"%1\"").arg(key));
            return;
        }
        m_state.phase = *found;
        // The acting player is the current one, except the defender placing survivors; no one
        // once the game is over.
        m_state.redeployPlayer = m_state.phase == Phase::Redeploy ? acting : -1;
        if (m_state.phase != Phase::Redeploy && acting != m_state.actingPlayer())
            m_reader.fail(
                u"actingPlayer"_s,
                StateReaderTexts::tr("is not the current player (-1 once the game is over) outside "
                                     "the redeploy phase"));
    }

    void readProvinces(const QJsonObject &json)
    {
        QJsonArray list;
        if (!m_reader.get(json, {}, "provinces"_L1, &list))
            return;
        const ProvinceGraph &board = *m_state.board;
        std::set<AreaIndex> seen;
        for (qsizetype i = 0; i < list.size() && !failed(); ++i) {
            const QString path = JsonFieldReader::item(u"provinces"_s, i);
            const auto entry = m_reader.toObject(list.at(i), path);
            if (!entry)
                return;
            onlyKnownKeys(*entry, path, {"id", "holder", "player", "pawns", "fort"});
            QString id;
            QString holder;
            ProvinceState province;
            m_reader.get(*entry, path, "id"_L1, &id);
            m_reader.get(*entry, path, "holder"_L1, &holder);
            m_reader.get(*entry, path, "pawns"_L1, &province.pawns);
            m_reader.get(*entry, path, "player"_L1, &province.player, Presence::Optional);
            m_reader.get(*entry, path, "fort"_L1, &province.fort, Presence::Optional);
            if (failed())
                return;
            const auto area = board.indexOf(id);
            if (!area || !board.area(*area).isLand()) {
                m_reader.fail(
                    JsonFieldReader::member(path, u"id"),
                    StateReaderTexts::tr("there is no land province \"%1\" on this map").arg(id));
                return;
            }
            if (!seen.insert(*area).second) {
                m_reader.fail(JsonFieldReader::member(path, u"id"),
                              StateReaderTexts::tr("\"%1\" is listed twice").arg(id));
                return;
            }
            static const std::array<std::pair<QStringView, Holder>, 4> holders{{
                {u"empty", Holder::Empty},
                {u"neutral", Holder::Neutral},
                {u"active", Holder::Active},
                {u"declining", Holder::Declining},
            }};
            const auto *const known =
                std::find_if(holders.begin(), holders.end(),
                             [&](const auto &pair) { return pair.first == holder; });
            if (known == holders.end()) {
                m_reader.fail(JsonFieldReader::member(path, u"holder"),
                              StateReaderTexts::tr("unknown value \"%1\"").arg(holder));
                return;
            }
            province.holder = known->second;
            m_state.at(*area) = province;
        }
        for (AreaIndex area : board.landAreas()) {
            if (!failed() && !seen.contains(area))
                m_reader.fail(u"provinces"_s, StateReaderTexts::tr("the province \"%1\" is missing")
                                                  .arg(board.area(area).id));
        }
    }

    CivilizationTiles readTiles(const QJsonObject &object, const QString &path,
                                QLatin1StringView key, int most)
    {
        CivilizationTiles tiles;
        const QString where = JsonFieldReader::member(path, QString(key));
        const std::vector<TileKind> kinds = readTileList(object, path, key);
        if (static_cast<int>(kinds.size()) > most) {
            m_reader.fail(where, StateReaderTexts::tr("more than %n tile(s)", nullptr, most));
            return tiles;
        }
        for (TileKind kind : kinds)
            tiles.kinds[static_cast<std::size_t>(tiles.count++)] = kind;
        return tiles;
    }

    /**
     * The array at `key`, each item read by `readItem(item, itemPath)` (an optional: empty once
     * it has failed the reader); stops at the first fault.
     */
    template<typename T, typename ReadItem>
    std::vector<T> readList(const QJsonObject &object, const QString &path, QLatin1StringView key,
                            ReadItem readItem)
    {
        std::vector<T> values;
        QJsonArray list;
        if (!m_reader.get(object, path, key, &list))
            return values;
        const QString where = JsonFieldReader::member(path, QString(key));
        for (qsizetype i = 0; i < list.size() && !failed(); ++i) {
            const std::optional<T> value = readItem(list.at(i), JsonFieldReader::item(where, i));
            if (!value)
                break;
            values.push_back(*value);
        }
        return values;
    }

    std::vector<TileKind> readTileList(const QJsonObject &object, const QString &path,
                                       QLatin1StringView key)
    {
        return readList<TileKind>(
            object, path, key,
            [this](const QJsonValue &item, const QString &itemPath) -> std::optional<TileKind> {
                const auto name = m_reader.toString(item, itemPath);
                if (!name)
                    return std::nullopt;
                const auto kind = tileKindFromKey(*name);
                if (!kind)
                    m_reader.fail(itemPath, StateReaderTexts::tr("unknown tile \"%1\"").arg(*name));
                return kind;
            });
    }

    std::vector<int> readInts(const QJsonObject &object, const QString &path, QLatin1StringView key)
    {
        return readList<int>(object, path, key,
                             [this](const QJsonValue &item, const QString &itemPath) {
                                 return m_reader.toInt(item, itemPath);
                             });
    }

    void readPlayers(const QJsonObject &json)
    {
        QJsonArray list;
        if (!m_reader.get(json, {}, "players"_L1, &list))
            return;
        m_state.players.assign(static_cast<std::size_t>(list.size()), PlayerState{});
        for (qsizetype i = 0; i < list.size() && !failed(); ++i) {
            const QString path = JsonFieldReader::item(u"players"_s, i);
            const auto entry = m_reader.toObject(list.at(i), path);
            if (!entry)
                return;
            onlyKnownKeys(*entry, path,
                          {"score", "virtual", "civilizationsChosen", "pawnsReceived",
                           "pawnsRemoved", "peaceWith", "declinedTilesKept", "active",
                           "declining"});
            PlayerState &player = m_state.players[static_cast<std::size_t>(i)];
            m_reader.get(*entry, path, "score"_L1, &player.score);
            m_reader.get(*entry, path, "virtual"_L1, &player.virtualPlayer);
            m_reader.get(*entry, path, "civilizationsChosen"_L1, &player.civilizationsChosen);
            m_reader.get(*entry, path, "pawnsReceived"_L1, &player.pawnsReceived);
            m_reader.get(*entry, path, "pawnsRemoved"_L1, &player.pawnsRemoved);
            player.peaceWith = readInts(*entry, path, "peaceWith"_L1);
            if (entry->contains(u"declinedTilesKept"_s))
                player.declinedTilesKept = readTiles(*entry, path, "declinedTilesKept"_L1, 2);
            QJsonObject civilization;
            const QString activePath = JsonFieldReader::member(path, u"active");
            if (entry->contains(u"active"_s) &&
                m_reader.get(*entry, path, "active"_L1, &civilization)) {
                onlyKnownKeys(civilization, activePath, {"tiles", "hand", "pendingRedeploy"});
                ActiveCivilization active;
                active.tiles = readTiles(civilization, activePath, "tiles"_L1, 2);
                m_reader.get(civilization, activePath, "hand"_L1, &active.hand);
                m_reader.get(civilization, activePath, "pendingRedeploy"_L1,
                             &active.pendingRedeploy);
                player.active = active;
            }
            const QString decliningPath = JsonFieldReader::member(path, u"declining");
            if (entry->contains(u"declining"_s) &&
                m_reader.get(*entry, path, "declining"_L1, &civilization)) {
                onlyKnownKeys(civilization, decliningPath, {"tiles", "pendingRedeploy"});
                DecliningCivilization declining;
                declining.tiles = readTiles(civilization, decliningPath, "tiles"_L1, 2);
                m_reader.get(civilization, decliningPath, "pendingRedeploy"_L1,
                             &declining.pendingRedeploy);
                player.declining = declining;
            }
        }
    }

    void readTrack(const QJsonObject &json)
    {
        QJsonArray list;
        if (!m_reader.get(json, {}, "track"_L1, &list))
            return;
        m_state.track.clear();
        for (qsizetype i = 0; i < list.size() && !failed(); ++i) {
            const QString path = JsonFieldReader::item(u"track"_s, i);
            const auto entry = m_reader.toObject(list.at(i), path);
            if (!entry)
                return;
            onlyKnownKeys(*entry, path, {"tiles", "coins"});
            TrackSlot slot;
            slot.tiles = readTiles(*entry, path, "tiles"_L1, 2);
            m_reader.get(*entry, path, "coins"_L1, &slot.coins);
            m_state.track.push_back(slot);
        }
    }

    void readBag(const QJsonObject &json)
    {
        const std::vector<TileKind> bag = readTileList(json, {}, "bag"_L1);
        if (!failed())
            m_state.bag = bag;
    }

    void readRng(const QJsonObject &json)
    {
        if (!json.contains(u"rng"_s))
            return; // the options' seed, as newGame() left it
        QJsonArray words;
        if (!m_reader.get(json, {}, "rng"_L1, &words))
            return;
        std::array<quint64, 4> state{};
        bool ok = words.size() == static_cast<qsizetype>(state.size());
        for (std::size_t i = 0; ok && i < state.size(); ++i)
            state[i] = words.at(static_cast<qsizetype>(i)).toString().toULongLong(&ok, 16);
        if (!ok || state == std::array<quint64, 4>{}) {
            m_reader.fail(u"rng"_s,
                          StateReaderTexts::tr("expected four hexadecimal words, not all zero"));
            return;
        }
        m_state.rng.setState(state);
    }

    void readTurn(const QJsonObject &json)
    {
        QJsonObject turn;
        if (!m_reader.get(json, {}, "turn"_L1, &turn))
            return;
        const QString path = u"turn"_s;
        onlyKnownKeys(turn, path,
                      {"conquests", "abandoned", "espionageUsed", "fortsBuilt", "slaveryPawns",
                       "fieldGeneralPawns", "declined", "religionConverted", "culturePawns",
                       "cultureAwarded", "medicineGiven", "secondConquest",
                       "reorganizingBeforeDecline"});
        TurnState &into = m_state.turn;
        m_reader.get(turn, path, "conquests"_L1, &into.conquests);
        m_reader.get(turn, path, "abandoned"_L1, &into.abandoned);
        m_reader.get(turn, path, "espionageUsed"_L1, &into.espionageUsed);
        m_reader.get(turn, path, "fortsBuilt"_L1, &into.fortsBuilt);
        m_reader.get(turn, path, "slaveryPawns"_L1, &into.slaveryPawns);
        m_reader.get(turn, path, "fieldGeneralPawns"_L1, &into.fieldGeneralPawns);
        m_reader.get(turn, path, "declined"_L1, &into.declined);
        m_reader.get(turn, path, "religionConverted"_L1, &into.religionConverted);
        m_reader.get(turn, path, "culturePawns"_L1, &into.culturePawns);
        m_reader.get(turn, path, "cultureAwarded"_L1, &into.cultureAwarded);
        m_reader.get(turn, path, "medicineGiven"_L1, &into.medicineGiven);
        m_reader.get(turn, path, "secondConquest"_L1, &into.secondConquest);
        // Written only when set (docs/protocol.md).
        into.reorganizingBeforeDecline = false;
        m_reader.get(turn, path, "reorganizingBeforeDecline"_L1, &into.reorganizingBeforeDecline,
                     Presence::Optional);
        if (turn.contains(u"reorganizingBeforeDecline"_s) && !into.reorganizingBeforeDecline)
            m_reader.fail(JsonFieldReader::member(path, u"reorganizingBeforeDecline"),
                          StateReaderTexts::tr("written only when true"));
    }

    JsonFieldReader m_reader;
    GameState &m_state;
};

} // namespace

std::optional<GameState> stateFromJson(const QJsonObject &json,
                                       std::shared_ptr<const ProvinceGraph> board,
                                       const GameOptions &options, QString *error)
{
    // The options' first position gives the board, the options and the seeded random state;
    // the JSON gives everything else.
    auto state = newGame(std::move(board), options, error);
    if (!state)
        return std::nullopt;
    StateReader reader(*state);
    reader.read(json);
    if (reader.failed()) {
        if (error)
            *error = reader.error();
        return std::nullopt;
    }
    if (const auto fault = positionFault(*state)) {
        if (error)
            *error = *fault;
        return std::nullopt;
    }
    return state;
}

} // namespace vinci
