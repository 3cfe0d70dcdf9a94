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
#include "panels/statisticstable.h"
#include "session/gamecontroller.h"

#include <QAction>
#include <QFileDialog>
#include <QImage>
#include <QLineSeries>
#include <QPointer>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

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
 * Clicks `button`, checks the file dialog it opens starts in `folder`, names `file` there and
 * accepts it.
 */
void saveThrough(QPushButton *button, QWidget *owner, const QString &folder, const QString &file)
{
    button->click();
    QFileDialog *dialog = openedFileDialog(owner);
    QVERIFY(dialog);
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
    QCOMPARE(dialog->directory().absolutePath(), QDir(folder).absolutePath());
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

        // Save Chart as PNG: the chart shown (the provinces), at its size.
        QTemporaryDir out;
        QVERIFY(out.isValid());
        // The first dialog opens where file dialogs open (the folder last used, else Documents).
        saveThrough(end->saveChartButton(), end, DialogFolder::start(),
                    out.filePath(u"provinces"_s));
        const QImage image(out.filePath(u"provinces.png"_s));
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), end->provinceChart()->size() * end->devicePixelRatio());

        // Save Table as CSV: a header row of the players, then every number, unlocalised.
        // The next opens in the folder just used.
        saveThrough(end->saveTableButton(), end, out.path(), out.filePath(u"statistics.csv"_s));
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
};

QTEST_MAIN(TestEndOfGameStatistics)
#include "test_endofgamestatistics.moc"
