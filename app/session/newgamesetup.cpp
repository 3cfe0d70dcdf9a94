#include "session/newgamesetup.h"

#include "languageswitcher.h"
#include "panels/playercolours.h"
#include "session/seatkind.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSettings>
#include <QTranslator>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

struct NewGameSetupTexts
{
    Q_DECLARE_TR_FUNCTIONS(NewGameSetup)
};

SeatSetup defaultSeat(int index)
{
    return {defaultSeatName(index), playerColour(index), QString::fromUtf16(humanSeatKey)};
}

/** The texts of default seat names; "%1" is a number. */
constexpr const char *defaultNameTexts[] = {QT_TRANSLATE_NOOP("NewGameSetup", "Player %1"),
                                            QT_TRANSLATE_NOOP("NewGameSetup", "Virtual player %1")};

/**
 * Per default name text, a pattern matching it in every shipped language, its number captured.
 * Built once: the translations of the other languages are loaded for it, not installed.
 */
const std::vector<QRegularExpression> &defaultNamePatterns()
{
    static const std::vector<QRegularExpression> patterns = [] {
        std::vector<std::unique_ptr<QTranslator>> translators;
        for (const QString &language : LanguageSwitcher::availableLanguages())
            translators.push_back(LanguageSwitcher::loadTranslations(language));
        std::vector<QRegularExpression> result;
        for (const char *text : defaultNameTexts) {
            QStringList spellings{QString::fromUtf8(text)};
            for (const auto &translator : translators) {
                const QString translated =
                    translator ? translator->translate("NewGameSetup", text) : QString();
                if (!translated.isEmpty())
                    spellings << translated;
            }
            QStringList alternatives;
            for (const QString &spelling : spellings) {
                QStringList pieces = spelling.split(u"%1"_s);
                for (QString &piece : pieces)
                    piece = QRegularExpression::escape(piece);
                alternatives << pieces.join(u"(\\d+)"_s);
            }
            result.emplace_back(u"^(?:%1)$"_s.arg(alternatives.join(u'|')));
        }
        return result;
    }();
    return patterns;
}

/** Settings hold numbers as strings; a bad one gives `fallback`. */
int readInt(const QSettings &settings, const QString &key, int fallback)
{
    bool ok = false;
    const int value = settings.value(key, fallback).toInt(&ok);
    return ok ? value : fallback;
}

/** A thinking time read back: kept for the kinds that take one, within 0..maxThinkingMs. */
int thinkingTimeFor(const QString &controller, int milliseconds)
{
    return hasThinkingTime(controller) ? std::clamp(milliseconds, 0, maxThinkingMs) : 0;
}

} // namespace

QString defaultSeatName(int index)
{
    return NewGameSetupTexts::tr(defaultNameTexts[0]).arg(index + 1);
}

QString retranslatedSeatName(const QString &name)
{
    const auto &patterns = defaultNamePatterns();
    for (std::size_t i = 0; i < patterns.size(); ++i) {
        const QRegularExpressionMatch match = patterns[i].match(name);
        if (!match.hasMatch())
            continue;
        // The number is in whichever language's alternative matched.
        for (int group = 1; group <= match.lastCapturedIndex(); ++group) {
            if (match.hasCaptured(group))
                return NewGameSetupTexts::tr(defaultNameTexts[i]).arg(match.captured(group));
        }
    }
    return name;
}

QStringList NewGameSetup::playerNames() const
{
    QStringList names;
    for (const SeatSetup &seat : seats)
        names << seat.name;
    return names;
}

void NewGameSetup::syncOptions()
{
    options.playerCount = static_cast<int>(seats.size());
    options.virtualSeats.clear();
    const bool anyVirtual = std::any_of(seats.begin(), seats.end(), [](const SeatSetup &seat) {
        return isVirtualSeat(seat.controller);
    });
    if (!anyVirtual)
        return;
    for (const SeatSetup &seat : seats)
        options.virtualSeats.push_back(isVirtualSeat(seat.controller));
}

