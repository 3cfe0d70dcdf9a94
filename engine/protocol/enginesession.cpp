#include "enginesession.h"

#include "game/play.h"
#include "io/statejson.h"
#include "io/statereader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Translations of this file; lupdate reads the context from here, so call
 * EngineSessionTexts::tr(). */
struct EngineSessionTexts
{
    Q_DECLARE_TR_FUNCTIONS(EngineProtocol)
};

QString eventKindKey(EventKind kind)
{
    switch (kind) {
    case EventKind::TurnStarted:
        return u"turnStarted"_s;
    case EventKind::CivilizationChosen:
        return u"civilizationChosen"_s;
    case EventKind::Declined:
        return u"declined"_s;
    case EventKind::OldDecliningRemoved:
        return u"oldDecliningRemoved"_s;
    case EventKind::PawnsCollected:
        return u"pawnsCollected"_s;
    case EventKind::Reinforcements:
        return u"reinforcements"_s;
    case EventKind::ProvinceAbandoned:
        return u"provinceAbandoned"_s;
    case EventKind::PeaceDeclared:
        return u"peaceDeclared"_s;
    case EventKind::Conquered:
        return u"conquered"_s;
    case EventKind::DecliningCleared:
        return u"decliningCleared"_s;
    case EventKind::FieldGeneralLeft:
        return u"fieldGeneralLeft"_s;
    case EventKind::ProvinceLost:
        return u"provinceLost"_s;
    case EventKind::FortBuilt:
        return u"fortBuilt"_s;
    case EventKind::Scored:
        return u"scored"_s;
    case EventKind::Redeployed:
        return u"redeployed"_s;
    case EventKind::SurvivorsToHand:
        return u"survivorsToHand"_s;
    case EventKind::GameEnded:
        return u"gameEnded"_s;
    case EventKind::ReorganizingBeforeDecline:
        return u"reorganizingBeforeDecline"_s;
    case EventKind::PawnsPlaced:
        return u"pawnsPlaced"_s;
    case EventKind::PawnsLifted:
        return u"pawnsLifted"_s;
    }
    return {};
}

QString language()
{
    return QLocale().name().left(2);
}

QJsonObject eventToJson(const GameEvent &event, const ProvinceGraph &board, RuleSetId rules)
{
    QJsonObject json{{u"kind"_s, eventKindKey(event.kind)},
                     {u"text"_s, describeEvent(event, board, {}, language(), rules)}};
    if (event.player >= 0)
        json.insert(u"player"_s, event.player);
    if (event.area >= 0 && event.area < board.areaCount())
        json.insert(u"province"_s, board.area(event.area).id);
    if (event.kind == EventKind::Scored || event.kind == EventKind::Conquered ||
        event.kind == EventKind::PawnsPlaced || event.kind == EventKind::PawnsLifted)
        json.insert(u"amount"_s, event.amount);
    if (event.kind == EventKind::Conquered) {
        // What the province cost and what became of it: who held it, the defender's pawns lost
        // and left to redeploy, the attacker's pawns now there, the Legions among those paid,
        // and whether Religion converted the defender's pawn instead of fighting it.
        if (event.other >= 0)
            json.insert(u"defender"_s, event.other);
        json.insert(u"defenderLost"_s, event.value);
        json.insert(u"survivors"_s, event.amount2);
        json.insert(u"legions"_s, event.legions);
        json.insert(u"pawnsPlaced"_s, event.conversion ? 1 : event.amount - event.legions);
        json.insert(u"conversion"_s, event.conversion);
    }
    if (event.kind == EventKind::GameEnded) {
        QJsonArray winners;
        for (int winner : event.players)
            winners.append(winner);
        json.insert(u"winners"_s, winners);
    }
    return json;
}

/** The state as a player sees it: the bag as its contents (not its order), no random state. */
QJsonObject publicState(const GameState &state)
{
    GameState copy = state;
    std::sort(copy.bag.begin(), copy.bag.end());
    QJsonObject json = stateToJson(copy);
    json.remove(u"rng"_s);
    return json;
}

