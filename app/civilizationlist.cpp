#include "civilizationlist.h"

#include "game/play.h"
#include "pawnart.h"
#include "rules/tiletable.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

constexpr int trackPlaces = 6;
constexpr int iconSize = 34;

/** The extra pawns the acting player gets with any civilization (by player count). */
int extraPawns(const GameState &state)
{
    const int me = state.currentPlayer;
    if (state.player(me).virtualPlayer)
        return state.options.virtualExtraPawns;
    const auto &table = state.board->classicTable().extraPawns;
    const auto found = table.find(state.playerCount());
    return found != table.end() ? found->second
                                : state.rules().defaultExtraPawns(state.playerCount());
}

QString numeral(int slot)
{
    static const char *const numerals[] = {"I", "II", "III", "IV", "V", "VI"};
    return QString::fromLatin1(numerals[slot]);
}

} // namespace

CivilizationList::CivilizationList(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"civilizationList"_s);
    setStyleSheet(uR"(
        #civilizationList QFrame#slot { background: #FBF6EA; border: 1px solid #D8CCB0;
                                        border-radius: 6px; }
        #civilizationList QLabel#numeral { font-size: 15px; font-weight: 700; color: #8A6410; }
        #civilizationList QLabel#price { color: #3B2E22; }
        #civilizationList QPushButton { padding: 3px 10px; border-radius: 4px;
                                        border: 1px solid #8A6410; background: #F2C14E;
                                        font-weight: 600; color: #2A1C12; }
        #civilizationList QPushButton:disabled { background: #F4F0E6; color: #A89F92;
                                                 border-color: #D5CCBA; }
    )"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(5);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);
    for (int slot = 0; slot < trackPlaces; ++slot) {
        Row row;
        auto *frame = new QFrame(this);
        frame->setObjectName(u"slot"_s);
        row.frame = frame;
        auto *grid = new QGridLayout(frame);
        grid->setContentsMargins(6, 4, 6, 4);
        grid->setHorizontalSpacing(6);
        grid->setVerticalSpacing(1);
        row.numeral = new QLabel(numeral(slot), frame);
        row.numeral->setObjectName(u"numeral"_s);
        row.numeral->setMinimumWidth(26);
        row.firstIcon = new QLabel(frame);
        row.secondIcon = new QLabel(frame);
        row.names = new QLabel(frame);
        row.names->setWordWrap(true);
        row.price = new QLabel(frame);
        row.price->setObjectName(u"price"_s);
        row.price->setWordWrap(true);
        row.choose = new QPushButton(frame);
        row.choose->setObjectName(u"choose%1"_s.arg(slot + 1));
        grid->addWidget(row.numeral, 0, 0, 2, 1);
        grid->addWidget(row.firstIcon, 0, 1, 2, 1);
        grid->addWidget(row.secondIcon, 0, 2, 2, 1);
        grid->addWidget(row.names, 0, 3);
        grid->addWidget(row.price, 1, 3);
        grid->addWidget(row.choose, 0, 4, 2, 1);
        grid->setColumnStretch(3, 1);
        connect(row.choose, &QPushButton::clicked, this,
                [this, slot] { emit chooseRequested(slot); });
        layout->addWidget(frame);
        m_rows.push_back(row);
    }
    layout->addStretch(1);
    rebuild();
}

QPushButton *CivilizationList::chooseButton(int slot) const
{
    return slot >= 0 && slot < static_cast<int>(m_rows.size())
               ? m_rows[static_cast<std::size_t>(slot)].choose
               : nullptr;
}

void CivilizationList::showState(const GameState &state, bool canChoose)
{
    m_state = state;
    m_canChoose = canChoose;
    rebuild();
}

void CivilizationList::clear()
{
    m_state.reset();
    rebuild();
}

void CivilizationList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void CivilizationList::rebuild()
{
    m_caption->setText(tr("Civilization I is free; each place further costs 2 victory points. "
                          "Each coin on a civilization is worth 2 points to whoever takes it."));
    const qreal dpr = devicePixelRatioF();
    for (int slot = 0; slot < trackPlaces; ++slot) {
        Row &row = m_rows[static_cast<std::size_t>(slot)];
        const bool present = m_state && slot < static_cast<int>(m_state->track.size());
        row.frame->setVisible(present);
        if (!present)
            continue;
        const TrackSlot &entry = m_state->track[static_cast<std::size_t>(slot)];
        const TileKind first = entry.tiles.kinds[0];
        const TileKind second = entry.tiles.kinds[1];
        row.firstIcon->setPixmap(PawnArt::tile(tileKey(first), iconSize, dpr));
        row.secondIcon->setPixmap(PawnArt::tile(tileKey(second), iconSize, dpr));
        row.firstIcon->setToolTip(u"<b>%1</b><br>%2"_s.arg(tileName(first), tileEffect(first)));
        row.secondIcon->setToolTip(u"<b>%1</b><br>%2"_s.arg(tileName(second), tileEffect(second)));
        const int pawns = pairPawns(first, second) + extraPawns(*m_state);
        row.names->setText(u"<b>%1 + %2</b>"_s.arg(tileName(first).toHtmlEscaped(),
                                                   tileName(second).toHtmlEscaped()));
        const RuleSet &rules = m_state->rules();
        const int net = rules.coinValue * entry.coins - rules.skipCost * slot;
        QString price = tr("%n pawn(s)", nullptr, pawns);
        if (net == 0)
            price += u" · "_s + tr("free");
        else if (net > 0)
            price += u" · "_s + tr("earns %n point(s)", nullptr, net);
        else
            price += u" · "_s + tr("costs %n point(s)", nullptr, -net);
        if (entry.coins > 0)
            price += u" · "_s + tr("%n coin(s) on it", nullptr, entry.coins);
        row.price->setText(price);
        row.choose->setText(tr("Choose"));
        const auto refusal =
            m_canChoose ? checkAction(*m_state, Action::choose(slot)) : std::optional<Rejection>();
        row.choose->setEnabled(m_canChoose && !refusal);
        row.choose->setToolTip(refusal ? refusal->message
                                       : tr("Take civilization %1.").arg(numeral(slot)));
        row.choose->setVisible(m_canChoose);
    }
}

} // namespace vinci
