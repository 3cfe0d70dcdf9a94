#include "panels/statisticstable.h"

#include "ai/aiplayer.h"
#include "rules/tiletable.h"
#include "session/seatkind.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>

#include <algorithm>
#include <functional>
#include <map>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Where a row's key is kept: the tests and the CSV find rows by it, whatever the language. */
constexpr int keyRole = Qt::UserRole + 1;

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') &&
        !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

} // namespace

QString StatisticsTable::seatLevel(QStringView key)
{
    // Short enough for a column: the level, not the new game dialog's whole label (that is the
    // cell's tooltip).
    // The new game dialog's and the replay bar's word for a person's seat ("Human").
    if (!isProgramSeat(key))
        return seatKindLabel(key);
    if (isVirtualSeat(key))
        return tr("Virtual player");
    if (const AiKind *kind = findAiKind(key))
        return QCoreApplication::translate("AiKind", kind->description);
    return key.toString();
}

StatisticsTable::StatisticsTable(QWidget *parent)
    : QTreeWidget(parent)
{
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setUniformRowHeights(true);
    header()->setStretchLastSection(false);
    header()->setDefaultAlignment(Qt::AlignCenter);
}

void StatisticsTable::setStatistics(const GameStatistics &statistics,
                                    const std::vector<SeatSetup> &seats, RuleSetId rules)
{
    m_statistics = statistics;
    m_seats = seats;
    m_rules = rules;
    rebuild();
}

void StatisticsTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QTreeWidget::changeEvent(event);
}

QTreeWidgetItem *StatisticsTable::row(const char *key) const
{
    const QString wanted = QString::fromLatin1(key);
    std::function<QTreeWidgetItem *(QTreeWidgetItem *)> find =
        [&](QTreeWidgetItem *item) -> QTreeWidgetItem * {
        if (item->data(0, keyRole).toString() == wanted)
            return item;
        for (int i = 0; i < item->childCount(); ++i) {
            if (QTreeWidgetItem *found = find(item->child(i)))
                return found;
        }
        return nullptr;
    };
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (QTreeWidgetItem *found = find(topLevelItem(i)))
            return found;
    }
    return nullptr;
}

