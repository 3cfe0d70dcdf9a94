#pragma once

#include "game/gamestate.h"
#include "queries/gamestatistics.h"
#include "queries/ranking.h"
#include "session/newgamesetup.h"
#include "session/scorehistory.h"

#include <QDate>
#include <QDialog>

#include <optional>
#include <vector>

class QChartView;
class QLabel;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace vinci {

class ProvinceChartView;
class ScoreChartView;
class StatisticsTable;

/**
 * The end of the game: who won (ties shared); on a "Scores" tab the ranking with final scores
 * and each player's score over the game as a chart; on a "Statistics" tab each player's points
 * by source, civilizations, declines, pawns lost and seat (StatisticsTable) and the provinces
 * held per round (ProvinceChartView). The shown chart can be saved as PNG, the statistics as
 * CSV.
 */
class EndOfGameDialog : public QDialog
{
    Q_OBJECT

public:
    /** Without `statistics` (a game that cannot be replayed) there is no Statistics tab. */
    EndOfGameDialog(const GameState &state, const std::vector<SeatSetup> &seats,
                    const ScoreHistory &history,
                    const std::optional<GameStatistics> &statistics = std::nullopt,
                    QWidget *parent = nullptr);

    /**
     * Names the game for what is saved from the page: the map's name (in the charts' titles)
     * and the game's file, if it has one (the files are proposed as "<file>-scores.png", else
     * "vinci-<map>-<date>-scores.png").
     */
    void setGameNames(const QString &mapName, const QString &gameFile);
    /** What Save Chart / Save Table propose, a bare file name: which chart and which game. */
    QString proposedChartName() const;
    QString proposedTableName() const;
    /** The shown chart's title in the saved image: the chart's, then the map and the day. */
    QString printedChartTitle() const;

    /** The text naming the winner or winners. */
    QString headline() const;
    /** How the game was set to end: its rounds, or its victory target. */
    QLabel *subtitleLabel() const { return m_subtitle; }
    QTreeWidget *rankingView() const { return m_table; }
    ScoreChartView *chartView() const { return m_chart; }
    /** "Hints: Alice 3, Bob 0": the hints each person asked for (hidden without a person). */
    QLabel *hintsLabel() const { return m_hints; }
    QTabWidget *tabs() const { return m_tabs; }
    /** The Statistics tab's table and chart; null without statistics. */
    StatisticsTable *statisticsTable() const { return m_statistics; }
    ProvinceChartView *provinceChart() const { return m_provinces; }
    /** The chart of the tab shown: what Save Chart as PNG saves. */
    QChartView *shownChart() const;
    QPushButton *saveChartButton() const { return m_saveChart; }
    QPushButton *saveTableButton() const { return m_saveTable; }
    QPushButton *watchAgainButton() const { return m_watchAgain; }

    /**
     * Writes the shown chart as PNG (chartprint: a 1600x900 page on white) / the statistics as
     * CSV; false with a message.
     */
    bool saveChart(const QString &fileName, QString *error = nullptr) const;
    bool saveTable(const QString &fileName, QString *error = nullptr) const;

signals:
    /** "New game" was clicked (the dialog closes). */
    void newGameRequested();
    /** "Watch Again" was clicked (the dialog closes): the game in the replay viewer. */
    void watchAgainRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString nameOf(int player) const;
    QString subtitle() const;
    QString hintsText() const;
    /** Asks where (a file dialog in the remembered folder), then saves with `save`. */
    void askAndSave(const QString &title, const QString &proposed, const QString &filter,
                    const QString &suffix,
                    bool (EndOfGameDialog::*save)(const QString &, QString *) const);

    /** `what` ("scores"...) after the game's name, with `suffix`. */
    QString proposedName(const QString &what, const QString &suffix) const;

    GameState m_state;
    std::vector<SeatSetup> m_seats;
    QString m_mapName;
    QString m_gameFile;
    QDate m_day = QDate::currentDate();
    QLabel *m_headline = nullptr;
    QLabel *m_subtitle = nullptr;
    QTreeWidget *m_table = nullptr;
    QLabel *m_hints = nullptr;
    ScoreChartView *m_chart = nullptr;
    QTabWidget *m_tabs = nullptr;
    StatisticsTable *m_statistics = nullptr;
    ProvinceChartView *m_provinces = nullptr;
    QPushButton *m_saveChart = nullptr;
    QPushButton *m_saveTable = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_watchAgain = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace vinci