QJsonObject okReply()
{
    return QJsonObject{{u"ok"_s, true}};
}

/** The fields each command takes besides "cmd" and "id": any other is refused, not ignored. */
const std::map<QString, QStringList> &commandFields()
{
    static const std::map<QString, QStringList> fields{
        {u"hello"_s, {}},
        {u"new"_s, {u"map"_s, u"options"_s}},
        {u"setup"_s, {u"map"_s, u"options"_s, u"state"_s}},
        {u"state"_s, {u"full"_s}},
        {u"legal"_s, {}},
        {u"apply"_s, {u"action"_s}},
        {u"undo"_s, {u"count"_s}},
        {u"ai"_s, {u"kind"_s, u"seed"_s, u"apply"_s}},
        {u"save"_s, {u"file"_s}},
        {u"load"_s, {u"file"_s}},
        {u"quit"_s, {}},
    };
    return fields;
}

/** An optional boolean flag: absent is `fallback`; anything but true or false is refused. */
std::optional<bool> readFlag(const QJsonObject &request, const QString &field, bool fallback,
                             QJsonObject *refusal)
{
    const QJsonValue value = request.value(field);
    if (value.isUndefined())
        return fallback;
    if (!value.isBool()) {
        *refusal = protocolError(
            u"bad-field"_s, EngineSessionTexts::tr("\"%1\" must be true or false.").arg(field));
        return std::nullopt;
    }
    return value.toBool();
}

/**
 * An option a request gives that cannot apply to the game it asks for, or nothing. Only a
 * value other than the default counts: a tool may send every option, as optionsToJson()
 * writes them. (The window and old saves keep such options harmlessly; a request that sets one
 * expects it to do something.)
 */
std::optional<QString> inapplicableOption(const QJsonObject &given, const GameOptions &options)
{
    const GameOptions defaults;
    const bool anyVirtual = std::find(options.virtualSeats.begin(), options.virtualSeats.end(),
                                      true) != options.virtualSeats.end();
    if (!anyVirtual && given.contains(u"virtualExtraPawns"_s) &&
        options.virtualExtraPawns != defaults.virtualExtraPawns)
        return EngineSessionTexts::tr(
                   "\"%1\" applies only to virtual players, and no seat is virtual.")
            .arg(u"virtualExtraPawns"_s);
    if (!anyVirtual && given.contains(u"virtualStartingScore"_s) &&
        options.virtualStartingScore != defaults.virtualStartingScore)
        return EngineSessionTexts::tr(
                   "\"%1\" applies only to virtual players, and no seat is virtual.")
            .arg(u"virtualStartingScore"_s);
    // Online 2013 has one tile of each kind: no box's mix to choose, no identical pair to redraw.
    if (options.ruleSet == RuleSetId::Online2013 && options.redrawIdenticalPairs)
        return EngineSessionTexts::tr(
                   "\"%1\" does not apply under the Online 2013 rules (one tile of each "
                   "kind).")
            .arg(u"redrawIdenticalPairs"_s);
    if (options.ruleSet == RuleSetId::Online2013 && options.tileMix != defaults.tileMix)
        return EngineSessionTexts::tr(
                   "\"%1\" does not apply under the Online 2013 rules (one tile of each "
                   "kind).")
            .arg(u"tileMix"_s);
    return std::nullopt;
}

QJsonObject progressFields(QJsonObject reply, const GameState &state)
{
    reply.insert(u"phase"_s, phaseKey(state.phase));
    reply.insert(u"actingPlayer"_s, state.actingPlayer());
    reply.insert(u"over"_s, state.isOver());
    return reply;
}

} // namespace

QJsonObject protocolError(const QString &code, const QString &message)
{
    return QJsonObject{{u"ok"_s, false},
                       {u"error"_s, QJsonObject{{u"code"_s, code}, {u"message"_s, message}}}};
}

