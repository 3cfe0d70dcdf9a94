#include "dialogs/endofgamedialog.h"

#include "dialogfolder.h"
#include "dialogs/resultfiles.h"
#include "panels/chartprint.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/provincechartview.h"
#include "panels/scorechartview.h"
#include "panels/statisticstable.h"
#include "panels/tileart.h"
#include "session/seatkind.h"
#include "windowplacement.h"

#include <QChart>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

EndOfGameDialog::EndOfGameDialog(const GameState &state, const std::vector<SeatSetup> &seats,
                                 const ScoreHistory &history,
                                 const std::optional<GameStatistics> &statistics, QWidget *parent)
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

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    auto *scores = new QWidget(m_tabs);
    auto *scoresLayout = new QVBoxLayout(scores);
    scoresLayout->setContentsMargins(0, 6, 0, 0);
    m_table = new QTreeWidget(scores);
    m_table->setRootIsDecorated(false);
    m_table->setColumnCount(4);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->header()->setStretchLastSection(false);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setIconSize(QSize(20, 20));
    scoresLayout->addWidget(m_table);
    m_hints = PanelStyle::makeCaption(scores);
    m_hints->setObjectName(u"hintsLabel"_s);
    scoresLayout->addWidget(m_hints);
    m_chart = new ScoreChartView(scores);
    m_chart->setHistory(history, seats, state.victoryTarget);
    scoresLayout->addWidget(m_chart, 1);
    m_tabs->addTab(scores, QString());

    if (statistics) {
        auto *page = new QWidget(m_tabs);
        auto *pageLayout = new QVBoxLayout(page);
        pageLayout->setContentsMargins(0, 6, 0, 0);
        m_statistics = new StatisticsTable(page);
        m_statistics->setStatistics(*statistics, seats, state.options.ruleSet);
        pageLayout->addWidget(m_statistics, 1);
        m_provinces = new ProvinceChartView(page);
        m_provinces->setStatistics(*statistics, seats);
        pageLayout->addWidget(m_provinces, 1);
        m_tabs->addTab(page, QString());
    }
    layout->addWidget(m_tabs, 1);

    auto *buttons = new QDialogButtonBox(this);
    m_saveChart = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    connect(m_saveChart, &QPushButton::clicked, this, [this] {
        askAndSave(tr("Save Chart as PNG"), proposedChartName(), tr("PNG images (*.png)"),
                   QStringLiteral("png"), &EndOfGameDialog::saveChart);
    });
    m_saveTable = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_saveTable->setEnabled(m_statistics != nullptr);
    connect(m_saveTable, &QPushButton::clicked, this, [this] {
        askAndSave(tr("Save Table as CSV"), proposedTableName(), tr("CSV files (*.csv)"),
                   QStringLiteral("csv"), &EndOfGameDialog::saveTable);
    });
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

    m_mapName = state.board ? state.board->mapId() : QString();
    // Room for the statistics' labels and a column per player (six fit a laptop's screen).
    resize(
        QSize(std::max(760, 260 + 130 * state.playerCount()), 680).boundedTo(roomOnScreen(*this)));
    retranslate();
}

QChartView *EndOfGameDialog::shownChart() const
{
    if (m_statistics && m_tabs->currentIndex() == 1)
        return m_provinces;
    return m_chart;
}

void EndOfGameDialog::setGameNames(const QString &mapName, const QString &gameFile)
{
    if (!mapName.isEmpty())
        m_mapName = mapName;
    m_gameFile = gameFile;
}

QString EndOfGameDialog::proposedName(const QString &what, const QString &suffix) const
{
    // The game's own file names it best; else its map and the day, so that the files of two
    // games do not take each other's name.
    QString game = QFileInfo(m_gameFile).completeBaseName();
    if (game.isEmpty()) {
        const QString map = m_state.board ? m_state.board->mapId() : m_mapName;
        game = u"vinci-"_s + map + u'-' + m_day.toString(Qt::ISODate);
    }
    return game + u'-' + what + u'.' + suffix;
}