NewGameSetup NewGameSetup::soloPreset(int people)
{
    // "For solitaire play, one player takes on three imaginary opponents. With two players,
    // there are two 'virtual players' in addition to the actual players." "The game ends at
    // 150 points." (1999 rules, English, VINCI with One or Two Players)
    people = std::clamp(people, 1, 2);
    NewGameSetup setup;
    for (int seat = 0; seat < 4; ++seat) {
        SeatSetup entry = defaultSeat(seat);
        if (seat >= people) {
            entry.controller = u"rulebook"_s;
            entry.name = NewGameSetupTexts::tr(defaultNameTexts[1]).arg(seat - people + 1);
        }
        setup.seats.push_back(entry);
    }
    setup.syncOptions();
    // Written out, so that the dialog shows the rulebook's target rather than "default".
    setup.options.victoryTarget = defaultGameLength(setup.options);
    return setup;
}

std::vector<int> SeatSetup::hintsBefore(int actions) const
{
    // A hint shown with `actions` played or more was for a move the new game does not keep.
    std::vector<int> kept;
    std::ranges::copy_if(hintsAt, std::back_inserter(kept),
                         [actions](int moment) { return moment < actions; });
    return kept;
}

NewGameSetup NewGameSetup::defaultSetup()
{
    // The smallest table of the default rule set (Classic: three people).
    NewGameSetup setup;
    for (int seat = 0; seat < rulesPlayerCounts(setup.options.ruleSet).min; ++seat)
        setup.seats.push_back(defaultSeat(seat));
    setup.syncOptions();
    return setup;
}

NewGameSetup NewGameSetup::firstSetup()
{
    NewGameSetup setup = defaultSetup();
    for (std::size_t seat = 1; seat < setup.seats.size(); ++seat)
        setup.seats[seat].controller = u"strategist-normal"_s;
    return setup;
}

QJsonObject NewGameSetup::toMetadata() const
{
    QJsonArray list;
    for (const SeatSetup &seat : seats) {
        QJsonObject entry{{u"name"_s, seat.name},
                          {u"colour"_s, seat.colour.name()},
                          {u"controller"_s, seat.controller}};
        if (seat.thinkingMs > 0)
            entry.insert(u"thinkingMs"_s, seat.thinkingMs);
        if (!seat.hintsAt.empty()) {
            // The count for any reader, and when each was asked for Continue from Here.
            entry.insert(u"hints"_s, seat.hintsUsed());
            QJsonArray moments;
            for (int moment : seat.hintsAt)
                moments.append(moment);
            entry.insert(u"hintsAt"_s, moments);
        }
        list.append(entry);
    }
    return QJsonObject{{u"seats"_s, list}, {u"map"_s, mapId}};
}

std::vector<SeatSetup> NewGameSetup::seatsFromMetadata(const QJsonObject &metadata, int playerCount)
{
    const QJsonArray list = metadata.value(u"seats"_s).toArray();
    std::vector<SeatSetup> seats;
    for (int index = 0; index < playerCount; ++index) {
        SeatSetup seat = defaultSeat(index);
        const QJsonObject entry = list.at(index).toObject();
        const QString name = entry.value(u"name"_s).toString().trimmed();
        if (!name.isEmpty())
            seat.name = retranslatedSeatName(name.left(maxSeatNameLength));
        const QColor colour(entry.value(u"colour"_s).toString());
        if (colour.isValid())
            seat.colour = colour;
        const QString controller = entry.value(u"controller"_s).toString();
        if (findSeatKind(controller))
            seat.controller = controller;
        seat.thinkingMs = thinkingTimeFor(seat.controller, entry.value(u"thinkingMs"_s).toInt());
        for (const QJsonValue moment : entry.value(u"hintsAt"_s).toArray())
            seat.hintsAt.push_back(std::max(0, moment.toInt()));
        // A save from before "hintsAt" has the count alone: asked at the start, as far as it
        // says, so that Continue from Here keeps them all rather than none.
        const int count = std::min(entry.value(u"hints"_s).toInt(), 100000);
        if (seat.hintsAt.empty() && count > 0)
            seat.hintsAt.assign(static_cast<std::size_t>(count), 0);
        seats.push_back(seat);
    }
    return seats;
}

