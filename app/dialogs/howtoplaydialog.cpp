#include "dialogs/howtoplaydialog.h"

#include "game/gameoptions.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** The Classic rules' victory target for `players` when the map does not say. */
int classicTarget(int players)
{
    return classicRules().defaultGameLength(players);
}

QString paragraph(const QString &text)
{
    return u"<p>%1</p>"_s.arg(text);
}

QString list(const QStringList &items, bool numbered = false)
{
    QString html = numbered ? u"<ol>"_s : u"<ul>"_s;
    for (const QString &item : items)
        html += u"<li>%1</li>"_s.arg(item);
    return html + (numbered ? u"</ol>"_s : u"</ul>"_s);
}

} // namespace

HowToPlayDialog::HowToPlayDialog(QWidget *parent)
    : QDialog(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(this);
    m_contents = new QListWidget(splitter);
    m_contents->setMaximumWidth(260);
    m_contents->setWordWrap(true);
    m_contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_contents->setStyleSheet(
        u"QListWidget { padding: 4px; } QListWidget::item { padding: 5px 4px; }"_s);
    m_view = new QTextBrowser(splitter);
    m_view->setOpenLinks(false);
    m_view->document()->setDocumentMargin(12);
    m_view->document()->setDefaultStyleSheet(
        u"h2 { color: #5a3d10; margin-top: 18px; } p, li { line-height: 125%; } "
        u"td { padding: 2px 8px; } .rule { background-color: #f7efdf; }"_s);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_contents, &QListWidget::currentRowChanged, this, &HowToPlayDialog::showSection);
    resize(820, 680);
    retranslate();
}

