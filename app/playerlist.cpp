#include "playerlist.h"

#include "pawnart.h"
#include "rules/tiletable.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QString tilesHtml(const CivilizationTiles &tiles)
{
    QStringList names;
    for (TileKind kind : tiles.tiles())
        names << tileName(kind).toHtmlEscaped();
    return names.join(u" + "_s);
}

QPixmap stripe(const QColor &colour, int height)
{
    QPixmap pixmap(22, height);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(PlayerPalette::ink(), 1.5));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(2, 2, 18, 18));
    return pixmap;
}

} // namespace

PlayerList::PlayerList(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"playerList"_s);
    setStyleSheet(uR"(
        #playerList QFrame#seat { background: #FBF6EA; border: 1px solid #D8CCB0; border-radius: 6px; }
        #playerList QFrame#seat[current="true"] { border: 2px solid #8A6410; background: #FFF3D1; }
        #playerList QLabel#score { font-size: 20px; font-weight: 700; color: #2A1C12; }
        #playerList QLabel#seatName { font-size: 14px; font-weight: 600; color: #2A1C12; }
        #playerList QLabel#detail { color: #3B2E22; }
    )"_s);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(6, 6, 6, 6);
    m_layout->setSpacing(5);
    m_target = new QLabel(this);
    m_layout->addWidget(m_target);
    m_layout->addStretch(1);
}

PlayerList::Row PlayerList::makeRow()
{
    Row row;
    auto *frame = new QFrame(this);
    frame->setObjectName(u"seat"_s);
    row.frame = frame;
    auto *grid = new QGridLayout(frame);
    grid->setContentsMargins(8, 5, 8, 5);
    grid->setVerticalSpacing(1);
    row.swatch = new QLabel(frame);
    row.name = new QLabel(frame);
    row.name->setObjectName(u"seatName"_s);
    row.name->setTextFormat(Qt::RichText);
    row.score = new QLabel(frame);
    row.score->setObjectName(u"score"_s);
    row.score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row.active = new QLabel(frame);
    row.active->setObjectName(u"detail"_s);
    row.active->setWordWrap(true);
    row.pawns = new QLabel(frame);
    row.pawns->setObjectName(u"detail"_s);
    row.pawns->setWordWrap(true);
    row.declining = new QLabel(frame);
    row.declining->setObjectName(u"detail"_s);
    row.declining->setWordWrap(true);
    grid->addWidget(row.swatch, 0, 0);
    grid->addWidget(row.name, 0, 1);
    grid->addWidget(row.score, 0, 2);
    grid->addWidget(row.active, 1, 1, 1, 2);
    grid->addWidget(row.pawns, 2, 1, 1, 2);
    grid->addWidget(row.declining, 3, 1, 1, 2);
    grid->setColumnStretch(1, 1);
    return row;
}

void PlayerList::showState(const GameState &state, const std::vector<Seat> &seats)
{
    m_state = state;
    m_seats = seats;
    rebuild();
}

void PlayerList::clear()
{
    m_state.reset();
    rebuild();
}

QLabel *PlayerList::scoreLabel(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_rows.size())
               ? m_rows[static_cast<std::size_t>(seat)].score
               : nullptr;
}

QLabel *PlayerList::pawnsLabel(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_rows.size())
               ? m_rows[static_cast<std::size_t>(seat)].pawns
               : nullptr;
}

void PlayerList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void PlayerList::rebuild()
{
    const int count = m_state ? m_state->playerCount() : 0;
    while (static_cast<int>(m_rows.size()) < count) {
        m_rows.push_back(makeRow());
        m_layout->insertWidget(static_cast<int>(m_rows.size()), m_rows.back().frame);
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rows[i].frame->setVisible(static_cast<int>(i) < count);
    if (!m_state) {
        m_target->clear();
        return;
    }
    const GameState &state = *m_state;
    m_target->setText(tr("First to %1 victory points; the round is then played to its end.")
                          .arg(state.victoryTarget));
    m_target->setWordWrap(true);
    for (int seat = 0; seat < count; ++seat) {
        Row &row = m_rows[static_cast<std::size_t>(seat)];
        const PlayerState &player = state.player(seat);
        const Seat info =
            static_cast<std::size_t>(seat) < m_seats.size()
                ? m_seats[static_cast<std::size_t>(seat)]
                : Seat{tr("Player %1").arg(seat + 1), PlayerPalette::colour(seat), {}};
        const bool current = !state.isOver() && seat == state.currentPlayer;
        const bool defending = state.phase == Phase::Redeploy && seat == state.redeployPlayer;
        row.frame->setProperty("current", current || defending);
        row.frame->style()->unpolish(row.frame);
        row.frame->style()->polish(row.frame);
        row.swatch->setPixmap(stripe(info.colour, 22));
        QString name = info.name.toHtmlEscaped();
        if (!info.isHuman())
            name += u" <small>(%1)</small>"_s.arg(tr("computer"));
        if (current)
            name = u"&#9654; "_s + name;
        if (defending)
            name += u" <small>&mdash; %1</small>"_s.arg(tr("defending"));
        if (state.isOver() &&
            std::find(state.winners.begin(), state.winners.end(), seat) != state.winners.end())
            name += u" <small>&mdash; %1</small>"_s.arg(tr("winner"));
        row.name->setText(name);
        row.score->setText(QString::number(player.score));
        row.score->setToolTip(
            tr("%1 has %n victory point(s).", nullptr, player.score).arg(info.name));
        if (player.active) {
            const int onBoard = pawnsOnBoard(state, seat, Holder::Active);
            const int provinces = static_cast<int>(provincesOf(state, seat, Holder::Active).size());
            row.active->setText(tr("Active: %1").arg(tilesHtml(player.active->tiles)));
            QString pawns = tr("%n pawn(s) on the board", nullptr, onBoard) + u", "_s +
                            tr("%n in hand", nullptr, player.active->hand) + u", "_s +
                            tr("%n province(s)", nullptr, provinces);
            if (player.active->pendingRedeploy > 0)
                pawns += u", "_s +
                         tr("%n waiting to be placed", nullptr, player.active->pendingRedeploy);
            row.pawns->setText(pawns);
        } else {
            row.active->setText(tr("No active civilization"));
            row.pawns->setText(QString());
        }
        row.pawns->setVisible(player.active.has_value());
        if (player.declining) {
            const int provinces =
                static_cast<int>(provincesOf(state, seat, Holder::Declining).size());
            QString text = tr("In decline: %n province(s)", nullptr, provinces);
            if (player.declining->tiles.count > 0)
                text += u" (%1)"_s.arg(tilesHtml(player.declining->tiles));
            row.declining->setText(text);
        }
        row.declining->setVisible(player.declining.has_value());
    }
}

} // namespace vinci
