#include "dialogs/endofgamedialog.h"

#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/scorechartview.h"
#include "panels/tileart.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

EndOfGameDialog::EndOfGameDialog(const GameState &state, const std::vector<SeatSetup> &seats,
                                 const ScoreHistory &history, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_seats(seats)
{
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);

    auto *top = new QHBoxLayout;
    auto *emblem = new QLabel(this);
    emblem->setPixmap(QIcon(u":/icons/vinci.svg"_s).pixmap(64, 64));
    top->addWidget(emblem, 0, Qt::AlignTop);
    auto *titles = new QVBoxLayout;
    m_headline = new QLabel(this);
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.5);
    m_headline->setFont(headlineFont);
    m_headline->setWordWrap(true);
    titles->addWidget(m_headline);
    m_subtitle = PanelStyle::makeCaption(this);
    titles->addWidget(m_subtitle);
    top->addLayout(titles, 1);
    layout->addLayout(top);

    m_table = new QTreeWidget(this);
    m_table->setRootIsDecorated(false);
    m_table->setColumnCount(4);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->header()->setStretchLastSection(false);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setIconSize(QSize(20, 20));
    layout->addWidget(m_table);

    m_chart = new ScoreChartView(this);
    m_chart->setHistory(history, seats, state.victoryTarget);
    layout->addWidget(m_chart, 1);

    auto *buttons = new QDialogButtonBox(this);
    m_newGame = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_watchAgain = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_watchAgain->setObjectName(QStringLiteral("watchAgainButton"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        emit newGameRequested();
        accept();
    });
    connect(m_watchAgain, &QPushButton::clicked, this, [this] {
        emit watchAgainRequested();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    resize(640, 640);
    retranslate();
}

QString EndOfGameDialog::nameOf(int player) const
{
    return static_cast<std::size_t>(player) < m_seats.size()
               ? m_seats[static_cast<std::size_t>(player)].name
               : defaultSeatName(player);
}

QString EndOfGameDialog::headline() const
{
    const std::vector<RankRow> rows = finalRanking(m_state);
    QStringList winners;
    for (const RankRow &row : rows) {
        if (row.place == 1)
            winners << nameOf(row.player);
    }
    const int best = rows.empty() ? 0 : rows.front().score;
    if (winners.size() == 1)
        return tr("%1 wins with %n victory point(s)!", nullptr, best).arg(winners.front());
    const QString last = winners.takeLast();
    return tr("%1 and %2 share the victory with %n victory point(s)!", nullptr, best)
        .arg(winners.join(u", "_s), last);
}

void EndOfGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void EndOfGameDialog::retranslate()
{
    setWindowTitle(tr("The game is over"));
    m_headline->setText(headline());
    m_subtitle->setText(tr("After %n round(s); the target was %1.", nullptr, m_state.round)
                            .arg(tr("%n victory point(s)", nullptr, m_state.victoryTarget)));
    m_table->setHeaderLabels(
        {tr("Place"), tr("Player"), tr("Victory points"), tr("Civilizations")});
    m_table->clear();
    const QLocale locale;
    for (const RankRow &row : finalRanking(m_state)) {
        auto *item = new QTreeWidgetItem(m_table);
        item->setText(0,
                      row.shared ? tr("%1 (shared)").arg(row.place) : QString::number(row.place));
        const QColor colour = static_cast<std::size_t>(row.player) < m_seats.size()
                                  ? m_seats[static_cast<std::size_t>(row.player)].colour
                                  : playerColour(row.player);
        item->setIcon(1, QIcon(TileArt::pawn(colour, 20, false, devicePixelRatioF())));
        item->setText(1, nameOf(row.player));
        item->setText(2, locale.toString(row.score));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(3, locale.toString(m_state.player(row.player).civilizationsChosen));
        item->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
        if (row.place == 1) {
            QFont bold = item->font(1);
            bold.setBold(true);
            for (int column = 0; column < 4; ++column)
                item->setFont(column, bold);
        }
    }
    m_table->setFixedHeight(m_table->header()->sizeHint().height() +
                            m_table->sizeHintForRow(0) * std::max(1, m_state.playerCount()) + 6);
    m_newGame->setText(tr("New game"));
    m_watchAgain->setText(tr("Watch Again"));
    m_watchAgain->setToolTip(tr("Watch this game again from its start, action by action"));
}

} // namespace vinci