EngineSession::EngineSession(BoardResolver resolveBoard)
    : m_resolveBoard(std::move(resolveBoard))
{}

QJsonObject EngineSession::handleLine(QByteArrayView line)
{
    QJsonParseError parse{};
    const QJsonDocument document = QJsonDocument::fromJson(line.toByteArray(), &parse);
    if (parse.error != QJsonParseError::NoError)
        return protocolError(
            u"malformed-json"_s,
            EngineSessionTexts::tr("The line is not valid JSON: %1 at character %2.")
                .arg(parse.errorString())
                .arg(parse.offset));
    if (!document.isObject())
        return protocolError(u"not-an-object"_s,
                             EngineSessionTexts::tr("A request must be a JSON object."));
    const QJsonObject request = document.object();
    QJsonObject reply = handle(request);
    if (request.contains(u"id"_s))
        reply.insert(u"id"_s, request.value(u"id"_s));
    return reply;
}

QJsonObject EngineSession::handle(const QJsonObject &request)
{
    const QJsonValue command = request.value(u"cmd"_s);
    if (!command.isString())
        return protocolError(
            u"missing-command"_s,
            EngineSessionTexts::tr("A request needs a \"cmd\" string naming the command."));
    const QString name = command.toString();
    const auto known = commandFields().find(name);
    if (known == commandFields().end())
        return protocolError(
            u"unknown-command"_s,
            EngineSessionTexts::tr(
                "Unknown command \"%1\"; known commands: hello, new, setup, state, legal, "
                "apply, undo, ai, save, load, quit.")
                .arg(name));
    for (auto it = request.begin(); it != request.end(); ++it) {
        if (it.key() != u"cmd" && it.key() != u"id" && !known->second.contains(it.key()))
            return protocolError(
                u"unknown-field"_s,
                EngineSessionTexts::tr("\"%1\" takes no field \"%2\".").arg(name, it.key()));
    }
    if (name == u"hello")
        return hello();
    if (name == u"new")
        return newGame(request);
    if (name == u"load")
        return load(request);
    if (name == u"setup")
        return setup(request);
    if (name == u"quit") {
        m_quit = true;
        return okReply();
    }
    if (!m_state && (name == u"state" || name == u"legal" || name == u"apply" || name == u"undo" ||
                     name == u"save" || name == u"ai"))
        return noGame();
    if (name == u"state")
        return stateReply(request);
    if (name == u"legal")
        return legal();
    if (name == u"apply")
        return applyAction(request);
    if (name == u"undo")
        return undo(request);
    if (name == u"save")
        return save(request);
    return aiMove(request);
}

QJsonObject EngineSession::noGame() const
{
    return protocolError(
        u"no-game"_s,
        EngineSessionTexts::tr("There is no game yet: send \"new\", \"setup\" or \"load\" first."));
}

QJsonObject EngineSession::hello() const
{
    QJsonArray kinds;
    for (const AiKind &kind : aiKinds())
        kinds.append(QString::fromUtf16(kind.name));
    QJsonObject reply = okReply();
    reply.insert(u"protocol"_s, engineProtocolVersion);
    reply.insert(u"engine"_s, u"vinci"_s);
    reply.insert(u"commands"_s,
                 QJsonArray{u"hello"_s, u"new"_s, u"setup"_s, u"state"_s, u"legal"_s, u"apply"_s,
                            u"undo"_s, u"ai"_s, u"save"_s, u"load"_s, u"quit"_s});
    reply.insert(u"ai"_s, kinds);
    return reply;
}