QString NewGameSetup::gameLengthKey(RuleSetId ruleSet)
{
    const bool rounds = vinci::ruleSet(ruleSet).gameEnd == GameEnd::FixedRounds;
    return ruleSetKey(ruleSet) + (rounds ? u"Rounds"_s : u"VictoryTarget"_s);
}

void NewGameSetup::save(QSettings &settings) const
{
    settings.setValue(u"ruleSet"_s, ruleSetKey(options.ruleSet));
    settings.setValue(u"map"_s, mapId);
    settings.setValue(u"tileMix"_s,
                      options.tileMix == TileMix::PrintedBox ? u"printed"_s : u"designer"_s);
    settings.setValue(u"redrawIdenticalPairs"_s, options.redrawIdenticalPairs);
    settings.setValue(gameLengthKey(options.ruleSet), options.victoryTarget);
    settings.setValue(u"autoRedeploy"_s, options.autoRedeploy);
    settings.setValue(u"virtualExtraPawns"_s, options.virtualExtraPawns);
    settings.setValue(u"virtualStartingScore"_s, options.virtualStartingScore);
    settings.beginWriteArray(u"seats"_s, static_cast<int>(seats.size()));
    for (int i = 0; i < static_cast<int>(seats.size()); ++i) {
        settings.setArrayIndex(i);
        const SeatSetup &seat = seats[static_cast<std::size_t>(i)];
        settings.setValue(u"name"_s, seat.name);
        settings.setValue(u"colour"_s, seat.colour.name());
        settings.setValue(u"controller"_s, seat.controller);
        settings.setValue(u"thinkingMs"_s, seat.thinkingMs);
    }
    settings.endArray();
}

std::optional<NewGameSetup> NewGameSetup::load(QSettings &settings)
{
    const int count = settings.beginReadArray(u"seats"_s);
    if (count < 1 || count > playerColourCount) {
        settings.endArray();
        return std::nullopt;
    }
    NewGameSetup setup;
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        SeatSetup seat = defaultSeat(i);
        const QString name = settings.value(u"name"_s).toString().trimmed();
        if (!name.isEmpty())
            seat.name = retranslatedSeatName(name.left(maxSeatNameLength));
        const QColor colour(settings.value(u"colour"_s).toString());
        if (playerColourIndex(colour) >= 0)
            seat.colour = colour;
        const QString controller = settings.value(u"controller"_s).toString();
        if (findSeatKind(controller))
            seat.controller = controller;
        seat.thinkingMs = thinkingTimeFor(seat.controller, readInt(settings, u"thinkingMs"_s, 0));
        setup.seats.push_back(seat);
    }
    settings.endArray();
    setup.options.ruleSet =
        ruleSetFromKey(settings.value(u"ruleSet"_s).toString()).value_or(RuleSetId::Classic);
    setup.mapId = settings.value(u"map"_s, setup.mapId).toString();
    setup.options.tileMix = settings.value(u"tileMix"_s).toString() == u"printed"
                                ? TileMix::PrintedBox
                                : TileMix::Designer;
    setup.options.redrawIdenticalPairs = settings.value(u"redrawIdenticalPairs"_s).toBool();
    setup.options.victoryTarget =
        std::max(0, readInt(settings, gameLengthKey(setup.options.ruleSet), 0));
    setup.options.autoRedeploy = settings.value(u"autoRedeploy"_s).toBool();
    setup.options.virtualExtraPawns = readInt(settings, u"virtualExtraPawns"_s, 8);
    setup.options.virtualStartingScore = readInt(settings, u"virtualStartingScore"_s, 10);
    setup.syncOptions();
    return setup;
}

} // namespace vinci
