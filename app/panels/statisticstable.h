#pragma once

#include "queries/gamestatistics.h"
#include "rules/ruleset.h"
#include "session/newgamesetup.h"

#include <QTreeWidget>

#include <vector>

namespace vinci {

/**
 * The statistics after a game as a table: one column per player, one row per number (who
 * played the seat, the points by source with the tiles and coins opened out, civilizations
 * taken, declines, pawns lost by moment). Numbers are shown in the person's locale and kept as
 * numbers (Qt::DisplayRole ints), so the CSV has them unlocalised.
 */
class StatisticsTable : public QTreeWidget
{
    Q_OBJECT

public:
    explicit StatisticsTable(QWidget *parent = nullptr);

    void setStatistics(const GameStatistics &statistics, const std::vector<SeatSetup> &seats,
                       RuleSetId rules);

    /**
     * The table as CSV (RFC 4180, UTF-8): a header row (the first column's title, then the
     * players' names), then every row, opened-out rows named "Row: part"; numbers unlocalised.
     */
    QByteArray toCsv() const;

    /** A seat's kind in a word or two: "Human", "Strategist, hard", "Virtual player". */
    static QString seatLevel(QStringView key);

    /** The row holding this number's label (untranslated key: "final", "tiles", ...). */
    QTreeWidgetItem *row(const char *key) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    GameStatistics m_statistics;
    std::vector<SeatSetup> m_seats;
    RuleSetId m_rules = RuleSetId::Classic;
};

} // namespace vinci