std::optional<EngineSession::GameSetting> EngineSession::readGameSetting(const QJsonObject &request,
                                                                         QJsonObject *refusal) const
{
    const QString command = request.value(u"cmd"_s).toString();
    const QJsonValue mapValue = request.value(u"map"_s);
    if (!mapValue.isString()) {
        *refusal =
            protocolError(u"missing-field"_s,
                          EngineSessionTexts::tr("\"%1\" needs a \"map\" string.").arg(command));
        return std::nullopt;
    }
    QString error;
    auto board = m_resolveBoard(mapValue.toString(), &error);
    if (!board) {
        *refusal = protocolError(u"unknown-map"_s, error);
        return std::nullopt;
    }
    // The defaults, overridden by the fields given.
    QJsonObject options = optionsToJson(GameOptions{});
    const QJsonValue given = request.value(u"options"_s);
    if (!given.isUndefined() && !given.isObject()) {
        *refusal =
            protocolError(u"bad-field"_s, EngineSessionTexts::tr("\"options\" must be an object."));
        return std::nullopt;
    }
    const QJsonObject fields = given.toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        if (!options.contains(it.key())) {
            *refusal = protocolError(
                u"bad-field"_s, EngineSessionTexts::tr("Unknown option \"%1\".").arg(it.key()));
            return std::nullopt;
        }
        // A seed may be given as a number too.
        if (it.key() == u"seed" && it.value().isDouble())
            options.insert(it.key(), QString::number(static_cast<qint64>(it.value().toDouble())));
        else
            options.insert(it.key(), it.value());
    }
    const auto parsed = optionsFromJson(options, &error);
    if (!parsed) {
        *refusal = protocolError(u"bad-field"_s, error);
        return std::nullopt;
    }
    if (const auto inapplicable = inapplicableOption(fields, *parsed)) {
        *refusal = protocolError(u"bad-options"_s, *inapplicable);
        return std::nullopt;
    }
    return GameSetting{std::move(board), *parsed};
}

void EngineSession::begin(GameSetting setting, GameState state, bool setUp)
{
    m_board = std::move(setting.board);
    m_options = setting.options;
    m_actions.clear();
    m_players.clear();
    m_start.reset();
    if (setUp)
        m_start = state;
    m_state = std::move(state);
}

QJsonObject EngineSession::newGame(const QJsonObject &request)
{
    QJsonObject refusal;
    auto setting = readGameSetting(request, &refusal);
    if (!setting)
        return refusal;
    QString error;
    auto state = vinci::newGame(setting->board, setting->options, &error);
    if (!state)
        return protocolError(u"bad-options"_s, error);
    begin(std::move(*setting), std::move(*state), false);
    QJsonObject reply = okReply();
    reply.insert(u"state"_s, publicState(*m_state));
    return reply;
}

QJsonObject EngineSession::setup(const QJsonObject &request)
{
    QJsonObject refusal;
    auto setting = readGameSetting(request, &refusal);
    if (!setting)
        return refusal;
    const QJsonValue given = request.value(u"state"_s);
    if (!given.isObject())
        return protocolError(u"missing-field"_s,
                             EngineSessionTexts::tr("\"setup\" needs a \"state\" object."));
    QString error;
    auto state = stateFromJson(given.toObject(), setting->board, setting->options, &error);
    if (!state)
        return protocolError(u"bad-state"_s, error);
    begin(std::move(*setting), std::move(*state), true);
    QJsonObject reply = progressFields(okReply(), *m_state);
    reply.insert(u"state"_s, publicState(*m_state));
    return reply;
}

QJsonObject EngineSession::stateReply(const QJsonObject &request) const
{
    QJsonObject reply = okReply();
    const auto full = readFlag(request, u"full"_s, false, &reply);
    if (!full)
        return reply;
    reply.insert(u"state"_s, *full ? stateToJson(*m_state) : publicState(*m_state));
    return reply;
}

QJsonObject EngineSession::legal() const
{
    QJsonArray actions;
    for (const Action &action : legalActions(*m_state))
        actions.append(actionToJson(action, *m_board));
    QJsonObject reply = progressFields(okReply(), *m_state);
    reply.insert(u"actions"_s, actions);
    return reply;
}