std::vector<HowToPlayDialog::Section> HowToPlayDialog::sections()
{
    std::vector<Section> result;

    result.push_back(
        {u"aim"_s, tr("The aim of the game"),
         paragraph(tr("You lead one civilization after another across the map. Every province "
                      "your pawns hold earns victory points at the end of your turn. When a "
                      "civilization has grown as far as it can, you put it into decline and "
                      "choose a new one; the provinces of the declining civilization keep "
                      "scoring until other civilizations take them.")) +
             paragraph(tr("The game ends in the round in which a player reaches the victory "
                          "target: %1 points with 3 players, %2 with 4, %3 with 5 or 6 (a map "
                          "or the new game options may set another target). The player with the "
                          "most points wins.")
                           .arg(classicTarget(3))
                           .arg(classicTarget(4))
                           .arg(classicTarget(5)))});

    result.push_back(
        {u"setup"_s, tr("Setting up"),
         paragraph(tr("Every player starts with 10 victory points. A neutral pawn stands in "
                      "every province except the mountains: the early peoples, who defend their "
                      "land. Six civilizations, each a pair of civilization tiles drawn from the "
                      "bag, wait on the civilization track in places I to VI. The starting "
                      "player is drawn at random; on their first turn each player only chooses "
                      "a civilization."))});

    result.push_back(
        {u"choose"_s, tr("Choosing a civilization"),
         paragraph(tr("Civilization I costs nothing. Each place further along costs 2 victory "
                      "points more (II costs 2, III costs 4, and so on), and a coin is left on "
                      "every civilization passed over. Whoever later chooses a civilization "
                      "with coins on it gains 2 victory points per coin. The pairs behind move "
                      "up and a new pair is drawn into place VI.")) +
             paragraph(tr("A new civilization receives the sum of the red numbers on its two "
                          "tiles in pawns, plus extra pawns for the number of players (8 with "
                          "3 players, 6 with 4, 4 with 5, 3 with 6). These pawns are all it "
                          "will ever have, unless a tile (Medicine, Field General) says "
                          "otherwise."))});

    result.push_back(
        {u"turn"_s, tr("Your turn: expand or decline"),
         paragraph(tr("At the start of each turn you decide: expand your active civilization, "
                      "or put it into decline and choose a new one.")) +
             list({tr("<b>Expansion turn:</b> collect pawns or enter the board, conquer "
                      "provinces, reorganize your pawns, score."),
                   tr("<b>Decline turn:</b> the civilization goes into decline, you score, "
                      "then choose a new civilization, which enters the board on your next "
                      "turn.")})});

    result.push_back(
        {u"expand"_s, tr("1. Collecting pawns or entering the board"),
         paragraph(tr("Take all your active civilization's pawns back into your hand except "
                      "one in each province. Before your first conquest you may also abandon "
                      "provinces completely and take their last pawn as well: an abandoned "
                      "province belongs to no one.")) +
             paragraph(tr("A new civilization enters from the edge of the board: its first "
                          "province must touch the edge of the board, or be reachable from "
                          "the edge across a single sea zone. Sea zones are never occupied. "
                          "The first province is conquered like any other."))});

    result.push_back(
        {u"conquest"_s, tr("2. Conquest"),
         paragraph(tr("Conquer provinces next to your empire (provinces are next to each other "
                      "when they share a border or a coast) by placing pawns from your hand "
                      "in them. A new province can at once be the base of the next "
                      "conquest.")) +
             u"<table class='rule' cellspacing='0' width='100%'>"
             u"<tr><td>%1</td><td align='right'><b>2</b></td></tr>"
             u"<tr><td>%2</td><td align='right'><b>+1</b></td></tr>"
             u"<tr><td>%3</td><td align='right'><b>+1</b></td></tr>"
             u"<tr><td>%4</td><td align='right'><b>\u22121</b></td></tr></table>"_s.arg(
                 tr("Every conquest costs (pawns)"), tr("in a forest or mountain province"),
                 tr("for each pawn defending the province"),
                 tr("when attacking from a mountain province next to it")) +
             paragraph(tr("Civilization tiles and forts change the cost; it is never below 0. "
                          "The defender loses only one pawn for good; the other defending "
                          "pawns survive and are placed by their owner in their other "
                          "provinces at the end of your turn. An attacker never loses "
                          "pawns. A civilization that loses every province re-enters the board "
                          "with its surviving pawns on its next turn.")) +
             paragraph(tr("The game window shows the cost of each province before you click "
                          "and explains why a conquest is not allowed."))});

    result.push_back(
        {u"reorganize"_s, tr("3. Reorganization"),
         paragraph(tr("When you stop conquering, spread all the pawns of your active "
                      "civilization freely over its provinces to defend them. Every pawn must "
                      "be on the board, and every province must keep at least one pawn if you "
                      "have enough; an empty province belongs to no one."))});

    result.push_back(
        {u"cohesion"_s, tr("Cohesion"),
         paragraph(tr("At the end of your turn your active empire must be in one piece: you "
                      "must be able to go from any of its provinces to any other through its "
                      "own provinces. If other players have cut it apart, you may join it "
                      "again by conquest during your turn; otherwise, at reorganization, you "
                      "keep one part and take the pawns of the others into the part you "
                      "keep.")) +
             paragraph(tr("Cohesion does not apply to civilizations in decline, to the "
                          "Messengers tile, nor to virtual players."))});

    result.push_back(
        {u"scoring"_s, tr("4. Scoring"),
         paragraph(tr("At the end of your turn you score 1 victory point for each province of "
                      "your active and of your declining civilization; mountains score nothing. "
                      "Yellow tiles add points, and some of them keep doing so in decline."))});

    result.push_back(
        {u"decline"_s, tr("Decline"),
         paragraph(tr("At the start of a turn, instead of expanding, you may put your active "
                      "civilization into decline:")) +
             list({tr("its tiles go back into the bag, except those with the broken column;"),
                   tr("you may have only one civilization in decline: an older one leaves "
                      "the board;"),
                   tr("one pawn stays in each of its provinces, under a decline marker;"),
                   tr("you score, then choose a new civilization, which enters the board on "
                      "your next turn.")},
                  true) +
             paragraph(tr("Your declining civilization no longer expands but keeps scoring. "
                          "Your active and your declining civilization must not touch: when you "
                          "conquer next to your declining provinces, those provinces are "
                          "emptied (unless you have Heritage). With Rebirth, the decline is "
                          "declared at the end of a normal turn, after scoring."))});

    result.push_back(
        {u"end"_s, tr("End of the game"),
         paragraph(tr("When a player reaches the victory target, the round is still finished, "
                      "so that everyone has played the same number of turns. Then the player "
                      "with the most victory points wins; players with the same score share "
                      "the victory."))});

    result.push_back(
        {u"virtual"_s, tr("Playing alone or with two: virtual players"),
         paragraph(tr("With one or two people, virtual players complete the table: one person "
                      "plays against three virtual players, two people against two. The game "
                      "then ends at %1 points. A virtual player always takes civilization I, "
                      "receives 8 extra pawns instead of the table's number, is not bound by "
                      "cohesion, and conquers the provinces worth the most points first.")
                       .arg(virtualPlayersVictoryTarget())) +
             paragraph(tr("To make them stronger, let them start with 15 victory points instead "
                          "of 10, or give them 9 or more extra pawns."))});

    result.push_back(
        {u"tiles"_s, tr("The civilization tiles"),
         paragraph(tr("Every tile's effect is listed under Help ▸ Civilization tiles, and "
                      "appears when you point at a tile. All modifiers add up; a conquest never "
                      "costs fewer than 0 pawns."))});

    result.push_back(
        {u"keys"_s, tr("Playing with the keyboard"),
         paragraph(tr("Tab goes from control to control: the civilization track (Space picks a "
                      "civilization, Enter takes it), the buttons over the map (Space presses "
                      "one) and the map itself. On the map a white ring marks the province the "
                      "keys act on, and a card beside it says what its tooltip says: who holds "
                      "it and what conquering it costs.")) +
             list({tr("<b>Arrow keys:</b> the next province in that direction."),
                   tr("<b>Tab, Shift+Tab:</b> the provinces you can act on now (highlighted, "
                      "or with their − and + buttons), then on to the next control."),
                   tr("<b>Enter or Space:</b> as a left click: conquer the province, place a "
                      "pawn in it, keep this part of the empire, build the fort."),
                   tr("<b>Shift+Enter, Backspace or Delete:</b> as a right click: take a pawn "
                      "back from the province."),
                   tr("<b>+, −, 0:</b> zoom in, zoom out, the whole map."),
                   tr("<b>H:</b> a hint: what the hard computer player would do in your place, "
                      "and why, marked on the map; Enter plays it, Escape dismisses it."),
                   tr("<b>E, D, C, A, S:</b> Expand, Decline, End conquest, Auto-distribute, "
                      "Confirm and score, wherever the keys are (the Game menu lists them; Help "
                      "▸ Keyboard lists every key).")})});
    return result;
}

void HowToPlayDialog::showSection(int index)
{
    const auto all = sections();
    if (index < 0 || index >= static_cast<int>(all.size()))
        return;
    m_view->scrollToAnchor(all[static_cast<std::size_t>(index)].anchor);
    const QSignalBlocker blocker(m_contents);
    m_contents->setCurrentRow(index);
}

QString HowToPlayDialog::plainText() const
{
    return m_view->toPlainText();
}

void HowToPlayDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HowToPlayDialog::retranslate()
{
    setWindowTitle(tr("How to play Vinci"));
    const int row = m_contents->currentRow();
    m_contents->blockSignals(true);
    m_contents->clear();
    QString html = u"<h1>%1</h1><p><i>%2</i></p>"_s.arg(
        tr("How to play").toHtmlEscaped(),
        tr("A summary of the Classic rules (1999) with the designer's errata.").toHtmlEscaped());
    for (const Section &section : sections()) {
        m_contents->addItem(section.title);
        html += u"<h2><a name='%1'></a>%2</h2>%3"_s.arg(
            section.anchor, section.title.toHtmlEscaped(), section.html);
    }
    m_view->setHtml(html);
    m_contents->setCurrentRow(row);
    m_contents->blockSignals(false);
}

} // namespace vinci