QString EndOfGameDialog::proposedChartName() const
{
    const bool provinces = shownChart() == m_provinces;
    return proposedName(provinces ? tr("provinces", "a file name's part: the provinces chart")
                                  : tr("scores", "a file name's part: the score chart"),
                        u"png"_s);
}

QString EndOfGameDialog::proposedTableName() const
{
    return proposedName(tr("statistics", "a file name's part: the statistics table"), u"csv"_s);
}

QString EndOfGameDialog::printedChartTitle() const
{
    return tr("%1 — %2, %3", "a saved chart's title: the chart, the map, the day")
        .arg(shownChart()->chart()->title(), m_mapName,
             QLocale().toString(m_day, QLocale::LongFormat));
}

bool EndOfGameDialog::saveChart(const QString &fileName, QString *error) const
{
    const QImage image = chartprint::image(*shownChart(), printedChartTitle());
    return resultfiles::write(fileName, resultfiles::png(image), error);
}

bool EndOfGameDialog::saveTable(const QString &fileName, QString *error) const
{
    if (!m_statistics)
        return false;
    return resultfiles::write(fileName, m_statistics->toCsv(), error);
}

void EndOfGameDialog::askAndSave(const QString &title, const QString &proposed,
                                 const QString &filter, const QString &suffix,
                                 bool (EndOfGameDialog::*save)(const QString &, QString *) const)
{
    // Window-modal and opened, not exec()'d: the game's window stays drawn behind it.
    auto *dialog = new QFileDialog(this, title, DialogFolder::suggest(proposed), filter);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(suffix);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, title, save](const QString &file) {
        QString error;
        if ((this->*save)(file, &error))
            DialogFolder::remember(file);
        else
            QMessageBox::warning(this, title, error);
    });
    dialog->open();
}

QString EndOfGameDialog::nameOf(int player) const
{
    return static_cast<std::size_t>(player) < m_seats.size()
               ? m_seats[static_cast<std::size_t>(player)].name
               : defaultSeatName(player);
}

QString EndOfGameDialog::hintsText() const
{
    // Every person's count, none too: a game won without help says so.
    std::vector<const SeatSetup *> people;
    for (const SeatSetup &seat : m_seats) {
        if (!isProgramSeat(seat.controller))
            people.push_back(&seat);
    }
    const QLocale locale;
    if (people.size() == 1)
        return tr("Hints: %1").arg(locale.toString(people.front()->hintsUsed()));
    QStringList counts;
    for (const SeatSetup *seat : people)
        counts << tr("%1 %2", "a player's name and the hints they asked for")
                      .arg(seat->name, locale.toString(seat->hintsUsed()));
    return counts.isEmpty() ? QString() : tr("Hints: %1").arg(counts.join(tr(", ")));
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

QString EndOfGameDialog::subtitle() const
{
    // How the game was set to end: after its rounds (Online 2013 has no points target), or
    // at the victory target.
    if (m_state.roundLimit > 0)
        return tr("After the %n round(s) set for this game.", nullptr, m_state.roundLimit);
    return tr("After %n round(s); the target was %1.", nullptr, m_state.round)
        .arg(tr("%n victory point(s)", nullptr, m_state.victoryTarget));
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
    m_subtitle->setText(subtitle());
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
    m_hints->setText(hintsText());
    m_hints->setVisible(!m_hints->text().isEmpty());
    m_tabs->setTabText(0, tr("Scores"));
    if (m_statistics)
        m_tabs->setTabText(1, tr("Statistics"));
    m_saveChart->setText(tr("Save Chart as PNG..."));
    m_saveTable->setText(tr("Save Table as CSV..."));
    m_newGame->setText(tr("New game"));
    m_watchAgain->setText(tr("Watch Again"));
    m_watchAgain->setToolTip(tr("Watch this game again from its start, action by action"));
}

} // namespace vinci