QJsonObject EngineSession::play(const Action &action, QJsonObject reply)
{
    std::vector<GameEvent> events;
    if (const auto refusal = applyInPlace(*m_state, action, &events)) {
        QJsonObject error = protocolError(u"illegal-action"_s, refusal->message);
        QJsonObject detail = error.value(u"error"_s).toObject();
        detail.insert(u"action"_s, actionToJson(action, *m_board));
        error.insert(u"error"_s, detail);
        return error;
    }
    m_actions.push_back(action);
    QJsonArray list;
    for (const GameEvent &event : events)
        list.append(eventToJson(event, *m_board, m_state->options.ruleSet));
    reply.insert(u"events"_s, list);
    return progressFields(reply, *m_state);
}

QJsonObject EngineSession::applyAction(const QJsonObject &request)
{
    const QJsonValue value = request.value(u"action"_s);
    if (!value.isObject())
        return protocolError(u"missing-field"_s,
                             EngineSessionTexts::tr("\"apply\" needs an \"action\" object."));
    QString error;
    const auto action = actionFromJson(value.toObject(), *m_board, &error);
    if (!action)
        return protocolError(u"bad-action"_s, error);
    return play(*action, okReply());
}

QJsonObject EngineSession::undo(const QJsonObject &request)
{
    const QJsonValue countValue = request.value(u"count"_s);
    int count = 1;
    if (!countValue.isUndefined()) {
        if (!countValue.isDouble() || countValue.toDouble() != countValue.toInt() ||
            countValue.toInt() < 1)
            return protocolError(
                u"bad-field"_s,
                EngineSessionTexts::tr("\"count\" must be a whole number of at least 1."));
        count = countValue.toInt();
    }
    if (count > static_cast<int>(m_actions.size()))
        return protocolError(u"nothing-to-undo"_s,
                             EngineSessionTexts::tr("Only %n action(s) can be undone.", nullptr,
                                                    static_cast<int>(m_actions.size())));
    std::vector<Action> kept(m_actions.begin(), m_actions.end() - count);
    QString error;
    std::optional<GameState> state;
    if (m_start) {
        // A set-up game replays from its position.
        state = m_start;
        for (const Action &action : kept) {
            if (const auto refusal = applyInPlace(*state, action)) {
                state.reset();
                error = refusal->message;
                break;
            }
        }
    } else {
        state = replay(m_board, m_options, kept, &error);
    }
    if (!state)
        return protocolError(u"replay-failed"_s, error);
    m_actions = std::move(kept);
    m_state = std::move(state);
    QJsonObject reply = progressFields(okReply(), *m_state);
    reply.insert(u"undone"_s, count);
    return reply;
}

QJsonObject EngineSession::save(const QJsonObject &request) const
{
    const QJsonValue file = request.value(u"file"_s);
    if (!file.isString() || file.toString().isEmpty())
        return protocolError(u"missing-field"_s,
                             EngineSessionTexts::tr("\"save\" needs a \"file\" string."));
    // A save is the options and the actions from the first position; a set-up game has another.
    if (m_start)
        return protocolError(
            u"not-saveable"_s,
            EngineSessionTexts::tr("A game begun with \"setup\" cannot be saved: a save "
                                   "replays its actions from the first position."));
    QString error;
    if (!writeSaveGame(file.toString(), *m_state, SavedGame{m_options, m_actions, {}}, &error))
        return protocolError(u"file-error"_s, error);
    return okReply();
}

QJsonObject EngineSession::load(const QJsonObject &request)
{
    const QJsonValue file = request.value(u"file"_s);
    if (!file.isString() || file.toString().isEmpty())
        return protocolError(u"missing-field"_s,
                             EngineSessionTexts::tr("\"load\" needs a \"file\" string."));
    QString error;
    auto loaded = readSaveGame(file.toString(), m_resolveBoard, &error);
    if (!loaded)
        return protocolError(u"file-error"_s, error);
    GameSetting setting{loaded->state.board, loaded->saved.options};
    begin(std::move(setting), std::move(loaded->state), false);
    m_actions = loaded->saved.actions;
    QJsonObject reply = progressFields(okReply(), *m_state);
    reply.insert(u"state"_s, publicState(*m_state));
    return reply;
}

