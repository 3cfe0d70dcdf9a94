#include "tablesdock.h"

#include "document/mapcommands.h"
#include "document/mapdocument.h"
#include "svg/svgimporter.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Spin boxes show "—" for an entry the table does not have. */
constexpr int missing = -1;

} // namespace

TablesDock::TablesDock(QWidget *parent)
    : QDockWidget(tr("Rule tables"), parent)
{
    setObjectName(u"tables"_s);
    m_classic.ruleSet = RuleSetId::Classic;
    m_classic.minPlayers = rulesPlayerCounts(RuleSetId::Classic).min;
    m_classic.maxPlayers = rulesPlayerCounts(RuleSetId::Classic).max;
    m_online.ruleSet = RuleSetId::Online2013;
    m_online.minPlayers = rulesPlayerCounts(RuleSetId::Online2013).min;
    m_online.maxPlayers = rulesPlayerCounts(RuleSetId::Online2013).max;

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    build(m_classic, tr("Classic rules"), tr("Victory points"));
    build(m_online, tr("Online 2013 rules"), tr("Rounds"));
    layout->addWidget(m_classic.box);
    auto *reset = new QPushButton(tr("Classic defaults"), content);
    reset->setToolTip(tr("Sets the Classic table to the rule book's extra pawns and victory "
                         "targets for %1 to %2 players.")
                          .arg(m_classic.minPlayers)
                          .arg(m_classic.maxPlayers));
    connect(reset, &QPushButton::clicked, this, &TablesDock::resetDefaults);
    layout->addWidget(reset, 0, Qt::AlignRight);
    layout->addWidget(m_online.box);
    layout->addStretch();
    setWidget(content);
}

void TablesDock::build(RuleSetBox &rules, const QString &title, const QString &lengthTitle)
{
    rules.box = new QGroupBox(title, this);
    rules.box->setCheckable(true);
    rules.box->setToolTip(tr("Whether the map can be played with these rules."));
    auto *grid = new QGridLayout(rules.box);
    grid->addWidget(new QLabel(tr("Players"), rules.box), 0, 0);
    grid->addWidget(new QLabel(tr("Extra pawns"), rules.box), 0, 1);
    grid->addWidget(new QLabel(lengthTitle, rules.box), 0, 2);
    for (int players = rules.minPlayers; players <= rules.maxPlayers; ++players) {
        const int row = players - rules.minPlayers + 1;
        auto *count = new QCheckBox(QString::number(players), rules.box);
        auto *extra = new QSpinBox(rules.box);
        auto *length = new QSpinBox(rules.box);
        extra->setRange(missing, 99);
        length->setRange(missing, 999);
        for (QSpinBox *spin : {extra, length}) {
            spin->setSpecialValueText(tr("—"));
            spin->setKeyboardTracking(false);
        }
        grid->addWidget(count, row, 0);
        grid->addWidget(extra, row, 1);
        grid->addWidget(length, row, 2);
        rules.counts.push_back(count);
        rules.extra.push_back(extra);
        rules.length.push_back(length);
        connect(count, &QCheckBox::clicked, this,
                [this, &rules, players](bool on) { toggleCount(rules, players, on); });
        connect(extra, &QSpinBox::valueChanged, this,
                [this, &rules, players](int value) { setValue(rules, players, true, value); });
        connect(length, &QSpinBox::valueChanged, this,
                [this, &rules, players](int value) { setValue(rules, players, false, value); });
    }
    connect(rules.box, &QGroupBox::clicked, this,
            [this, &rules](bool on) { toggleRuleSet(rules, on); });
}

void TablesDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::changed, this, [this](const MapChange &change) {
            if (change.what == MapChange::What::Tables ||
                change.what == MapChange::What::Everything)
                refresh();
        });
    }
    refresh();
}

