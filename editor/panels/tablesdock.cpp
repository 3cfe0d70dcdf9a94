#include "tablesdock.h"

#include "document/mapcommands.h"
#include "document/mapcounts.h"
#include "document/mapdocument.h"
#include "document/ruletableproposal.h"
#include "documentundofirst.h"
#include "svg/svgimporter.h"

#include <QCheckBox>
#include <QEvent>
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
    : QDockWidget(parent)
{
    m_texts.add(QT_TR_NOOP("Rule tables"), [this](const QString &text) { setWindowTitle(text); });
    setObjectName(u"tables"_s);
    m_classic.ruleSet = RuleSetId::Classic;
    m_classic.minPlayers = rulesPlayerCounts(RuleSetId::Classic).min;
    m_classic.maxPlayers = rulesPlayerCounts(RuleSetId::Classic).max;
    m_online.ruleSet = RuleSetId::Online2013;
    m_online.minPlayers = rulesPlayerCounts(RuleSetId::Online2013).min;
    m_online.maxPlayers = rulesPlayerCounts(RuleSetId::Online2013).max;

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    build(m_classic, QT_TR_NOOP("Classic rules"), QT_TR_NOOP("Victory points"));
    build(m_online, QT_TR_NOOP("Online 2013 rules"), QT_TR_NOOP("Rounds"));
    layout->addWidget(m_classic.box);
    auto *reset = new QPushButton(content);
    m_texts.text(reset, QT_TR_NOOP("Classic defaults"));
    m_texts.add(QT_TR_NOOP("Sets the Classic table to the rule book's extra pawns and victory "
                           "targets for %1 to %2 players."),
                [this, reset](const QString &text) {
                    reset->setToolTip(text.arg(m_classic.minPlayers).arg(m_classic.maxPlayers));
                });
    connect(reset, &QPushButton::clicked, this, &TablesDock::resetDefaults);
    layout->addWidget(reset, 0, Qt::AlignRight);
    layout->addWidget(m_online.box);
    auto *propose = new QPushButton(content);
    propose->setObjectName(u"proposeOnline"_s);
    m_texts.text(propose, QT_TR_NOOP("Propose Online 2013 values"));
    // A plural in the source: the count is in the text.
    m_texts.follow([propose] {
        propose->setToolTip(
            tr("Fills the Online 2013 table: the rules' rounds, and extra pawns from the "
               "published table for the original map of %n provinces, scaled to this map's. "
               "Change any value after.",
               nullptr, originalMapProvinces));
    });
    connect(propose, &QPushButton::clicked, this, &TablesDock::proposeOnline);
    layout->addWidget(propose, 0, Qt::AlignRight);
    layout->addStretch();
    setWidget(content);
}

