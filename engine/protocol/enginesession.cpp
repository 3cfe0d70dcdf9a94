#include "enginesession.h"

#include "game/play.h"
#include "io/statejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>

#include <algorithm>
#include <iostream>
#include <string>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Translations of this file; lupdate reads the context from here, so call Text::tr(). */
struct Text
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
        return protocolError(u"malformed-json"_s,
                             Text::tr("The line is not valid JSON: %1 at character %2.")
                                 .arg(parse.errorString())
                                 .arg(parse.offset));
    if (!document.isObject())
        return protocolError(u"not-an-object"_s, Text::tr("A request must be a JSON object."));
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
        return protocolError(u"missing-command"_s,
                             Text::tr("A request needs a \"cmd\" string naming the command."));
    const QString name = command.toString();
    if (name == u"hello")
        return hello();
    if (name == u"new")
        return newGame(request);
    if (name == u"load")
        return load(request);
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
    if (name == u"ai")
        return aiMove(request);
    return protocolError(
        u"unknown-command"_s,
        Text::tr("Unknown command \"%1\"; known commands: hello, new, state, legal, "
                 "apply, undo, ai, save, load, quit.")
            .arg(name));
}

QJsonObject EngineSession::noGame() const
{
    return protocolError(u"no-game"_s,
                         Text::tr("There is no game yet: send \"new\" or \"load\" first."));
}

QJsonObject EngineSession::hello() const
{
    QJsonArray kinds;
    for (const AiKind &kind : aiKinds())
        kinds.append(QString::fromUtf16(kind.name));
    QJsonObject reply = okReply();
    reply.insert(u"protocol"_s, engineProtocolVersion);
    reply.insert(u"engine"_s, u"vinci"_s);
    reply.insert(u"commands"_s, QJsonArray{u"hello"_s, u"new"_s, u"state"_s, u"legal"_s, u"apply"_s,
                                           u"undo"_s, u"ai"_s, u"save"_s, u"load"_s, u"quit"_s});
    reply.insert(u"ai"_s, kinds);
    return reply;
}

QJsonObject EngineSession::newGame(const QJsonObject &request)
{
    const QJsonValue mapValue = request.value(u"map"_s);
    if (!mapValue.isString())
        return protocolError(u"missing-field"_s, Text::tr("\"new\" needs a \"map\" string."));
    QString error;
    auto board = m_resolveBoard(mapValue.toString(), &error);
    if (!board)
        return protocolError(u"unknown-map"_s, error);
    // The defaults, overridden by the fields given.
    QJsonObject options = optionsToJson(GameOptions{});
    const QJsonValue given = request.value(u"options"_s);
    if (!given.isUndefined() && !given.isObject())
        return protocolError(u"bad-field"_s, Text::tr("\"options\" must be an object."));
    const QJsonObject fields = given.toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        if (!options.contains(it.key()))
            return protocolError(u"bad-field"_s, Text::tr("Unknown option \"%1\".").arg(it.key()));
        // A seed may be given as a number too.
        if (it.key() == u"seed" && it.value().isDouble())
            options.insert(it.key(), QString::number(static_cast<qint64>(it.value().toDouble())));
        else
            options.insert(it.key(), it.value());
    }
    const auto parsed = optionsFromJson(options, &error);
    if (!parsed)
        return protocolError(u"bad-field"_s, error);
    auto state = vinci::newGame(board, *parsed, &error);
    if (!state)
        return protocolError(u"bad-options"_s, error);
    m_board = std::move(board);
    m_options = *parsed;
    m_actions.clear();
    m_players.clear();
    m_state = std::move(state);
    QJsonObject reply = okReply();
    reply.insert(u"state"_s, publicState(*m_state));
    return reply;
}

QJsonObject EngineSession::stateReply(const QJsonObject &request) const
{
    QJsonObject reply = okReply();
    const bool full = request.value(u"full"_s).toBool(false);
    reply.insert(u"state"_s, full ? stateToJson(*m_state) : publicState(*m_state));
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
        return protocolError(u"missing-field"_s, Text::tr("\"apply\" needs an \"action\" object."));
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
            return protocolError(u"bad-field"_s,
                                 Text::tr("\"count\" must be a whole number of at least 1."));
        count = countValue.toInt();
    }
    if (count > static_cast<int>(m_actions.size()))
        return protocolError(u"nothing-to-undo"_s,
                             Text::tr("Only %n action(s) can be undone.", nullptr,
                                      static_cast<int>(m_actions.size())));
    std::vector<Action> kept(m_actions.begin(), m_actions.end() - count);
    QString error;
    auto state = replay(m_board, m_options, kept, &error);
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
        return protocolError(u"missing-field"_s, Text::tr("\"save\" needs a \"file\" string."));
    QString error;
    if (!writeSaveGame(file.toString(), *m_state, SavedGame{m_options, m_actions, {}}, &error))
        return protocolError(u"file-error"_s, error);
    return okReply();
}

QJsonObject EngineSession::load(const QJsonObject &request)
{
    const QJsonValue file = request.value(u"file"_s);
    if (!file.isString() || file.toString().isEmpty())
        return protocolError(u"missing-field"_s, Text::tr("\"load\" needs a \"file\" string."));
    QString error;
    auto loaded = readSaveGame(file.toString(), m_resolveBoard, &error);
    if (!loaded)
        return protocolError(u"file-error"_s, error);
    m_board = loaded->state.board;
    m_options = loaded->saved.options;
    m_actions = loaded->saved.actions;
    m_players.clear();
    m_state = std::move(loaded->state);
    QJsonObject reply = progressFields(okReply(), *m_state);
    reply.insert(u"state"_s, publicState(*m_state));
    return reply;
}

QJsonObject EngineSession::aiMove(const QJsonObject &request)
{
    if (m_state->isOver())
        return protocolError(u"game-over"_s, Text::tr("The game is over."));
    const QString kind = request.value(u"kind"_s).toString(u"strategist"_s);
    const QJsonValue seedValue = request.value(u"seed"_s);
    quint64 seed = 1;
    if (seedValue.isDouble()) {
        seed = static_cast<quint64>(seedValue.toDouble());
    } else if (seedValue.isString()) {
        bool ok = false;
        seed = seedValue.toString().toULongLong(&ok);
        if (!ok)
            return protocolError(u"bad-field"_s, Text::tr("\"seed\" must be a whole number."));
    } else if (!seedValue.isUndefined()) {
        return protocolError(u"bad-field"_s, Text::tr("\"seed\" must be a whole number."));
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
    if (request.value(u"apply"_s).toBool(false))
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
