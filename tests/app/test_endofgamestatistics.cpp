// The statistics page after the game, as a player reaches it: a finished game opened from a
// save shows the end-of-game page; its Statistics tab's table is the engine's statistics of
// that game; the chart and the table are saved through the file dialogs and read back.

#include "../engine/corpusfiles.h"
#include "dialogfolder.h"
#include "dialogs/endofgamedialog.h"
#include "gamefixture.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/provincechartview.h"
#include "panels/scorechartview.h"
#include "panels/statisticstable.h"
#include "session/gamecontroller.h"
#include "session/replaysession.h"
#include "session/scorehistory.h"
#include "session/seatkind.h"

#include <QAction>
#include <QChart>
#include <QFileDialog>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QPointer>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

#include <array>
#include <cmath>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The file dialog a Save button opened, once it is shown. */
QFileDialog *openedFileDialog(QWidget *owner)
{
    QFileDialog *dialog = nullptr;
    if (!QTest::qWaitFor([&] { return (dialog = owner->findChild<QFileDialog *>()) != nullptr; }))
        return nullptr;
    return dialog;
}

/**
 * Clicks `button`, checks the file dialog it opens starts in `folder` proposing `proposed`, names
 * `file` there and accepts it.
 */
void saveThrough(QPushButton *button, QWidget *owner, const QString &folder, const QString &file,
                 const QString &proposed)
{
    button->click();
    QFileDialog *dialog = openedFileDialog(owner);
    QVERIFY(dialog);
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
    QCOMPARE(dialog->directory().absolutePath(), QDir(folder).absolutePath());
    QCOMPARE(dialog->selectedFiles().value(0), QDir(folder).filePath(proposed));
    dialog->selectFile(file);
    // As the Save button does (QFileDialog::accept() is protected; QDialog's is its slot).
    QPointer<QFileDialog> closing(dialog);
    static_cast<QDialog *>(dialog)->accept();
    // It goes once closed (WA_DeleteOnClose): the next Save opens a new one.
    QTRY_VERIFY(!closing);
}

/** A CSV record split into fields (RFC 4180 quoting). */
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

} // namespace