void TablesDock::build(RuleSetBox &rules, const char *title, const char *lengthTitle)
{
    rules.box = new QGroupBox(this);
    rules.box->setCheckable(true);
    rules.title = title;
    m_texts.title(rules.box, title);
    m_texts.toolTip(rules.box, QT_TR_NOOP("Whether the map can be played with these rules."));
    auto *grid = new QGridLayout(rules.box);
    const char *headers[] = {QT_TR_NOOP("Players"), QT_TR_NOOP("Extra pawns"), lengthTitle};
    for (int column = 0; column < 3; ++column) {
        auto *header = new QLabel(rules.box);
        m_texts.text(header, headers[column]);
        grid->addWidget(header, 0, column);
    }
    for (int players = rules.minPlayers; players <= rules.maxPlayers; ++players) {
        const int row = players - rules.minPlayers + 1;
        auto *count = new QCheckBox(QString::number(players), rules.box);
        auto *extra = new QSpinBox(rules.box);
        auto *length = new QSpinBox(rules.box);
        extra->setRange(missing, 99);
        length->setRange(missing, 999);
        for (QSpinBox *spin : {extra, length}) {
            m_texts.add(QT_TR_NOOP("—"),
                        [spin](const QString &text) { spin->setSpecialValueText(text); });
            spin->setKeyboardTracking(false);
            leaveUndoToDocument(spin);
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
    // A proposal's cells stand out until the table changes again (an edit, an undo, a new
    // proposal, which marks its own after this).
    for (QSpinBox *cell : findChildren<QSpinBox *>())
        markProposed(cell, false);
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
        // Filled, so that a ticked rule set is playable at once: the rule book's tables, or
        // the proposal for this map.
        table = rules.ruleSet == RuleSetId::Classic ? SvgImporter::defaultClassicTable()
                                                    : proposedOnlineTable(m_document->map());
    }
    UndoText text(staticMetaObject.className(),
                  on ? QT_TR_NOOP("Support %1") : QT_TR_NOOP("Drop %1"));
    text.arg([title = rules.title] {
        return QCoreApplication::translate(TablesDock::staticMetaObject.className(), title);
    });
    m_document->undoStack()->push(
        new ChangeRuleTable(m_document, rules.ruleSet, table, std::move(text)));
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
        const RuleSet &rulesOfCount = ruleSet(rules.ruleSet);
        table.extraPawns.try_emplace(players,
                                     rules.ruleSet == RuleSetId::Classic
                                         ? rulesOfCount.defaultExtraPawns(players)
                                         : proposedOnlineExtraPawns(m_document->map(), players));
        lengths.try_emplace(players, rulesOfCount.defaultGameLength(players));
    } else {
        table.extraPawns.erase(players);
        lengths.erase(players);
    }
    const UndoText text(staticMetaObject.className(),
                        on ? QT_TR_N_NOOP("Support %n players") : QT_TR_N_NOOP("Drop %n players"),
                        players);
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
    // Which rule set's table: the History read "Set the table for 4 players" twice, one
    // Classic, one Online 2013, and said neither (the s50 walk).
    UndoText text(staticMetaObject.className(), QT_TR_N_NOOP("%1: set the table for %n players"),
                  players);
    text.arg([title = rules.title] {
        return QCoreApplication::translate(TablesDock::staticMetaObject.className(), title);
    });
    m_document->undoStack()->push(
        new ChangeRuleTable(m_document, rules.ruleSet, table, std::move(text), key));
}

void TablesDock::resetDefaults()
{
    if (!m_document)
        return;
    m_document->undoStack()->push(new ChangeRuleTable(
        m_document, RuleSetId::Classic, SvgImporter::defaultClassicTable(),
        UndoText(staticMetaObject.className(), QT_TR_NOOP("Classic default tables"))));
}

void TablesDock::proposeOnline()
{
    if (!m_document)
        return;
    const RuleSetTable before = m_document->ruleTable(RuleSetId::Online2013);
    const RuleSetTable table = proposedOnlineTable(m_document->map());
    const int provinces = MapCounts::of(m_document->map()).provinces;
    if (table == before) {
        emit statusMessage(tr("The Online 2013 table already holds the values proposed for "
                              "%n province(s).",
                              nullptr, provinces));
        return;
    }
    // The cells whose value the proposal changes, found before the push refreshes them.
    std::vector<QSpinBox *> changed;
    auto differs = [](const std::map<int, int> &was, const std::map<int, int> &now, int players) {
        const auto it = was.find(players);
        return it == was.end() || it->second != now.at(players);
    };
    for (const int players : table.playerCounts) {
        const auto i = static_cast<std::size_t>(players - m_online.minPlayers);
        if (i >= m_online.extra.size())
            continue;
        if (differs(before.extraPawns, table.extraPawns, players))
            changed.push_back(m_online.extra[i]);
        if (differs(before.rounds, table.rounds, players))
            changed.push_back(m_online.length[i]);
    }
    m_document->undoStack()->push(new ChangeRuleTable(
        m_document, RuleSetId::Online2013, table,
        UndoText(staticMetaObject.className(), QT_TR_NOOP("Propose Online 2013 values"))));
    for (QSpinBox *cell : changed)
        markProposed(cell, true);
    emit statusMessage(
        tr("Proposed %1 for %n province(s).", nullptr, provinces)
            .arg(tr("%n Online 2013 value(s)", nullptr, static_cast<int>(changed.size()))));
}

void TablesDock::markProposed(QSpinBox *cell, bool proposed)
{
    if (cell->property("proposed").toBool() == proposed)
        return;
    cell->setProperty("proposed", proposed);
    QFont font = cell->font();
    font.setBold(proposed);
    cell->setFont(font);
    QPalette palette; // an empty palette: the parent's again
    if (proposed) {
        palette = cell->palette();
        palette.setColor(QPalette::Base, QColor(255, 243, 176)); // a highlighter's yellow
        palette.setColor(QPalette::Text, Qt::black);
    }
    cell->setPalette(palette);
}

void TablesDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_texts.retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace vinci
