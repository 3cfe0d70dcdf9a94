#include "statejson.h"

#include "rules/tiletable.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Translations of this file; lupdate reads the context from here, so call StateJsonTexts::tr(). */
struct StateJsonTexts
{
    Q_DECLARE_TR_FUNCTIONS(SaveGame)
};

QString holderKey(Holder holder)
{
    switch (holder) {
    case Holder::Empty:
        return u"empty"_s;
    case Holder::Neutral:
        return u"neutral"_s;
    case Holder::Active:
        return u"active"_s;
    case Holder::Declining:
        return u"declining"_s;
    }
    return {};
}

QJsonArray tilesToJson(const CivilizationTiles &tiles)
{
    QJsonArray array;
    for (TileKind kind : tiles.tiles())
        array.append(tileKey(kind));
    return array;
}

QJsonArray intsToJson(const std::vector<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

} // namespace

QString phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::ChooseCivilization:
        return u"chooseCivilization"_s;
    case Phase::TurnStart:
        return u"turnStart"_s;
    case Phase::Conquest:
        return u"conquest"_s;
    case Phase::Reorganization:
        return u"reorganization"_s;
    case Phase::RebirthDecision:
        return u"rebirthDecision"_s;
    case Phase::Redeploy:
        return u"redeploy"_s;
    case Phase::GameOver:
        return u"gameOver"_s;
    }
    return {};
}

QJsonObject stateToJson(const GameState &state)
{
    QJsonObject json;
    json.insert(u"phase"_s, phaseKey(state.phase));
    json.insert(u"currentPlayer"_s, state.currentPlayer);
    json.insert(u"actingPlayer"_s, state.actingPlayer());
    json.insert(u"firstPlayer"_s, state.firstPlayer);
    json.insert(u"round"_s, state.round);
    json.insert(u"turnNumber"_s, state.turnNumber);
    json.insert(u"lastRound"_s, state.lastRound);
    json.insert(u"victoryTarget"_s, state.victoryTarget);

    QJsonArray provinces;
    for (AreaIndex area : state.board->landAreas()) {
        const ProvinceState &province = state.at(area);
        QJsonObject entry{{u"id"_s, state.board->area(area).id},
                          {u"holder"_s, holderKey(province.holder)},
                          {u"pawns"_s, province.pawns}};
        if (province.player >= 0)
            entry.insert(u"player"_s, province.player);
        if (province.fort)
            entry.insert(u"fort"_s, true);
        provinces.append(entry);
    }
    json.insert(u"provinces"_s, provinces);

    QJsonArray players;
    for (const PlayerState &player : state.players) {
        QJsonObject entry{{u"score"_s, player.score},
                          {u"virtual"_s, player.virtualPlayer},
                          {u"civilizationsChosen"_s, player.civilizationsChosen},
                          {u"pawnsReceived"_s, player.pawnsReceived},
                          {u"pawnsRemoved"_s, player.pawnsRemoved},
                          {u"peaceWith"_s, intsToJson(player.peaceWith)}};
        if (player.declinedTilesKept.count > 0)
            entry.insert(u"declinedTilesKept"_s, tilesToJson(player.declinedTilesKept));
        if (player.active)
            entry.insert(u"active"_s,
                         QJsonObject{{u"tiles"_s, tilesToJson(player.active->tiles)},
                                     {u"hand"_s, player.active->hand},
                                     {u"pendingRedeploy"_s, player.active->pendingRedeploy}});
        if (player.declining)
            entry.insert(u"declining"_s,
                         QJsonObject{{u"tiles"_s, tilesToJson(player.declining->tiles)},
                                     {u"pendingRedeploy"_s, player.declining->pendingRedeploy}});
        players.append(entry);
    }
    json.insert(u"players"_s, players);

    QJsonArray track;
    for (const TrackSlot &slot : state.track)
        track.append(QJsonObject{{u"tiles"_s, tilesToJson(slot.tiles)}, {u"coins"_s, slot.coins}});
    json.insert(u"track"_s, track);
    QJsonArray bag;
    for (TileKind kind : state.bag)
        bag.append(tileKey(kind));
    json.insert(u"bag"_s, bag);
    QJsonArray rng;
    for (quint64 word : state.rng.state())
        rng.append(QString::number(word, 16));
    json.insert(u"rng"_s, rng);
    json.insert(u"turn"_s, QJsonObject{{u"conquests"_s, state.turn.conquests},
                                       {u"abandoned"_s, state.turn.abandoned},
                                       {u"espionageUsed"_s, state.turn.espionageUsed},
                                       {u"fortsBuilt"_s, state.turn.fortsBuilt},
                                       {u"slaveryPawns"_s, state.turn.slaveryPawns},
                                       {u"fieldGeneralPawns"_s, state.turn.fieldGeneralPawns},
                                       {u"declined"_s, state.turn.declined},
                                       {u"religionConverted"_s, state.turn.religionConverted},
                                       {u"culturePawns"_s, state.turn.culturePawns},
                                       {u"cultureAwarded"_s, state.turn.cultureAwarded},
                                       {u"medicineGiven"_s, state.turn.medicineGiven},
                                       {u"secondConquest"_s, state.turn.secondConquest}});
    // Only when set, so the snapshots of saves written before Philosophy's step still match.
    if (state.turn.reorganizingBeforeDecline) {
        QJsonObject turn = json.value(u"turn"_s).toObject();
        turn.insert(u"reorganizingBeforeDecline"_s, true);
        json.insert(u"turn"_s, turn);
    }
    if (state.roundLimit > 0)
        json.insert(u"roundLimit"_s, state.roundLimit);
    json.insert(u"neutralPawnsPlaced"_s, state.neutralPawnsPlaced);
    json.insert(u"neutralPawnsRemoved"_s, state.neutralPawnsRemoved);
    json.insert(u"winners"_s, intsToJson(state.winners));
    return json;
}