void StatisticsTable::rebuild()
{
    // Which rows are open survives a change of language.
    const bool first = topLevelItemCount() == 0;
    QStringList expanded;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (topLevelItem(i)->isExpanded())
            expanded << topLevelItem(i)->data(0, keyRole).toString();
    }
    clear();
    QList<QTreeWidgetItem *> expandedByDefault;
    const int players = static_cast<int>(m_statistics.players.size());
    QStringList labels{tr("Statistic")};
    for (int p = 0; p < players; ++p)
        labels << (static_cast<std::size_t>(p) < m_seats.size()
                       ? m_seats[static_cast<std::size_t>(p)].name
                       : defaultSeatName(p));
    setColumnCount(players + 1);
    setHeaderLabels(labels);
    // The labels whole; the players share the rest.
    header()->setSectionResizeMode(QHeaderView::Stretch);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);

    auto add = [&](QTreeWidgetItem *parent, const QString &key, const QString &label,
                   const QString &tip,
                   const std::function<QVariant(const PlayerStatistics &)> &value) {
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
        item->setData(0, keyRole, key);
        item->setText(0, label);
        item->setToolTip(0, tip);
        for (int p = 0; p < players; ++p) {
            item->setData(p + 1, Qt::DisplayRole,
                          value(m_statistics.players[static_cast<std::size_t>(p)]));
            item->setTextAlignment(p + 1, Qt::AlignRight | Qt::AlignVCenter);
        }
        return item;
    };

    // Who played each seat: the set-up's kind, or the engine's word for a virtual player.
    QTreeWidgetItem *seat =
        add(nullptr, u"seat"_s, tr("Played by"),
            tr("A human, the Strategist at its level, or the rulebook's virtual player."),
            [](const PlayerStatistics &) { return QVariant(); });
    for (int p = 0; p < players; ++p) {
        const auto index = static_cast<std::size_t>(p);
        const bool virtualPlayer = m_statistics.players[index].virtualPlayer;
        seat->setText(p + 1, index < m_seats.size() ? seatLevel(m_seats[index].controller)
                             : virtualPlayer        ? tr("Virtual player")
                                                    : QString());
        if (index < m_seats.size())
            seat->setToolTip(p + 1, seatKindLabel(m_seats[index].controller));
        seat->setTextAlignment(p + 1, Qt::AlignCenter);
    }

    QTreeWidgetItem *final = add(nullptr, u"final"_s, tr("Final score"),
                                 tr("The victory points at the end: the sum of the rows below."),
                                 [](const PlayerStatistics &player) { return player.finalScore; });
    QFont bold = final->font(0);
    bold.setBold(true);
    for (int column = 0; column <= players; ++column)
        final->setFont(column, bold);

    const bool anyStart = std::ranges::any_of(
        m_statistics.players, [](const auto &player) { return player.points.start != 0; });
    if (anyStart)
        add(nullptr, u"start"_s, tr("Starting score"),
            tr("The victory points the player started with (a virtual player has its own)."),
            [](const PlayerStatistics &player) { return player.points.start; });
    add(nullptr, u"provinces"_s, tr("From provinces"),
        tr("The provinces of the active civilizations, at the end of each turn."),
        [](const PlayerStatistics &player) { return player.points.provinces; });
    QTreeWidgetItem *tiles =
        add(nullptr, u"tiles"_s, tr("From civilization tiles"),
            tr("The active civilizations' bonuses: Agriculture, Mining, Slavery..."),
            [](const PlayerStatistics &player) { return player.points.tilesTotal(); });
    // One row per tile that scored for anyone, named as the game's rule set names it; a
    // yellow tile's two variants (with and without the broken column) share a name and a row.
    std::map<QString, std::vector<TileKind>> byName;
    for (const PlayerStatistics &player : m_statistics.players) {
        for (const auto &[tile, points] : player.points.tiles) {
            std::vector<TileKind> &kinds = byName[tileName(tile, m_rules)];
            if (std::ranges::find(kinds, tile) == kinds.end())
                kinds.push_back(tile);
        }
    }
    for (const auto &[name, kinds] : byName) {
        add(tiles, u"tile:"_s + tileKey(kinds.front()), name, QString(),
            [&kinds](const PlayerStatistics &player) {
                int points = 0;
                for (TileKind kind : kinds) {
                    const auto found = player.points.tiles.find(kind);
                    if (found != player.points.tiles.end())
                        points += found->second;
                }
                return points;
            });
    }
    // Choosing a civilization moves the score both ways: the coins on the one taken are
    // received, the places passed over are paid for. The net alone read as a loss "from coins"
    // (the walk's -3, -5, -1), so the row is named for the choosing and opens on its two parts.
    QTreeWidgetItem *coins =
        add(nullptr, u"coins"_s, tr("From choosing civilizations"),
            tr("The coins received with the civilizations taken, less the victory points paid "
               "to pass civilizations over: what choosing moved on the score track."),
            [](const PlayerStatistics &player) { return player.points.coins(); });
    add(coins, u"coinsCollected"_s, tr("Coins received"),
        tr("The coins that lay on the civilizations taken, at their value."),
        [](const PlayerStatistics &player) { return player.points.coinsCollected; });
    add(coins, u"passingOver"_s, tr("Paid to pass civilizations over"),
        tr("The victory points paid for the places passed over on the track."),
        [](const PlayerStatistics &player) { return player.points.passingOver; });
    expandedByDefault << coins;
    add(nullptr, u"declined"_s, tr("From declining civilizations"),
        tr("The provinces of the civilizations in decline, with the tiles they kept."),
        [](const PlayerStatistics &player) { return player.points.declined; });

    add(nullptr, u"civilizations"_s, tr("Civilizations taken"), QString(),
        [](const PlayerStatistics &player) { return player.civilizations; });
    add(nullptr, u"declines"_s, tr("Declines"), QString(),
        [](const PlayerStatistics &player) { return player.declines; });
    // The hints each person asked for (the Scores tab's "Hints: 5"), so that the CSV has them;
    // a program's seat asks for none and its cell stays empty.
    if (std::ranges::any_of(
            m_seats, [](const SeatSetup &setup) { return !isProgramSeat(setup.controller); })) {
        QTreeWidgetItem *hints =
            add(nullptr, u"hints"_s, tr("Hints"), tr("The hints the person of the seat asked for."),
                [](const PlayerStatistics &) { return QVariant(); });
        for (int p = 0; p < players && static_cast<std::size_t>(p) < m_seats.size(); ++p) {
            const SeatSetup &setup = m_seats[static_cast<std::size_t>(p)];
            if (!isProgramSeat(setup.controller))
                hints->setData(p + 1, Qt::DisplayRole, setup.hintsUsed());
        }
    }
    QTreeWidgetItem *lost =
        add(nullptr, u"pawnsLost"_s, tr("Pawns lost"),
            tr("Pawns that went back to the stock. A reorganization loses none: the pawns taken "
               "up go to the hand."),
            [](const PlayerStatistics &player) { return player.pawnsLost.total(); });
    add(lost, u"lostToConquests"_s, tr("To the others' conquests"),
        tr("One pawn per province conquered, and the survivors with no province left."),
        [](const PlayerStatistics &player) { return player.pawnsLost.toConquests; });
    add(lost, u"lostAtDeclines"_s, tr("At declines"),
        tr("All but one pawn per province, the hand, and the older declining civilization."),
        [](const PlayerStatistics &player) { return player.pawnsLost.atDeclines; });
    add(lost, u"lostInOwnTurns"_s, tr("In their own turns"),
        tr("Declining provinces cleared by contact with the new civilization, Field General's "
           "or Legions' pawns leaving."),
        [](const PlayerStatistics &player) { return player.pawnsLost.inOwnTurns; });

    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = topLevelItem(i);
        const bool open = first ? expandedByDefault.contains(item)
                                : expanded.contains(item->data(0, keyRole).toString());
        item->setExpanded(open);
    }
}

QByteArray StatisticsTable::toCsv() const
{
    QStringList lines;
    QStringList header;
    for (int column = 0; column < columnCount(); ++column)
        header << csvField(headerItem()->text(column));
    lines << header.join(u',');
    std::function<void(const QTreeWidgetItem *, const QString &)> addRow =
        [&](const QTreeWidgetItem *item, const QString &parentLabel) {
            const QString label = parentLabel.isEmpty()
                                      ? item->text(0)
                                      : tr("%1: %2").arg(parentLabel, item->text(0));
            QStringList fields{csvField(label)};
            for (int column = 1; column < columnCount(); ++column) {
                // The number itself, not the locale's way of showing it (1 234 in French).
                const QVariant value = item->data(column, Qt::DisplayRole);
                fields << csvField(value.typeId() == QMetaType::Int ? QString::number(value.toInt())
                                                                    : value.toString());
            }
            lines << fields.join(u',');
            for (int i = 0; i < item->childCount(); ++i)
                addRow(item->child(i), label);
        };
    for (int i = 0; i < topLevelItemCount(); ++i)
        addRow(topLevelItem(i), QString());
    // CRLF ends every record (RFC 4180).
    return (lines.join(u"\r\n"_s) + u"\r\n"_s).toUtf8();
}

} // namespace vinci