void TablesDock::refresh()
{
    setEnabled(m_document);
    if (!m_document)
        return;
    m_refreshing = true;
    for (RuleSetBox *rules : {&m_classic, &m_online}) {
        const RuleSetTable &table = m_document->ruleTable(rules->ruleSet);
        rules->box->setChecked(!table.isEmpty());
        const std::map<int, int> &lengths =
            rules->ruleSet == RuleSetId::Classic ? table.victoryPoints : table.rounds;
        for (int players = rules->minPlayers; players <= rules->maxPlayers; ++players) {
            const auto i = static_cast<std::size_t>(players - rules->minPlayers);
            const bool supported = std::find(table.playerCounts.begin(), table.playerCounts.end(),
                                             players) != table.playerCounts.end();
            rules->counts[i]->setChecked(supported);
            const auto extra = table.extraPawns.find(players);
            const auto length = lengths.find(players);
            rules->extra[i]->setValue(extra == table.extraPawns.end() ? missing : extra->second);
            rules->length[i]->setValue(length == lengths.end() ? missing : length->second);
            rules->extra[i]->setEnabled(supported);
            rules->length[i]->setEnabled(supported);
        }
    }
    m_refreshing = false;
}

void TablesDock::toggleRuleSet(RuleSetBox &rules, bool on)
{
    RuleSetTable table;
    if (on) {
        if (rules.ruleSet == RuleSetId::Classic) {
            table = SvgImporter::defaultClassicTable();
        } else {
            for (int players = rules.minPlayers; players <= rules.maxPlayers; ++players)
                table.playerCounts.push_back(players);
        }
    }
    const QString text =
        on ? tr("Support %1").arg(rules.box->title()) : tr("Drop %1").arg(rules.box->title());
    m_document->undoStack()->push(new ChangeRuleTable(m_document, rules.ruleSet, table, text));
}

void TablesDock::toggleCount(RuleSetBox &rules, int players, bool on)
{
    RuleSetTable table = m_document->ruleTable(rules.ruleSet);
    std::erase(table.playerCounts, players);
    std::map<int, int> &lengths =
        rules.ruleSet == RuleSetId::Classic ? table.victoryPoints : table.rounds;
    if (on) {
        table.playerCounts.push_back(players);
        std::sort(table.playerCounts.begin(), table.playerCounts.end());
        if (rules.ruleSet == RuleSetId::Classic) {
            const RuleSet &classic = ruleSet(RuleSetId::Classic);
            table.extraPawns.try_emplace(players, classic.defaultExtraPawns(players));
            lengths.try_emplace(players, classic.defaultGameLength(players));
        }
    } else {
        table.extraPawns.erase(players);
        lengths.erase(players);
    }
    const QString text =
        on ? tr("Support %n players", nullptr, players) : tr("Drop %n players", nullptr, players);
    m_document->undoStack()->push(new ChangeRuleTable(m_document, rules.ruleSet, table, text));
}

void TablesDock::setValue(RuleSetBox &rules, int players, bool extra, int value)
{
    if (m_refreshing || !m_document)
        return;
    RuleSetTable table = m_document->ruleTable(rules.ruleSet);
    std::map<int, int> &entries =
        extra ? table.extraPawns
              : (rules.ruleSet == RuleSetId::Classic ? table.victoryPoints : table.rounds);
    if (value == missing)
        entries.erase(players);
    else
        entries[players] = value;
    if (table == m_document->ruleTable(rules.ruleSet))
        return;
    const QString key = u"%1:%2"_s.arg(extra ? u"extra"_s : u"length"_s).arg(players);
    m_document->undoStack()->push(
        new ChangeRuleTable(m_document, rules.ruleSet, table,
                            tr("Set the table for %n players", nullptr, players), key));
}

void TablesDock::resetDefaults()
{
    if (!m_document)
        return;
    m_document->undoStack()->push(new ChangeRuleTable(m_document, RuleSetId::Classic,
                                                      SvgImporter::defaultClassicTable(),
                                                      tr("Classic default tables")));
}

} // namespace vinci