QJsonObject optionsToJson(const GameOptions &options)
{
    QJsonArray seats;
    for (bool isVirtual : options.virtualSeats)
        seats.append(isVirtual);
    return QJsonObject{
        {u"ruleSet"_s, ruleSetKey(options.ruleSet)},
        {u"playerCount"_s, options.playerCount},
        {u"virtualSeats"_s, seats},
        {u"tileMix"_s, options.tileMix == TileMix::Designer ? u"designer"_s : u"printedBox"_s},
        {u"redrawIdenticalPairs"_s, options.redrawIdenticalPairs},
        {u"victoryTarget"_s, options.victoryTarget},
        {u"autoRedeploy"_s, options.autoRedeploy},
        {u"virtualExtraPawns"_s, options.virtualExtraPawns},
        {u"virtualStartingScore"_s, options.virtualStartingScore},
        {u"seed"_s, QString::number(options.seed)},
    };
}

std::optional<GameOptions> optionsFromJson(const QJsonObject &json, QString *error)
{
    auto fail = [&](const QString &field) -> std::optional<GameOptions> {
        if (error)
            *error =
                StateJsonTexts::tr("The game options have a missing or wrong \"%1\".").arg(field);
        return std::nullopt;
    };
    GameOptions options;
    const QString ruleSet = json.value(u"ruleSet"_s).toString();
    if (ruleSet == u"classic"_s)
        options.ruleSet = RuleSetId::Classic;
    else if (ruleSet == u"online2013"_s)
        options.ruleSet = RuleSetId::Online2013;
    else
        return fail(u"ruleSet"_s);
    auto readInt = [&](const QString &field, int &target) {
        const QJsonValue value = json.value(field);
        if (!value.isDouble() || value.toDouble() != static_cast<double>(value.toInt()))
            return false;
        target = value.toInt();
        return true;
    };
    auto readBool = [&](const QString &field, bool &target) {
        const QJsonValue value = json.value(field);
        if (!value.isBool())
            return false;
        target = value.toBool();
        return true;
    };
    if (!readInt(u"playerCount"_s, options.playerCount))
        return fail(u"playerCount"_s);
    const QJsonValue seats = json.value(u"virtualSeats"_s);
    if (!seats.isArray())
        return fail(u"virtualSeats"_s);
    for (const QJsonValue &seat : seats.toArray()) {
        if (!seat.isBool())
            return fail(u"virtualSeats"_s);
        options.virtualSeats.push_back(seat.toBool());
    }
    const QString mix = json.value(u"tileMix"_s).toString();
    if (mix == u"designer"_s)
        options.tileMix = TileMix::Designer;
    else if (mix == u"printedBox"_s)
        options.tileMix = TileMix::PrintedBox;
    else
        return fail(u"tileMix"_s);
    if (!readBool(u"redrawIdenticalPairs"_s, options.redrawIdenticalPairs))
        return fail(u"redrawIdenticalPairs"_s);
    if (!readInt(u"victoryTarget"_s, options.victoryTarget))
        return fail(u"victoryTarget"_s);
    if (!readBool(u"autoRedeploy"_s, options.autoRedeploy))
        return fail(u"autoRedeploy"_s);
    if (!readInt(u"virtualExtraPawns"_s, options.virtualExtraPawns))
        return fail(u"virtualExtraPawns"_s);
    if (!readInt(u"virtualStartingScore"_s, options.virtualStartingScore))
        return fail(u"virtualStartingScore"_s);
    bool seedOk = false;
    options.seed = json.value(u"seed"_s).toString().toULongLong(&seedOk);
    if (!seedOk)
        return fail(u"seed"_s);
    return options;
}

QString boardDigest(const ProvinceGraph &board)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int i = 0; i < board.areaCount(); ++i) {
        const Area &area = board.area(i);
        hash.addData(area.id.toUtf8());
        const char flags[] = {static_cast<char>(area.kind),      static_cast<char>(area.terrain),
                              static_cast<char>(area.mine),      static_cast<char>(area.port),
                              static_cast<char>(area.boardEdge), ';'};
        hash.addData(QByteArrayView(flags, sizeof flags));
    }
    for (const auto edge : boost::make_iterator_range(boost::edges(board.graph()))) {
        const auto a = boost::source(edge, board.graph());
        const auto b = boost::target(edge, board.graph());
        hash.addData(QStringLiteral("%1-%2-%3;")
                         .arg(std::min(a, b))
                         .arg(std::max(a, b))
                         .arg(static_cast<int>(board.graph()[edge].kind))
                         .toUtf8());
    }
    return QString::fromLatin1(hash.result().toHex().left(16));
}

} // namespace vinci