class TestEndOfGameStatistics : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
    }

    void finishedGame_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("classic") << u"classic-europe-4-virtual.vinci"_s;
        QTest::newRow("online") << u"online-mediterranean-3.vinci"_s;
    }

    void finishedGame()
    {
        QFETCH(QString, file);
        const auto game = corpusfiles::load(file);
        QVERIFY(game);
        const auto expected =
            GameStatistics::fromGame(game->state.board, game->saved.options, game->saved.actions);
        QVERIFY(expected);

        MainWindow window(m_catalog.get());
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.openFile(QDir(corpusfiles::folder()).filePath(file), &error),
                 qPrintable(error));
        // A finished game opens on its end-of-game page.
        EndOfGameDialog *end = window.endOfGameDialog();
        QVERIFY(end);
        QTRY_VERIFY(end->isVisible());

        // The Statistics tab, clicked.
        QTabBar *bar = end->tabs()->tabBar();
        QCOMPARE(bar->count(), 2);
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(1).center());
        QCOMPARE(end->tabs()->currentIndex(), 1);
        StatisticsTable *table = end->statisticsTable();
        QVERIFY(table && table->isVisible());

        const int players = game->state.playerCount();
        QCOMPARE(table->columnCount(), players + 1);
        auto number = [&](const char *key, int player) {
            const QTreeWidgetItem *row = table->row(key);
            if (!row)
                qFatal("no row %s", key);
            return row->data(player + 1, Qt::DisplayRole).toInt();
        };
        for (int p = 0; p < players; ++p) {
            const PlayerStatistics &engine = expected->players[static_cast<std::size_t>(p)];
            QCOMPARE(table->headerItem()->text(p + 1), window.controller()->seat(p).name);
            QCOMPARE(number("final", p), game->state.player(p).score);
            QCOMPARE(number("provinces", p), engine.points.provinces);
            QCOMPARE(number("tiles", p), engine.points.tilesTotal());
            QCOMPARE(number("coins", p), engine.points.coins());
            QCOMPARE(number("coinsCollected", p), engine.points.coinsCollected);
            QCOMPARE(number("passingOver", p), engine.points.passingOver);
            QCOMPARE(number("declined", p), engine.points.declined);
            QCOMPARE(number("civilizations", p), engine.civilizations);
            QCOMPARE(number("declines", p), engine.declines);
            QCOMPARE(number("pawnsLost", p), engine.pawnsLost.total());
            QCOMPARE(number("lostToConquests", p), engine.pawnsLost.toConquests);
            QCOMPARE(number("lostAtDeclines", p), engine.pawnsLost.atDeclines);
            QCOMPARE(number("lostInOwnTurns", p), engine.pawnsLost.inOwnTurns);
            // The sources shown add up to the score shown.
            const int start = table->row("start") ? number("start", p) : 0;
            QCOMPARE(start + number("provinces", p) + number("tiles", p) + number("coins", p) +
                         number("declined", p),
                     number("final", p));
            // Choosing civilizations: received less paid, the two parts shown, adding up.
            QCOMPARE(number("coinsCollected", p) + number("passingOver", p), number("coins", p));
            QVERIFY(number("coinsCollected", p) >= 0);
            QVERIFY(number("passingOver", p) <= 0);
            // Each tile's row, opened out, adds up to the tiles' row.
            const QTreeWidgetItem *tiles = table->row("tiles");
            int tileSum = 0;
            for (int i = 0; i < tiles->childCount(); ++i)
                tileSum += tiles->child(i)->data(p + 1, Qt::DisplayRole).toInt();
            QCOMPARE(tileSum, number("tiles", p));
            // The seat's kind and level, from the save's seats.
            const QString controller = window.controller()->seat(p).controller;
            QCOMPARE(table->row("seat")->text(p + 1), StatisticsTable::seatLevel(controller));
            QCOMPARE(engine.virtualPlayer, controller.startsWith(u"rulebook"_s));
        }

        // The choosing's row is open on its two parts from the start: the net alone ("From
        // coins: -3") read as coins lost (the third walk).
        QVERIFY(table->row("coins")->isExpanded());
        QVERIFY(table->visualItemRect(table->row("passingOver")).isValid());
        QVERIFY(table->visualItemRect(table->row("coinsCollected")).isValid());

        // The provinces per round: one point per round on each player's line.
        const QList<QLineSeries *> lines = end->provinceChart()->playerSeries();
        QCOMPARE(lines.size(), players);
        for (int p = 0; p < players; ++p) {
            const std::vector<int> &held =
                expected->players[static_cast<std::size_t>(p)].provincesPerRound;
            QCOMPARE(lines.at(p)->count(), static_cast<int>(held.size()));
            for (int round = 0; round < lines.at(p)->count(); ++round) {
                QCOMPARE(lines.at(p)->at(round).x(), qreal(round + 1));
                QCOMPARE(lines.at(p)->at(round).y(), qreal(held[static_cast<std::size_t>(round)]));
            }
        }

        // Save Chart as PNG: the chart shown (the provinces), proposed under the game's name
        // and the chart's, drawn as a 1600x900 page on white whatever the window's size.
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const QString base = QFileInfo(file).completeBaseName();
        QCOMPARE(end->proposedChartName(), base + u"-provinces.png"_s);
        QCOMPARE(end->proposedTableName(), base + u"-statistics.csv"_s);
        const QRectF onScreen = end->provinceChart()->chart()->geometry();
        const QString shownTitle = end->provinceChart()->chart()->title();
        // The first dialog opens where file dialogs open (the folder last used, else Documents).
        saveThrough(end->saveChartButton(), end, DialogFolder::start(),
                    out.filePath(u"provinces"_s), end->proposedChartName());
        if (const QString grabs = qEnvironmentVariable("VINCI_GRAB_DIR"); !grabs.isEmpty()) {
            QDir().mkpath(grabs);
            QFile::copy(out.filePath(u"provinces.png"_s),
                        QDir(grabs).filePath(u"saved-chart-%1.png"_s.arg(
                            QString::fromLatin1(QTest::currentDataTag()))));
        }
        const QImage image(out.filePath(u"provinces.png"_s));
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1600, 900));
        // Square, on paper: no corner of the dialog's grey around a rounded card.
        const QColor paper(0xFFFDF7);
        for (const QPoint corner : {QPoint(0, 0), QPoint(1599, 0), QPoint(0, 899),
                                    QPoint(1599, 899), QPoint(2, 2), QPoint(1597, 897)}) {
            const QColor pixel = image.pixelColor(corner);
            QVERIFY2(pixel == paper || pixel == QColor(Qt::white),
                     qPrintable(pixel.name() + u" at corner"_s));
        }
        // The chart on screen is as it was: its own size and title, the rounded card.
        QCOMPARE(end->provinceChart()->chart()->geometry(), onScreen);
        QCOMPARE(end->provinceChart()->chart()->title(), shownTitle);
        // The Scores tab's chart is proposed as the scores.
        end->tabs()->setCurrentIndex(0);
        QCOMPARE(end->proposedChartName(), base + u"-scores.png"_s);
        end->tabs()->setCurrentIndex(1);

        // Save Table as CSV: a header row of the players, then every number, unlocalised.
        // The next opens in the folder just used.
        saveThrough(end->saveTableButton(), end, out.path(), out.filePath(u"statistics.csv"_s),
                    end->proposedTableName());
        QFile csv(out.filePath(u"statistics.csv"_s));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList records =
            QString::fromUtf8(csv.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QVERIFY(records.size() > 10);
        const QStringList header = csvFields(records.first());
        QCOMPARE(header.size(), players + 1);
        for (int p = 0; p < players; ++p)
            QCOMPARE(header.at(p + 1), window.controller()->seat(p).name);
        bool sawFinal = false;
        for (const QString &record : records) {
            const QStringList fields = csvFields(record);
            QCOMPARE(fields.size(), players + 1);
            if (fields.first() != table->row("final")->text(0))
                continue;
            sawFinal = true;
            for (int p = 0; p < players; ++p) {
                bool ok = false;
                QCOMPARE(fields.at(p + 1).toInt(&ok), game->state.player(p).score);
                QVERIFY(ok);
            }
        }
        QVERIFY(sawFinal);

        // Closed, the page comes back from the Game menu.
        end->close();
        QTRY_VERIFY(!window.endOfGameDialog());
        auto *results = window.findChild<QAction *>(u"resultsAction"_s);
        QVERIFY(results);
        QVERIFY(results->isEnabled());
        results->trigger();
        QVERIFY(window.endOfGameDialog());
        QTRY_VERIFY(window.endOfGameDialog()->isVisible());
        window.endOfGameDialog()->close();
    }

    /**
     * A game with a person in it: their seat is "Human" as the new game dialog and the replay
     * bar say it (not "Person"), and the hints they asked for, on the Scores tab, are a row of
     * the table and of the CSV; the programs' cells stay empty.
     */
    void personsSeatAndHintsInTheTable()
    {
        QJsonObject save =
            QJsonDocument::fromJson(corpusfiles::contents(u"classic-europe-3.vinci"_s)).object();
        QJsonObject metadata = save.value(u"metadata"_s).toObject();
        metadata.insert(
            u"seats"_s,
            QJsonArray{
                QJsonObject{{u"name"_s, u"Ada"_s}, {u"controller"_s, u"human"_s}, {u"hints"_s, 5}},
                QJsonObject{{u"name"_s, u"Bruno"_s}, {u"controller"_s, u"strategist-easy"_s}},
                QJsonObject{{u"name"_s, u"Chloé"_s}, {u"controller"_s, u"strategist-hard"_s}}});
        save.insert(u"metadata"_s, metadata);

        MainWindow window(m_catalog.get());
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.openData(QJsonDocument(save).toJson(), u"corpus"_s, &error),
                 qPrintable(error));
        EndOfGameDialog *end = window.endOfGameDialog();
        QVERIFY(end);
        QTRY_VERIFY(end->isVisible());
        QCOMPARE(end->hintsLabel()->text(), u"Hints: 5"_s);
        StatisticsTable *table = end->statisticsTable();
        QVERIFY(table);

        QCOMPARE(table->row("seat")->text(1), seatKindLabel(humanSeatKey));
        QCOMPARE(table->row("seat")->text(1), u"Human"_s);
        const QTreeWidgetItem *hints = table->row("hints");
        QVERIFY(hints);
        QCOMPARE(hints->data(1, Qt::DisplayRole).toInt(), 5);
        QVERIFY(!hints->data(2, Qt::DisplayRole).isValid());
        QVERIFY(!hints->data(3, Qt::DisplayRole).isValid());

        bool sawHints = false;
        for (const QString &record :
             QString::fromUtf8(table->toCsv()).split(u"\r\n"_s, Qt::SkipEmptyParts)) {
            const QStringList fields = csvFields(record);
            if (fields.first() != hints->text(0))
                continue;
            sawHints = true;
            QCOMPARE(fields, (QStringList{hints->text(0), u"5"_s, QString(), QString()}));
        }
        QVERIFY(sawHints);
        // A game in no file: named by its map and the day.
        QVERIFY(end->proposedTableName().startsWith(u"vinci-europe-"_s));
        QVERIFY(end->proposedTableName().contains(QDate::currentDate().toString(Qt::ISODate)));
        end->close();
    }

    /**
     * Watching a finished game, Scores and Statistics is there at any moment shown, with the
     * whole game's numbers; the page has no Watch Again (it is being watched).
     */
    void resultsWhileWatchingAFinishedGame()
    {
        const QString file = u"online-europe-3.vinci"_s;
        const auto game = corpusfiles::load(file);
        QVERIFY(game);
        MainWindow window(m_catalog.get());
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.watchFile(QDir(corpusfiles::folder()).filePath(file), &error),
                 qPrintable(error));
        QVERIFY(window.controller()->isWatching());
        QCOMPARE(window.controller()->replay()->position(), 0);
        auto *results = window.findChild<QAction *>(u"resultsAction"_s);
        QVERIFY(results);
        QVERIFY(results->isEnabled());
        results->trigger();
        EndOfGameDialog *end = window.endOfGameDialog();
        QVERIFY(end);
        QTRY_VERIFY(end->isVisible());
        QVERIFY(!end->watchAgainButton()->isVisibleTo(end));
        StatisticsTable *table = end->statisticsTable();
        QVERIFY(table);
        for (int p = 0; p < game->state.playerCount(); ++p)
            QCOMPARE(table->row("final")->data(p + 1, Qt::DisplayRole).toInt(),
                     game->state.player(p).score);
        // The chart is the whole game's too: each line ends at the final score.
        const QList<QLineSeries *> lines = end->chartView()->playerSeries();
        QCOMPARE(lines.size(), game->state.playerCount());
        for (int p = 0; p < game->state.playerCount(); ++p)
            QCOMPARE(lines.at(p)->at(lines.at(p)->count() - 1).y(),
                     qreal(game->state.player(p).score));
        end->close();
        QTRY_VERIFY(!window.endOfGameDialog());
        // Still watching, at the moment it was.
        QVERIFY(window.controller()->isWatching());
        QCOMPARE(window.controller()->replay()->position(), 0);
    }

    /**
     * The s37 walk's provinces chart: where Ana and Player 2 held the same counts, Ana's line
     * lay under Player 2's, unseen. Two players of equal counts (provinces) and equal scores:
     * along their shared stretch both colours show (the one above has gaps), and every player's
     * line differs from every other's by more than its colour (dashes, and on the provinces
     * chart the points' shape: #27).
     */
    void linesOfEqualCountsAreAllSeen()
    {
        const std::vector<SeatSetup> seats = testing::defaultSeats(3);
        GameStatistics statistics;
        statistics.completedRounds = 4;
        for (const std::vector<int> &held :
             {std::vector<int>{6, 9, 9, 12}, std::vector<int>{6, 9, 9, 12},
              std::vector<int>{10, 14, 16, 18}}) {
            PlayerStatistics player;
            player.provincesPerRound = held;
            statistics.players.push_back(player);
        }
        ProvinceChartView provinces;
        provinces.resize(800, 450);
        provinces.setStatistics(statistics, seats);
        provinces.show();
        QVERIFY(QTest::qWaitForWindowExposed(&provinces));

        GameState state = testing::newEuropeGame(3);
        ScoreHistory history;
        history.reset(state);
        for (int turn = 1; turn <= 12; ++turn) {
            ++state.turnNumber;
            state.players[0].score = state.players[1].score = 5 * turn;
            state.players[2].score = 3 * turn;
            history.record(state);
        }
        ScoreChartView scores;
        scores.resize(800, 450);
        scores.setHistory(history, seats, 120);
        scores.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scores));

        const auto checkChart = [&](QChartView &view, const QList<QLineSeries *> &lines,
                                    QPointF from, QPointF to, const QString &name) {
            QCOMPARE(lines.size(), 3);
            // Not told apart by colour alone: each pair differs in dashes or point shape.
            for (int a = 0; a < lines.size(); ++a) {
                for (int b = a + 1; b < lines.size(); ++b) {
                    const bool dashes =
                        lines[a]->pen().style() != lines[b]->pen().style() ||
                        lines[a]->pen().dashPattern() != lines[b]->pen().dashPattern();
                    const bool shapes = lines[a]->pointsVisible() &&
                                        lines[a]->lightMarker() != lines[b]->lightMarker();
                    QVERIFY2(dashes || shapes, qPrintable(u"%1: %2 and %3 look alike but for "
                                                          u"their colour"_s.arg(name)
                                                              .arg(a)
                                                              .arg(b)));
                }
            }
            testing::grabIfAsked(view, name);
            const QImage picture = view.grab().toImage();
            const auto onScreen = [&](QPointF value) {
                return QPointF(view.mapFromScene(view.chart()->mapToPosition(value, lines[0])));
            };
            const QPointF start = onScreen(from);
            const QPointF end = onScreen(to);
            const QPointF along = end - start;
            const qreal length = std::hypot(along.x(), along.y());
            QVERIFY(length > 60);
            const auto near = [](QRgb pixel, const QColor &colour) {
                return std::abs(qRed(pixel) - colour.red()) +
                           std::abs(qGreen(pixel) - colour.green()) +
                           std::abs(qBlue(pixel) - colour.blue()) <
                       60;
            };
            // The stretch between the points (their markers left out), a line's width across.
            std::array<int, 2> seen{0, 0};
            int sampled = 0;
            for (qreal t = 12; t < length - 12; t += 1.0) {
                const QPointF centre = start + along * (t / length);
                const QPoint pixel = centre.toPoint();
                if (!picture.rect().contains(pixel))
                    continue;
                ++sampled;
                for (int p = 0; p < 2; ++p) {
                    bool found = false;
                    for (int dy = -1; dy <= 1 && !found; ++dy)
                        found = near(picture.pixel(pixel + QPoint(0, dy)),
                                     seats[static_cast<std::size_t>(p)].colour);
                    seen[static_cast<std::size_t>(p)] += found ? 1 : 0;
                }
            }
            QVERIFY(sampled > 40);
            for (int p = 0; p < 2; ++p)
                QVERIFY2(seen[static_cast<std::size_t>(p)] * 6 >= sampled,
                         qPrintable(u"%1: %2's colour on %3 of the %4 pixels of the shared line"_s
                                        .arg(name, seats[static_cast<std::size_t>(p)].name)
                                        .arg(seen[static_cast<std::size_t>(p)])
                                        .arg(sampled)));
        };
        checkChart(provinces, provinces.playerSeries(), QPointF(1, 6), QPointF(2, 9),
                   u"provinces-equal-counts"_s);
        checkChart(scores, scores.playerSeries(), QPointF(1, 15), QPointF(2, 30),
                   u"scores-equal-counts"_s);
    }
};

QTEST_MAIN(TestEndOfGameStatistics)
#include "test_endofgamestatistics.moc"