QJsonObject EngineSession::aiMove(const QJsonObject &request)
{
    if (m_state->isOver())
        return protocolError(u"game-over"_s, EngineSessionTexts::tr("The game is over."));
    QJsonObject refusal;
    const auto apply = readFlag(request, u"apply"_s, false, &refusal);
    if (!apply)
        return refusal;
    const QJsonValue kindValue = request.value(u"kind"_s);
    if (!kindValue.isUndefined() && !kindValue.isString())
        return protocolError(u"bad-field"_s, EngineSessionTexts::tr("\"kind\" must be a string."));
    const QString kind = kindValue.toString(u"strategist"_s);
    const QJsonValue seedValue = request.value(u"seed"_s);
    quint64 seed = 1;
    if (seedValue.isDouble()) {
        seed = static_cast<quint64>(seedValue.toDouble());
    } else if (seedValue.isString()) {
        bool ok = false;
        seed = seedValue.toString().toULongLong(&ok);
        if (!ok)
            return protocolError(u"bad-field"_s,
                                 EngineSessionTexts::tr("\"seed\" must be a whole number."));
    } else if (!seedValue.isUndefined()) {
        return protocolError(u"bad-field"_s,
                             EngineSessionTexts::tr("\"seed\" must be a whole number."));
    }
    // One player per kind and seed for the whole session, so that a Strategist keeps its plan
    // from one step of its turn to the next.
    const QString key = kind + u'/' + QString::number(seed);
    auto found = m_players.find(key);
    if (found == m_players.end()) {
        QString error;
        auto player = makeAiPlayer(kind, seed, &error);
        if (!player)
            return protocolError(u"unknown-ai"_s, error);
        found = m_players.emplace(key, std::move(player)).first;
    }
    const AiDecision decision = found->second->decide(*m_state);
    QJsonObject reply = okReply();
    reply.insert(u"action"_s, actionToJson(decision.action, *m_board));
    reply.insert(u"explanation"_s, describeReason(decision.reason, *m_board, {}, language(),
                                                  m_state->options.ruleSet));
    if (decision.value >= 0)
        reply.insert(u"value"_s, decision.value);
    if (decision.cost >= 0)
        reply.insert(u"cost"_s, decision.cost);
    QJsonArray dice;
    for (int face : decision.dice)
        dice.append(face);
    reply.insert(u"dice"_s, dice);
    if (*apply)
        return play(decision.action, reply);
    return reply;
}

int runEngineProtocol(QIODevice &in, QIODevice &out, const BoardResolver &resolveBoard)
{
    EngineSession session(resolveBoard);
    int answered = 0;
    while (!session.quitRequested()) {
        if (!in.canReadLine() && !in.waitForReadyRead(-1) && in.atEnd())
            break;
        const QByteArray line = in.readLine().trimmed();
        if (line.isEmpty()) {
            if (in.atEnd())
                break;
            continue;
        }
        const QJsonObject reply = session.handleLine(line);
        out.write(QJsonDocument(reply).toJson(QJsonDocument::Compact));
        out.write("\n");
        ++answered;
    }
    return answered;
}

int runEngineProtocolOnStandardStreams(const BoardResolver &resolveBoard)
{
    // std::getline blocks until a whole line or the end of input, which is what a pipe from
    // another program needs (Qt's stdin devices may wait for a full buffer).
    EngineSession session(resolveBoard);
    int answered = 0;
    std::string line;
    while (!session.quitRequested() && std::getline(std::cin, line)) {
        const QByteArray bytes = QByteArray::fromStdString(line).trimmed();
        if (bytes.isEmpty())
            continue;
        const QJsonObject reply = session.handleLine(bytes);
        std::cout << QJsonDocument(reply).toJson(QJsonDocument::Compact).toStdString() << '\n'
                  << std::flush;
        ++answered;
    }
    return answered;
}

} // namespace vinci
