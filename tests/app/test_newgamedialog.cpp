// The new game dialog: maps, seats, presets, validation through the engine, remembered choice.

#include "dialogs/buttonlines.h"
#include "dialogs/mappicturedialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/seatrow.h"
#include "game/gameoptions.h"
#include "gamefixture.h"
#include "languageswitcher.h"
#include "mapformat/mapdirectories.h"
#include "mapformat/maploader.h"
#include "mapsymbols.h"
#include "panels/playercolours.h"
#include "session/seatkind.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>

#include <algorithm>
#include <array>
#include <functional>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** Lets the dialog's layouts settle as the event loop does before a person sees it. */
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

QString sourceMaps()
{
    return QDir(QStringLiteral(VINCI_SOURCE_DIR)).filePath(QStringLiteral("maps"));
}

/**
 * Europe copied into `maps` as the map `id`, its map.json changed by `change` first: a map of the
 * person's own, as New Game lists it; false when a file could not be written.
 */
bool copyEuropeAs(const QString &maps, const QString &id,
                  const std::function<void(QJsonObject &)> &change = {})
{
    const QDir folder(QDir(maps).filePath(id));
    QFile source(QDir(sourceMaps()).filePath(u"europe/map.json"_s));
    if (!QDir().mkpath(folder.path()) ||
        !QFile::copy(QDir(sourceMaps()).filePath(u"europe/map.svg"_s),
                     folder.filePath(u"map.svg"_s)) ||
        !source.open(QIODevice::ReadOnly))
        return false;
    QJsonObject map = QJsonDocument::fromJson(source.readAll()).object();
    map.insert(u"id"_s, id);
    if (change)
        change(map);
    QFile out(folder.filePath(u"map.json"_s));
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(map).toJson()) > 0;
}

} // namespace

class TestNewGameDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void findsShippedMapsByName();
    void findsInstalledMaps();
    void startsWithOnePersonAndTwoComputers();
    void seatsFollowPlayerCountWithUniqueColours();
    void aNewSeatIsPlayedAsTheOnesBefore();
    void namesAreRequiredAndDistinct();
    void aNameTypedPastItsLimitSaysSo();
    void soloAndTwoPlayerPresets();
    void enterStartsTheGameWhereverTheFocus();
    void engineRefusalIsShown();
    void onlineOnlyMapIsRefusedForClassic();
    void greyedMapSaysWhy();
    void aFlatDrawingsPreviewShowsThePaintedTerrain();
    void aPackagesPictureShowsLargeEnoughToRead();
    void playerCountsAndMapsAreTheEngines();
    void onlineRulesSetTheTable();
    void onlineSeatsOfferOnlyWhatTheRulesAllow();
    void acceptDrawsSeedAndRemembersSetup();
    void anOnlineGameIsRememberedWithItsRules();
    void aRememberedMapTheRulesCannotPlayOpensPlayable();
    void setupTravelsInSaveMetadata();
    void thinkingTimeIsASeatsOwn();
    void rowsFitAndTheDialogKeepsItsPlace();
    void aComputerSeatLeavesTheNextSeatsInPlace();
    void theTargetIsSaidOnceOnAMapWithItsOwn();
    void theDialogStaysPutWhenTheRulesChange();
    void fitsASmallScreen_data();
    void fitsASmallScreen();
    void frenchNotesShowWholeAt1024();
    void theTileMixesCountInThePlural();

private:
    QTemporaryDir m_settingsDir;
    /** English installed, as the program does (counts' plural forms). */
    LanguageSwitcher m_english;
};

void TestNewGameDialog::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("vinci-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_newgamedialog"));
    QVERIFY(m_english.setLanguage(QStringLiteral("en"), false));
}

void TestNewGameDialog::init()
{
    QSettings().clear();
}

void TestNewGameDialog::findsShippedMapsByName()
{
    const std::vector<MapEntry> maps = MapDirectories::availableMaps({sourceMaps()});
    QVERIFY(!maps.empty());
    const auto europe = MapDirectories::find(QStringLiteral("europe"), {sourceMaps()});
    QVERIFY(europe);
    QCOMPARE(europe->name(u"de"), QStringLiteral("Europa"));
    QCOMPARE(europe->name(u"en"), QStringLiteral("Europe"));
    QCOMPARE(europe->classicPlayerCounts, (std::vector<int>{3, 4, 5, 6}));
    QVERIFY(!MapDirectories::find(QStringLiteral("atlantis"), {sourceMaps()}));
    // The program's own search finds the source tree's maps in a developer build.
    QVERIFY(MapDirectories::find(QStringLiteral("europe")));
}

void TestNewGameDialog::findsInstalledMaps()
{
    // cmake --install puts the program in <prefix>/bin and the maps in <prefix>/share/vinci/maps.
    QTemporaryDir prefix;
    QVERIFY(QDir().mkpath(prefix.filePath(QStringLiteral("bin"))));
    const QString europe = prefix.filePath(QStringLiteral("share/vinci/maps/europe"));
    QVERIFY(QDir().mkpath(europe));
    QVERIFY(QFile::copy(QDir(sourceMaps()).filePath(QStringLiteral("europe/map.json")),
                        QDir(europe).filePath(QStringLiteral("map.json"))));
    const QStringList paths = MapDirectories::searchPaths(prefix.filePath(QStringLiteral("bin")));
    const QString installed =
        QFileInfo(prefix.filePath(QStringLiteral("share/vinci/maps"))).canonicalFilePath();
    QVERIFY2(paths.contains(installed), qPrintable(paths.join(u'\n')));
    // Beside the program comes first: a build tree's or an installed copy's own maps.
    QVERIFY(paths.indexOf(installed) <= 1);
    const auto found = MapDirectories::find(QStringLiteral("europe"), {installed});
    QVERIFY(found);
    QCOMPARE(QFileInfo(found->folder).canonicalFilePath(), QFileInfo(europe).canonicalFilePath());
}

void TestNewGameDialog::startsWithOnePersonAndTwoComputers()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.resize(900, 600);
    const NewGameSetup setup = dialog.setup();
    QCOMPARE(setup.seats.size(), std::size_t(3));
    // One person at a computer expects themself and computers, not three people (the walk of
    // 2026-11-27); the last choice made is remembered (acceptDrawsSeedAndRemembersSetup).
    QCOMPARE(setup.seats[0].controller, QStringLiteral("human"));
    QCOMPARE(setup.seats[1].controller, QStringLiteral("strategist-normal"));
    QCOMPARE(setup.seats[2].controller, QStringLiteral("strategist-normal"));
    QCOMPARE(setup.mapId, QStringLiteral("europe"));
    QCOMPARE(setup.options.playerCount, 3);
    QVERIFY(setup.options.virtualSeats.empty());
    QCOMPARE(setup.options.tileMix, TileMix::Designer);
    QVERIFY(!dialog.validationError());
    QVERIFY(dialog.startButton()->isEnabled());
    QVERIFY(dialog.victoryTargetBox()->specialValueText().contains(QStringLiteral("150")));
    // Both rule sets can be chosen; Classic is the default.
    QCOMPARE(dialog.ruleSetBox()->count(), 2);
    QVERIFY(dialog.ruleSetBox()->model()->flags(dialog.ruleSetBox()->model()->index(1, 0)) &
            Qt::ItemIsEnabled);
    QCOMPARE(setup.options.ruleSet, RuleSetId::Classic);
}

void TestNewGameDialog::seatsFollowPlayerCountWithUniqueColours()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.playerCountBox()->setValue(6);
    NewGameSetup setup = dialog.setup();
    QCOMPARE(setup.seats.size(), std::size_t(6));
    for (std::size_t i = 0; i < setup.seats.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY(setup.seats[i].colour != setup.seats[j].colour);
    QVERIFY(dialog.victoryTargetBox()->specialValueText().contains(QStringLiteral("100")));

    // Choosing another seat's colour swaps the two.
    const QColor first = setup.seats[0].colour;
    const QColor third = setup.seats[2].colour;
    QComboBox *colours = dialog.seatRow(0)->colourBox();
    colours->setCurrentIndex(colours->findData(third));
    setup = dialog.setup();
    QCOMPARE(setup.seats[0].colour, third);
    QCOMPARE(setup.seats[2].colour, first);

    dialog.playerCountBox()->setValue(4);
    QCOMPARE(dialog.setup().seats.size(), std::size_t(4));
    QVERIFY(!dialog.validationError());
}

void TestNewGameDialog::aNewSeatIsPlayedAsTheOnesBefore()
{
    // The s42 walk: seats 2 and 3 made easy computers, the Players box's up arrow to 4 gave a
    // fourth seat played by a Human. It is played as the seat before it, at its strength.
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.playerCountBox()->setValue(3);
    for (int seat : {1, 2}) {
        QComboBox *box = dialog.seatRow(seat)->controllerBox();
        box->setCurrentIndex(box->findData(u"strategist-easy"_s));
    }
    QSpinBox *players = dialog.playerCountBox();
    players->setFocus();
    QTest::keyClick(players, Qt::Key_Up);
    QCOMPARE(players->value(), 4);
    NewGameSetup setup = dialog.setup();
    QCOMPARE(setup.seats.size(), std::size_t(4));
    QCOMPARE(setup.seats[0].controller, u"human"_s);
    QCOMPARE(setup.seats[3].controller, u"strategist-easy"_s);
    QVERIFY(!dialog.validationError());
    // People at one computer: the next seat is a person's too.
    for (int seat : {1, 2, 3}) {
        QComboBox *box = dialog.seatRow(seat)->controllerBox();
        box->setCurrentIndex(box->findData(u"human"_s));
    }
    QTest::keyClick(players, Qt::Key_Up);
    setup = dialog.setup();
    QCOMPARE(setup.seats.size(), std::size_t(5));
    QCOMPARE(setup.seats[4].controller, u"human"_s);
}

void TestNewGameDialog::namesAreRequiredAndDistinct()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.seatRow(1)->nameEdit()->setText(QString());
    QVERIFY(dialog.validationError());
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral("2")));
    dialog.seatRow(1)->nameEdit()->setText(dialog.seatRow(0)->nameEdit()->text());
    QVERIFY(dialog.validationError());
    dialog.seatRow(1)->nameEdit()->setText(QStringLiteral("Bruno"));
    QVERIFY(!dialog.validationError());
    QVERIFY(dialog.startButton()->isEnabled());

    // Someone must sit at the computer.
    for (int i = 0; i < 3; ++i) {
        QComboBox *who = dialog.seatRow(i)->controllerBox();
        who->setCurrentIndex(who->findData(QStringLiteral("strategist-normal")));
    }
    QVERIFY(dialog.validationError());
}

/**
 * The walk's keys: the number of players typed, Tab to the next field, Enter. Tab lands on the
 * solo preset, and Enter there made every other seat a virtual player; it starts the game.
 */
void TestNewGameDialog::aNameTypedPastItsLimitSaysSo()
{
    // The s54 walk: the name stopped at 24 characters and the keys typed on did nothing, with
    // not a word. The field says so when the limit is hit, and a screen reader reads it first.
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QLineEdit *name = dialog.seatRow(0)->nameEdit();
    name->setFocus();
    name->selectAll();
    const QString limit =
        SeatRow::tr("A name has at most %1 characters.").arg(SeatRow::maxNameLength);
    QVERIFY2(name->accessibleDescription().contains(limit),
             qPrintable(name->accessibleDescription()));
    QVERIFY2(name->toolTip().contains(limit), qPrintable(name->toolTip()));
    QToolTip::hideText();
    QTest::keyClicks(name, u"Maximilian Alexander von Hohenstaufen"_s);
    QCOMPARE(name->text().size(), SeatRow::maxNameLength);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), limit);
    QToolTip::hideText();
    // Below the limit a key is taken.
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClick(name, Qt::Key_A);
    QCOMPARE(name->text().size(), SeatRow::maxNameLength);
    QVERIFY(name->text().endsWith(u'a'));
    // The limit is what a player's card and a saved game keep: the whole name, in the game.
    QCOMPARE(dialog.setup().seats.front().name, name->text());
}

void TestNewGameDialog::enterStartsTheGameWhereverTheFocus()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.activateWindow();
    QSpinBox *players = dialog.playerCountBox();
    players->setFocus();
    players->selectAll();
    QTest::keyClicks(players, QStringLiteral("4"));
    QTest::keyClick(players, Qt::Key_Tab);
    QWidget *focused = QApplication::focusWidget();
    QVERIFY(focused);
    QTest::keyClick(focused, Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const NewGameSetup setup = dialog.setup();
    QCOMPARE(setup.seats.size(), std::size_t(4));
    // Not the solo preset: no seat became a virtual player.
    QCOMPARE(setup.seats[0].controller, QStringLiteral("human"));
    for (const SeatSetup &seat : setup.seats)
        QVERIFY(!isVirtualSeat(seat.controller));
}

void TestNewGameDialog::soloAndTwoPlayerPresets()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.seatRow(0)->nameEdit()->setText(QStringLiteral("Ada"));
    dialog.applySoloPreset(1);
    NewGameSetup setup = dialog.setup();
    // "For solitaire play, one player takes on three imaginary opponents."
    QCOMPARE(setup.seats.size(), std::size_t(4));
    QCOMPARE(setup.seats[0].name, QStringLiteral("Ada"));
    QCOMPARE(setup.seats[0].controller, QStringLiteral("human"));
    for (int i = 1; i < 4; ++i)
        QVERIFY(isVirtualSeat(setup.seats[static_cast<std::size_t>(i)].controller));
    QCOMPARE(setup.options.virtualSeats, (std::vector<bool>{false, true, true, true}));
    // "The game ends at 150 points."
    QCOMPARE(setup.options.victoryTarget, 150);
    QVERIFY(!dialog.validationError());
    QImage picture = dialog.grab().toImage();
    if (!qEnvironmentVariableIsEmpty("VINCI_GRAB_DIR"))
        picture.save(QDir(qEnvironmentVariable("VINCI_GRAB_DIR"))
                         .filePath(QStringLiteral("new-game-solo.png")));

    dialog.applySoloPreset(2);
    setup = dialog.setup();
    QCOMPARE(setup.options.virtualSeats, (std::vector<bool>{false, false, true, true}));
    QCOMPARE(setup.seats[1].controller, QStringLiteral("human"));

    // The virtual players' strength: "15 instead of 10", "9 or more extra tokens".
    dialog.findChildren<QSpinBox *>();
    NewGameSetup stronger = setup;
    stronger.options.virtualStartingScore = 15;
    stronger.options.virtualExtraPawns = 9;
    dialog.setSetup(stronger);
    QCOMPARE(dialog.setup().options.virtualStartingScore, 15);
    QCOMPARE(dialog.setup().options.virtualExtraPawns, 9);
}

void TestNewGameDialog::engineRefusalIsShown()
{
    // A map that supports 3 or 5 players: the box offers 3 to 5 (the engine's range for it,
    // not Classic's 3 to 6), and 4 is refused with the engine's own message.
    QTemporaryDir maps;
    QVERIFY(maps.isValid());
    const QString folder = QDir(maps.path()).filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(folder));
    QFile source(
        QDir(QStringLiteral(VINCI_TEST_DATA)).filePath(QStringLiteral("maps/valid/map.json")));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(source.readAll()).object();
    json[QStringLiteral("id")] = QStringLiteral("small");
    QJsonObject rules = json[QStringLiteral("rules")].toObject();
    QJsonObject classic = rules[QStringLiteral("classic")].toObject();
    classic[QStringLiteral("playerCounts")] = QJsonArray{3, 5};
    rules[QStringLiteral("classic")] = classic;
    json[QStringLiteral("rules")] = rules;
    QFile target(QDir(folder).filePath(QStringLiteral("map.json")));
    QVERIFY(target.open(QIODevice::WriteOnly));
    target.write(QJsonDocument(json).toJson());
    target.close();

    NewGameDialog dialog(nullptr, {maps.path()});
    QCOMPARE(dialog.mapBox()->count(), 1);
    QVERIFY(!dialog.validationError());
    QCOMPARE(dialog.playerCountBox()->minimum(), 3);
    QCOMPARE(dialog.playerCountBox()->maximum(), 5);
    dialog.playerCountBox()->setValue(4);
    const auto problem = dialog.validationError();
    QVERIFY(problem);
    QVERIFY2(problem->contains(QStringLiteral("does not support 4 players")), qPrintable(*problem));
    QCOMPARE(dialog.problemLabel()->text(), *problem);
    QVERIFY(!dialog.startButton()->isEnabled());

    NewGameDialog empty(nullptr, {QDir(maps.path()).filePath(QStringLiteral("nothing"))});
    QVERIFY(empty.validationError());
    QVERIFY(empty.validationError()->contains(QStringLiteral("No map")));
}

void TestNewGameDialog::onlineOnlyMapIsRefusedForClassic()
{
    // maps/mediterranean has tables for Online 2013 only (rivers and deserts are its terrains):
    // the dialog lists it, and a Classic game on it is refused with the engine's message, not
    // started with rules that do not know its terrains.
    NewGameDialog dialog(nullptr, {sourceMaps()});
    const int index = dialog.mapBox()->findData(QStringLiteral("mediterranean"));
    QVERIFY(index >= 0);
    QCOMPARE(dialog.setup().mapId, QStringLiteral("europe"));
    QVERIFY(!dialog.validationError());
    dialog.mapBox()->setCurrentIndex(index);
    QCOMPARE(dialog.setup().mapId, QStringLiteral("mediterranean"));
    const auto problem = dialog.validationError();
    QVERIFY(problem);
    QVERIFY2(problem->contains(QStringLiteral("Online 2013 rules only")), qPrintable(*problem));
    QCOMPARE(dialog.problemLabel()->text(), *problem);
    QVERIFY(!dialog.startButton()->isEnabled());
    dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(QStringLiteral("europe")));
    QVERIFY(!dialog.validationError());
    QVERIFY(dialog.startButton()->isEnabled());
}

/**
 * The s37 walk: an imported drawing's preview showed the drawing's own colours (Roundhill
 * orange), while the game paints the terrain (Roundhill a grey mountain). A map that paints its
 * terrain previews as the game shows it: europe-jittered's countries are drawn #efe6cf and are
 * farmland, yellow.
 */
void TestNewGameDialog::aFlatDrawingsPreviewShowsThePaintedTerrain()
{
    NewGameDialog dialog(nullptr, {QStringLiteral(VINCI_TEST_DATA "/maps/imported")});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int jittered = dialog.mapBox()->findData(u"europe-jittered"_s);
    QVERIFY(jittered >= 0);
    dialog.mapBox()->setCurrentIndex(jittered);
    const QImage preview = dialog.mapPreviewLabel()->pixmap().toImage();
    QVERIFY(!preview.isNull());
    const auto near = [](QRgb pixel, QColor colour) {
        return std::abs(qRed(pixel) - colour.red()) <= 8 &&
               std::abs(qGreen(pixel) - colour.green()) <= 8 &&
               std::abs(qBlue(pixel) - colour.blue()) <= 8;
    };
    const QColor farmland = terrainColor(Terrain::Farmland);
    const QColor drawn(u"#efe6cf"_s);
    QVERIFY(!near(farmland.rgb(), drawn));
    qint64 painted = 0;
    qint64 asDrawn = 0;
    for (int y = 0; y < preview.height(); ++y) {
        for (int x = 0; x < preview.width(); ++x) {
            painted += near(preview.pixel(x, y), farmland) ? 1 : 0;
            asDrawn += near(preview.pixel(x, y), drawn) ? 1 : 0;
        }
    }
    const qint64 all = qint64(preview.width()) * preview.height();
    QVERIFY2(painted > all / 10 && asDrawn < all / 100,
             qPrintable(u"%1 farmland, %2 as drawn of %3"_s.arg(painted).arg(asDrawn).arg(all)));
}

/**
 * The walk: under Classic, the Mediterranean is greyed in the map list and nothing said why.
 * With the list open, the pointer on it: the line under the picture says why, and so does its
 * tooltip; the list closed, the chosen map's picture comes back without the line; a greyed map
 * chosen anyway (remembered, or picked by hand) keeps the line under its picture.
 */
/**
 * The s51 walk: an installed package's 640x448 picture was fitted into the dialog's 280x160, its
 * names some 3 pixels high. A click on it, or Space once the keyboard is on it, shows it at its
 * own size (sharp at the screen's pixel ratio), and Escape closes it.
 */
void TestNewGameDialog::aPackagesPictureShowsLargeEnoughToRead()
{
    QTemporaryDir maps;
    QVERIFY(maps.isValid());
    QVERIFY(copyEuropeAs(maps.path(), u"pictured"_s));
    const QString folder = maps.filePath(u"pictured"_s);
    const QSize own(640, 448); // the size the editor makes a package's picture
    QImage picture(own, QImage::Format_RGB32);
    picture.fill(Qt::darkGreen);
    QVERIFY(picture.save(QDir(folder).filePath(u"preview.png"_s)));

    NewGameDialog dialog(nullptr, {maps.path()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"pictured"_s));
    QLabel *preview = dialog.mapPreviewLabel();
    QVERIFY(preview->pixmap().deviceIndependentSize().width() < own.width() / 2.0);

    const auto checkShownWhole = [&](const QString &how) {
        auto *large = dialog.findChild<MapPictureDialog *>();
        QVERIFY2(large && large->isVisible(), qPrintable(how));
        QVERIFY(QTest::qWaitForWindowExposed(large));
        const QPixmap shown = large->pictureLabel()->pixmap();
        QCOMPARE(shown.deviceIndependentSize(), QSizeF(own));
        QCOMPARE(shown.devicePixelRatio(), large->devicePixelRatioF());
        QVERIFY(large->pictureLabel()->width() >= own.width());
        QVERIFY(large->pictureLabel()->height() >= own.height());
        QTest::keyClick(large, Qt::Key_Escape);
        QTRY_VERIFY(!dialog.findChild<MapPictureDialog *>());
    };
    QTest::mouseClick(preview, Qt::LeftButton);
    checkShownWhole(u"clicked"_s);
    preview->setFocus();
    QTest::keyClick(preview, Qt::Key_Space);
    checkShownWhole(u"Space"_s);
}

void TestNewGameDialog::greyedMapSaysWhy()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QComboBox *box = dialog.mapBox();
    const int mediterranean = box->findData(u"mediterranean"_s);
    QVERIFY(mediterranean >= 0);
    QCOMPARE(dialog.setup().mapId, u"europe"_s);
    QVERIFY(!dialog.mapUnsuitedLabel()->isVisible());
    const QImage europePicture = dialog.mapPreviewLabel()->pixmap().toImage();

    box->showPopup();
    QAbstractItemView *list = box->view();
    QVERIFY(QTest::qWaitForWindowExposed(list->window()));
    const QRect placed = dialog.geometry();
    QVERIFY(!(list->model()->flags(list->model()->index(mediterranean, 0)) & Qt::ItemIsEnabled));
    const QPoint onIt = list->visualRect(list->model()->index(mediterranean, 0)).center();
    QTest::mouseMove(list->viewport(), onIt);
    QTRY_VERIFY(dialog.mapUnsuitedLabel()->isVisible());
    QCOMPARE(dialog.mapUnsuitedLabel()->text(), u"This map is for the Online 2013 rules only."_s);
    if (const QString grabs = qEnvironmentVariable("VINCI_GRAB_DIR"); !grabs.isEmpty()) {
        QDir().mkpath(grabs);
        dialog.grab().save(QDir(grabs).filePath(u"new-game-greyed-map.png"_s));
        list->window()->grab().save(QDir(grabs).filePath(u"new-game-greyed-list.png"_s));
    }
    QVERIFY(dialog.mapPreviewLabel()->pixmap().toImage() != europePicture);
    QHelpEvent help(QEvent::ToolTip, onIt, list->viewport()->mapToGlobal(onIt));
    QApplication::sendEvent(list->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(u"Online 2013 rules only"_s), qPrintable(QToolTip::text()));
    // The walk: the tooltip showed the folder's absolute path, and the dialog jumped 10 px as
    // the line under the picture came.
    QVERIFY2(!QToolTip::text().contains(u'/'), qPrintable(QToolTip::text()));
    QToolTip::hideText();
    QApplication::processEvents();
    QCOMPARE(dialog.geometry(), placed);

    box->hidePopup();
    QTRY_VERIFY(!dialog.mapUnsuitedLabel()->isVisible());
    QCOMPARE(dialog.mapPreviewLabel()->pixmap().toImage(), europePicture);
    QCOMPARE(dialog.setup().mapId, u"europe"_s);

    box->setCurrentIndex(mediterranean);
    QVERIFY(dialog.mapUnsuitedLabel()->isVisible());
    QVERIFY(dialog.mapUnsuitedLabel()->text().contains(u"Online 2013 rules only"_s));
    // Under the rules it was made for, nothing to say.
    dialog.ruleSetBox()->setCurrentIndex(
        dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Online2013)));
    QVERIFY(!dialog.mapUnsuitedLabel()->isVisible());
}

/**
 * Each rule set in turn, each map by hand: the Players box offers the engine's range for the
 * rule set on that map (playerCountRange()), a map is offered when the engine says the map was
 * made for the rule set (boardFit()), and the solo tables' note gives the engine's target.
 */
void TestNewGameDialog::playerCountsAndMapsAreTheEngines()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    QAbstractItemModel *maps = dialog.mapBox()->model();
    for (RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
        // Every seat the rules allow has a colour of its own.
        QVERIFY(playerColourCount >= rulesPlayerCounts(id).max);
        dialog.ruleSetBox()->setCurrentIndex(dialog.ruleSetBox()->findData(static_cast<int>(id)));
        for (const QString &mapId : {u"europe"_s, u"mediterranean"_s}) {
            const int index = dialog.mapBox()->findData(mapId);
            QVERIFY(index >= 0);
            dialog.mapBox()->setCurrentIndex(index);
            const MapLoadResult map = MapLoader::load(QDir(sourceMaps()).filePath(mapId));
            QVERIFY2(map.ok(), qPrintable(map.errorString()));
            const PlayerCountRange counts = playerCountRange(*map.map->graph, id);
            QCOMPARE(dialog.playerCountBox()->minimum(), counts.min);
            QCOMPARE(dialog.playerCountBox()->maximum(), counts.max);
            QCOMPARE(bool(maps->flags(maps->index(index, 0)) & Qt::ItemIsEnabled),
                     boardFit(*map.map->graph, id) == BoardFit::Suited);
        }
    }
    // The rulebook's solo table says its target, the engine's, on its button.
    const QString target = QString::number(virtualPlayersVictoryTarget());
    dialog.ruleSetBox()->setCurrentIndex(
        dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Classic)));
    QVERIFY2(
        dialog.soloButton()->toolTip().contains(u"the game ends at "_s + target + u" points"_s),
        qPrintable(dialog.soloButton()->toolTip()));
}

namespace {

/** Every number of points the dialog shows (its labels, the target box, the solo tooltips'
 *  excepted: each says its own table's). */
QList<int> pointsShown(const NewGameDialog &dialog)
{
    QStringList texts;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->isVisibleTo(&dialog))
            texts << label->text();
    }
    const QSpinBox *target = dialog.victoryTargetBox();
    texts << (target->value() == target->minimum() ? target->specialValueText() : target->text());
    QList<int> points;
    // A no-break space keeps the number with its noun in the notes.
    static const QRegularExpression number(u"(\\d+)[ \u00a0]points?"_s);
    for (const QString &text : texts) {
        for (const QRegularExpressionMatch &match : number.globalMatch(text))
            points << match.captured(1).toInt();
    }
    return points;
}

} // namespace

/**
 * The editor's walk (s37, "12, still there"): on a map whose own table ends a 3-player game at
 * 30 points, New Game said "the game ends at 150 points" beside "Victory target: default (30
 * points)". The dialog says one number, the game's as set up: 30 for three people, the
 * rulebook's 150 once the solo table is chosen, the person's own when they set one.
 */
void TestNewGameDialog::theTargetIsSaidOnceOnAMapWithItsOwn()
{
    QTemporaryDir maps;
    QVERIFY(maps.isValid());
    QVERIFY(copyEuropeAs(maps.path(), u"small-target"_s, [](QJsonObject &map) {
        QJsonObject rules = map.value(u"rules"_s).toObject();
        QJsonObject classic = rules.value(u"classic"_s).toObject();
        QJsonObject points = classic.value(u"victoryPoints"_s).toObject();
        points.insert(u"3"_s, 30);
        classic.insert(u"victoryPoints"_s, points);
        rules.insert(u"classic"_s, classic);
        map.insert(u"rules"_s, rules);
    }));

    NewGameDialog dialog(nullptr, {maps.path(), sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"small-target"_s));
    QCOMPARE(dialog.setup().mapId, u"small-target"_s);
    QCOMPARE(dialog.setup().seats.size(), std::size_t(3));
    QList<int> shown = pointsShown(dialog);
    QVERIFY(!shown.isEmpty());
    for (int number : shown)
        QCOMPARE(number, 30);
    testing::grabIfAsked(dialog, u"new-game-own-target"_s);

    // The solo table: the rulebook's target, said the same way.
    QTest::mouseClick(dialog.soloButton(), Qt::LeftButton);
    QVERIFY(dialog.setup().options.hasVirtualPlayers());
    shown = pointsShown(dialog);
    QVERIFY(!shown.isEmpty());
    for (int number : shown)
        QCOMPARE(number, virtualPlayersVictoryTarget());

    // A target of the person's own.
    dialog.victoryTargetBox()->setValue(200);
    shown = pointsShown(dialog);
    QVERIFY(!shown.isEmpty());
    for (int number : shown)
        QCOMPARE(number, 200);
}

/**
 * The s37 walk: the dialog jumped about 50 px up when the rules changed to Classic (the virtual
 * players' box grew it, around its centre). Its place and size stay as they are, both ways,
 * with and without a virtual seat.
 */
void TestNewGameDialog::theDialogStaysPutWhenTheRulesChange()
{
    QWidget window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    NewGameSetup online = NewGameSetup::defaultSetup();
    online.options.ruleSet = RuleSetId::Online2013;
    NewGameSetup remembered = online;
    QSettings settings;
    settings.beginGroup(u"newGame"_s);
    remembered.save(settings);
    settings.endGroup();
    NewGameDialog dialog(&window, {sourceMaps()});
    QCOMPARE(dialog.setup().options.ruleSet, RuleSetId::Online2013);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    settle();
    const QRect opened = dialog.frameGeometry();
    const auto rulesTo = [&](RuleSetId rules) {
        dialog.ruleSetBox()->setCurrentIndex(
            dialog.ruleSetBox()->findData(static_cast<int>(rules)));
        settle();
    };
    const auto checkPut = [&](const QString &where) {
        QVERIFY2(dialog.frameGeometry() == opened,
                 qPrintable(u"%1: %2,%3 %4x%5, opened at %6,%7 %8x%9"_s.arg(where)
                                .arg(dialog.frameGeometry().x())
                                .arg(dialog.frameGeometry().y())
                                .arg(dialog.frameGeometry().width())
                                .arg(dialog.frameGeometry().height())
                                .arg(opened.x())
                                .arg(opened.y())
                                .arg(opened.width())
                                .arg(opened.height())));
    };
    rulesTo(RuleSetId::Classic);
    checkPut(u"Online 2013 to Classic"_s);
    testing::grabIfAsked(dialog, u"new-game-classic-steady"_s);
    rulesTo(RuleSetId::Online2013);
    checkPut(u"back to Online 2013"_s);
    rulesTo(RuleSetId::Classic);
    QComboBox *second = dialog.seatRow(1)->controllerBox();
    second->setCurrentIndex(second->findData(u"rulebook"_s));
    settle();
    checkPut(u"a virtual seat"_s);
    rulesTo(RuleSetId::Online2013);
    checkPut(u"a virtual seat replaced under Online 2013"_s);
    // The seat's kind changed by hand: the note of the replaced seat goes (the s51 walk: it
    // changed the dialog's height, both ways).
    second->setCurrentIndex(second->findData(u"strategist-easy"_s));
    settle();
    QVERIFY(dialog.replacedSeatsNoteLabel()->text().isEmpty());
    checkPut(u"the replaced seat's kind changed"_s);
}

void TestNewGameDialog::onlineRulesSetTheTable()
{
    NewGameDialog dialog(nullptr, {sourceMaps()});
    QAbstractItemModel *maps = dialog.mapBox()->model();
    const int mediterranean = dialog.mapBox()->findData(QStringLiteral("mediterranean"));
    const int europe = dialog.mapBox()->findData(QStringLiteral("europe"));
    // Under Classic the online-only map is listed, disabled, with the reason.
    QVERIFY(!(maps->flags(maps->index(mediterranean, 0)) & Qt::ItemIsEnabled));
    QVERIFY(dialog.mapBox()
                ->itemData(mediterranean, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Online 2013 rules only")));

    dialog.ruleSetBox()->setCurrentIndex(
        dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Online2013)));
    QVERIFY(maps->flags(maps->index(mediterranean, 0)) & Qt::ItemIsEnabled);
    QVERIFY(maps->flags(maps->index(europe, 0)) & Qt::ItemIsEnabled);
    // "2-5 players": the rule set's range, within the map's table.
    QCOMPARE(dialog.playerCountBox()->minimum(), 2);
    QCOMPARE(dialog.playerCountBox()->maximum(), 5);
    dialog.playerCountBox()->setValue(2);
    QCOMPARE(dialog.setup().seats.size(), std::size_t(2));
    // "No virtual players": the rulebook's seat kinds are not offered, the Strategist is.
    QComboBox *who = dialog.seatRow(1)->controllerBox();
    QCOMPARE(who->findData(QStringLiteral("rulebook")), -1);
    QCOMPARE(who->findData(QStringLiteral("rulebook-variant")), -1);
    who->setCurrentIndex(who->findData(QStringLiteral("strategist-hard")));
    // The game's length is the number of rounds: 2 players 13 (the map's "rounds" table).
    QVERIFY2(dialog.victoryTargetBox()->specialValueText().contains(QStringLiteral("13 rounds")),
             qPrintable(dialog.victoryTargetBox()->specialValueText()));
    dialog.mapBox()->setCurrentIndex(mediterranean);
    dialog.playerCountBox()->setValue(4);
    QVERIFY(dialog.victoryTargetBox()->specialValueText().contains(QStringLiteral("11 rounds")));
    // The seats added under Online 2013 offer no virtual player either (they once did, and
    // choosing one turned the rounds into "default (150 rounds)").
    for (int seat = 0; seat < 4; ++seat) {
        QCOMPARE(dialog.seatRow(seat)->controllerBox()->findData(QStringLiteral("rulebook")), -1);
        QCOMPARE(
            dialog.seatRow(seat)->controllerBox()->findData(QStringLiteral("rulebook-variant")),
            -1);
    }
    NewGameSetup setup = dialog.setup();
    QCOMPARE(setup.options.ruleSet, RuleSetId::Online2013);
    QCOMPARE(setup.mapId, QStringLiteral("mediterranean"));
    QVERIFY(!setup.options.hasVirtualPlayers());
    QVERIFY2(!dialog.validationError(), qPrintable(dialog.validationError().value_or(QString())));
    QVERIFY(dialog.startButton()->isEnabled());
    // The Classic options (tile mix, identical pairs, automatic redeploy) have no say here.
    for (const QCheckBox *option : dialog.findChildren<QCheckBox *>())
        QVERIFY(!option->isEnabled());
    if (!qEnvironmentVariableIsEmpty("VINCI_GRAB_DIR"))
        dialog.grab().save(QDir(qEnvironmentVariable("VINCI_GRAB_DIR"))
                               .filePath(QStringLiteral("new-game-online.png")));
    dialog.victoryTargetBox()->setValue(5);
    QCOMPARE(dialog.setup().options.victoryTarget, 5);

    // A remembered online game with a virtual seat comes back without it.
    setup.seats[1].controller = QStringLiteral("rulebook");
    dialog.setSetup(setup);
    QVERIFY(!dialog.setup().options.hasVirtualPlayers());

    // Back to Classic: an online-only map is left, the table and the seat kinds come back.
    dialog.ruleSetBox()->setCurrentIndex(
        dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Classic)));
    QCOMPARE(dialog.setup().mapId, QStringLiteral("europe"));
    QCOMPARE(dialog.playerCountBox()->minimum(), 3);
    QVERIFY(dialog.seatRow(1)->controllerBox()->findData(QStringLiteral("rulebook")) >= 0);
    QVERIFY(dialog.victoryTargetBox()->specialValueText().contains(QStringLiteral("points")));
    for (const QCheckBox *option : dialog.findChildren<QCheckBox *>())
        QVERIFY(option->isEnabled());
    QVERIFY(!dialog.validationError());
}

namespace {

/** Whether a seat's list of kinds offers one of the rulebook's virtual players. */
bool offersVirtualPlayers(const SeatRow &row)
{
    for (const SeatKind &kind : seatKinds()) {
        if (isVirtualSeat(kind.key) &&
            row.controllerBox()->findData(QString::fromUtf16(kind.key)) >= 0)
            return true;
    }
    return false;
}

} // namespace

/**
 * As the newcomer did: a virtual seat under Classic, then Online 2013 ("2 to 5 players, no
 * virtual players"), then 5 players. The virtual seat becomes a computer the rules allow and
 * the dialog says so; no seat, new ones included, offers a virtual player; the rulebook's solo
 * tables and their note (150 points) are gone; the rounds box and the note give the engine's
 * number of rounds; Start stays enabled. In English, French and German.
 */
void TestNewGameDialog::onlineSeatsOfferOnlyWhatTheRulesAllow()
{
    const MapLoadResult europe = MapLoader::load(QDir(sourceMaps()).filePath(u"europe"_s));
    QVERIFY2(europe.ok(), qPrintable(europe.errorString()));
    for (const QString &language : {u"en"_s, u"fr"_s, u"de"_s}) {
        QVERIFY(m_english.setLanguage(language, false));
        NewGameDialog dialog(nullptr, {sourceMaps()});
        dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"europe"_s));
        QComboBox *second = dialog.seatRow(1)->controllerBox();
        second->setCurrentIndex(second->findData(u"rulebook"_s));
        QVERIFY(dialog.setup().options.hasVirtualPlayers());
        QVERIFY(dialog.soloButton()->isVisibleTo(&dialog));

        dialog.ruleSetBox()->setCurrentIndex(
            dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Online2013)));
        // The virtual seat is now a computer Online 2013 allows, and the dialog says which, in
        // the words of the seat's box ("Computer, normal", not the long name: the s51 walk).
        const QString moved = second->currentData().toString();
        QVERIFY2(isProgramSeat(moved) && !isVirtualSeat(moved), qPrintable(moved));
        const QLabel *replaced = dialog.replacedSeatsNoteLabel();
        QVERIFY(replaced->isVisibleTo(&dialog));
        QVERIFY2(replaced->text().contains(second->currentText()) &&
                     !replaced->text().contains(seatKindLabel(moved)),
                 qPrintable(replaced->text()));

        dialog.playerCountBox()->setValue(5);
        QCOMPARE(dialog.setup().seats.size(), std::size_t(5));
        for (int seat = 0; seat < 5; ++seat)
            QVERIFY2(!offersVirtualPlayers(*dialog.seatRow(seat)),
                     qPrintable(QString::number(seat)));
        QVERIFY(!dialog.soloButton()->isVisibleTo(&dialog));
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->isVisibleTo(&dialog))
                QVERIFY2(!label->text().contains(u"150"_s), qPrintable(label->text()));
        }

        // The engine's number of rounds for five players on this map, in the box and the note.
        const NewGameSetup chosen = dialog.setup();
        QVERIFY(!chosen.options.hasVirtualPlayers());
        const int rounds = defaultGameLength(chosen.options, *europe.map->graph);
        const QString count = QLocale().toString(rounds);
        const QString box = dialog.victoryTargetBox()->specialValueText();
        QVERIFY2(box.contains(count) && !box.contains(u"150"_s), qPrintable(box));
        QVERIFY2(dialog.ruleSetNoteLabel()->text().contains(count),
                 qPrintable(dialog.ruleSetNoteLabel()->text()));
        QVERIFY2(!dialog.validationError(),
                 qPrintable(dialog.validationError().value_or(QString())));
        QVERIFY(dialog.startButton()->isEnabled());
        if (!qEnvironmentVariableIsEmpty("VINCI_GRAB_DIR")) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(QDir(qEnvironmentVariable("VINCI_GRAB_DIR"))
                                   .filePath(u"new-game-online-seats-"_s + language + u".png"_s));
        }

        // Back to Classic: the virtual players and the rulebook's tables come back.
        dialog.ruleSetBox()->setCurrentIndex(
            dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Classic)));
        QVERIFY(offersVirtualPlayers(*dialog.seatRow(4)));
        QVERIFY(dialog.soloButton()->isVisibleTo(&dialog));
    }
    QVERIFY(m_english.setLanguage(u"en"_s, false));
}

void TestNewGameDialog::acceptDrawsSeedAndRemembersSetup()
{
    {
        NewGameDialog dialog(nullptr, {sourceMaps()});
        dialog.playerCountBox()->setValue(4);
        dialog.seatRow(3)->nameEdit()->setText(QStringLiteral("Dieter"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        // Empty seed field: a seed is drawn and reported, so the game can be replayed.
        QVERIFY(dialog.setup().options.seed != 0);
    }
    {
        NewGameDialog dialog(nullptr, {sourceMaps()});
        QCOMPARE(dialog.setup().seats.size(), std::size_t(4));
        QCOMPARE(dialog.setup().seats[3].name, QStringLiteral("Dieter"));
        // The seed is not remembered: each game draws its own.
        QVERIFY(dialog.seedEdit()->text().isEmpty());
        dialog.seedEdit()->setText(QStringLiteral("12345"));
        dialog.accept();
        QCOMPARE(dialog.setup().options.seed, quint64(12345));
    }
}

/**
 * The third walk: after an Online 2013 game on the Mediterranean with 3 rounds, New Game opened
 * with Classic, the Mediterranean, a red message and Start disabled, and Classic's victory
 * target was 3 points. The rules come back with the map, the seats and their levels, and each
 * rule set keeps its own length.
 */
void TestNewGameDialog::anOnlineGameIsRememberedWithItsRules()
{
    const auto chooseRules = [](NewGameDialog &dialog, RuleSetId rules) {
        dialog.ruleSetBox()->setCurrentIndex(
            dialog.ruleSetBox()->findData(static_cast<int>(rules)));
    };
    {
        NewGameDialog dialog(nullptr, {sourceMaps()});
        dialog.victoryTargetBox()->setValue(200); // Classic, then left for Online
        chooseRules(dialog, RuleSetId::Online2013);
        dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"mediterranean"_s));
        dialog.playerCountBox()->setValue(3);
        QComboBox *who = dialog.seatRow(1)->controllerBox();
        who->setCurrentIndex(who->findData(u"strategist-hard"_s));
        QCOMPARE(dialog.victoryTargetBox()->value(), 0); // points are no rounds
        dialog.victoryTargetBox()->setValue(3);
        QVERIFY(dialog.startButton()->isEnabled());
        QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    QSettings settings;
    QVERIFY(!settings.contains(u"newGame/victoryTarget"_s));
    QCOMPARE(settings.value(u"newGame/online2013Rounds"_s).toInt(), 3);
    QCOMPARE(settings.value(u"newGame/classicVictoryTarget"_s).toInt(), 200);

    NewGameDialog dialog(nullptr, {sourceMaps()});
    const NewGameSetup shown = dialog.setup();
    QCOMPARE(shown.options.ruleSet, RuleSetId::Online2013);
    QCOMPARE(shown.mapId, u"mediterranean"_s);
    QCOMPARE(shown.seats.size(), std::size_t(3));
    QCOMPARE(shown.seats[1].controller, u"strategist-hard"_s);
    QCOMPARE(dialog.victoryTargetBox()->value(), 3);
    QVERIFY(!dialog.problemLabel()->isVisibleTo(&dialog));
    QVERIFY(dialog.startButton()->isEnabled());
    if (const QString grabs = qEnvironmentVariable("VINCI_GRAB_DIR"); !grabs.isEmpty()) {
        QDir().mkpath(grabs);
        dialog.resize(dialog.sizeHint());
        dialog.grab().save(QDir(grabs).filePath(u"new-game-after-online.png"_s));
    }
    // Each rule set its own: Classic's 200 points, Online's 3 rounds.
    chooseRules(dialog, RuleSetId::Classic);
    QCOMPARE(dialog.victoryTargetBox()->value(), 200);
    QCOMPARE(dialog.setup().options.victoryTarget, 200);
    chooseRules(dialog, RuleSetId::Online2013);
    QCOMPARE(dialog.victoryTargetBox()->value(), 3);
}

/**
 * A setup of an earlier version (the map, no rules: read as Classic) on a map made for Online
 * 2013 only opens under Online 2013, ready to start; Classic's target is not the rounds the old
 * key held. A map the rules refuse is named by its name, not by its folder.
 */
void TestNewGameDialog::aRememberedMapTheRulesCannotPlayOpensPlayable()
{
    {
        QSettings settings;
        settings.beginGroup(u"newGame"_s);
        NewGameSetup old = NewGameSetup::defaultSetup();
        old.mapId = u"mediterranean"_s;
        old.save(settings);
        settings.remove(u"ruleSet"_s);
        settings.setValue(u"victoryTarget"_s, 3);
    }
    NewGameDialog dialog(nullptr, {sourceMaps()});
    QCOMPARE(dialog.setup().mapId, u"mediterranean"_s);
    QCOMPARE(dialog.setup().options.ruleSet, RuleSetId::Online2013);
    QVERIFY2(!dialog.validationError(), qPrintable(dialog.validationError().value_or(QString())));
    QVERIFY(dialog.startButton()->isEnabled());
    QCOMPARE(dialog.setup().options.victoryTarget, 0);

    // Chosen by hand under Classic, the map is refused by its name.
    dialog.ruleSetBox()->setCurrentIndex(
        dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Classic)));
    QCOMPARE(dialog.setup().options.victoryTarget, 0);
    dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"mediterranean"_s));
    const QString problem = dialog.problemLabel()->text();
    QVERIFY2(problem.contains(u"\"Mediterranean and Near East\""_s), qPrintable(problem));
    QVERIFY(!dialog.startButton()->isEnabled());
}

void TestNewGameDialog::setupTravelsInSaveMetadata()
{
    NewGameSetup setup = NewGameSetup::soloPreset(2);
    setup.seats[0].name = QStringLiteral("Ada");
    const QJsonObject metadata = setup.toMetadata();
    const std::vector<SeatSetup> seats = NewGameSetup::seatsFromMetadata(metadata, 4);
    QCOMPARE(seats, setup.seats);
    // A longer name (a save from elsewhere) is read as New Game's field takes it (the s54 walk:
    // 40 characters were read, 24 typed).
    NewGameSetup longer = setup;
    longer.seats[0].name = u"Maximilian Alexander von Hohenstaufen"_s;
    QCOMPARE(NewGameSetup::seatsFromMetadata(longer.toMetadata(), 4)[0].name,
             longer.seats[0].name.left(SeatRow::maxNameLength));
    // A foreign or damaged save still gives usable seats.
    const std::vector<SeatSetup> fallback = NewGameSetup::seatsFromMetadata(QJsonObject(), 3);
    QCOMPARE(fallback.size(), std::size_t(3));
    QCOMPARE(fallback[2].colour, playerColour(2));
    QCOMPARE(fallback[2].controller, QStringLiteral("human"));
}

void TestNewGameDialog::thinkingTimeIsASeatsOwn()
{
    // The box is shown for the hard Strategist only, and its time goes with the seat.
    NewGameDialog dialog;
    SeatRow *row = dialog.seatRow(1);
    QComboBox *who = row->controllerBox();
    who->setCurrentIndex(who->findData(QStringLiteral("strategist-normal")));
    QVERIFY(row->thinkingBox()->isHidden());
    who->setCurrentIndex(who->findData(QStringLiteral("strategist-hard")));
    QVERIFY(!row->thinkingBox()->isHidden());
    row->thinkingBox()->setCurrentIndex(row->thinkingBox()->findData(2000));
    QCOMPARE(dialog.setup().seats[1].thinkingMs, 2000);
    who->setCurrentIndex(who->findData(QStringLiteral("strategist-normal")));
    QCOMPARE(dialog.setup().seats[1].thinkingMs, 0);
    // A time no entry offers (an older save) is shown as it is.
    SeatSetup seat = row->seat();
    seat.controller = QStringLiteral("strategist-hard");
    seat.thinkingMs = 750;
    row->setSeat(seat);
    QCOMPARE(row->seat().thinkingMs, 750);

    // Saved with the game and remembered with the dialog's setup.
    NewGameSetup setup = NewGameSetup::defaultSetup();
    setup.seats[2].controller = QStringLiteral("strategist-hard");
    setup.seats[2].thinkingMs = 1000;
    setup.syncOptions();
    QCOMPARE(NewGameSetup::seatsFromMetadata(setup.toMetadata(), 3), setup.seats);
    QSettings settings(m_settingsDir.filePath(QStringLiteral("thinking.ini")),
                       QSettings::IniFormat);
    setup.save(settings);
    const auto remembered = NewGameSetup::load(settings);
    QVERIFY(remembered);
    QCOMPARE(remembered->seats, setup.seats);
    // A kind that does not search has no time, whatever a save says.
    QJsonObject metadata = setup.toMetadata();
    QJsonArray seats = metadata.value(QStringLiteral("seats")).toArray();
    QJsonObject entry = seats.at(2).toObject();
    entry.insert(QStringLiteral("controller"), QStringLiteral("strategist-normal"));
    seats.replace(2, entry);
    metadata.insert(QStringLiteral("seats"), seats);
    QCOMPARE(NewGameSetup::seatsFromMetadata(metadata, 3)[2].thinkingMs, 0);
}

/**
 * The s39 walk, in French on a 1024x768 screen: the Online 2013 note's last words ("tours de
 * table.") were cut under the map box. Under both rule sets every note of the dialog shows all
 * its lines.
 */
void TestNewGameDialog::frenchNotesShowWholeAt1024()
{
    LanguageSwitcher switcher;
    QVERIFY(switcher.setLanguage(QStringLiteral("fr"), false));
    // Opened as the walk's was: the last game an Online 2013 one with the most seats.
    {
        NewGameDialog last(nullptr, {sourceMaps()});
        last.ruleSetBox()->setCurrentIndex(
            last.ruleSetBox()->findData(static_cast<int>(RuleSetId::Online2013)));
        last.playerCountBox()->setValue(last.playerCountBox()->maximum());
        QTest::mouseClick(last.startButton(), Qt::LeftButton);
        QCOMPARE(last.result(), int(QDialog::Accepted));
    }
    QWidget window;
    window.resize(1024, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    NewGameDialog dialog(&window, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    for (const int rules : {-1, 0, 1}) {
        if (rules >= 0)
            dialog.ruleSetBox()->setCurrentIndex(rules);
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
        const QString ruleSet = dialog.ruleSetBox()->currentText();
        testing::grabIfAsked(dialog, QStringLiteral("new-game-fr-1024-%1").arg(rules + 1));
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
                continue;
            const int needed = label->heightForWidth(label->width());
            QVERIFY2(needed <= label->height(),
                     qPrintable(QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                    .arg(ruleSet, label->text())
                                    .arg(needed)
                                    .arg(label->height())));
        }
    }
}

QTEST_MAIN(TestNewGameDialog)
#include "test_newgamedialog.moc"

namespace {

/** Every control of the dialog has the room it asks for: no seat row squeezed or cut. */
void checkNothingSqueezed(const NewGameDialog &dialog, const QString &where)
{
    QVERIFY2(dialog.width() >= dialog.minimumSizeHint().width() &&
                 dialog.height() >= dialog.minimumSizeHint().height(),
             qPrintable(where + QStringLiteral(": the dialog is smaller than its content")));
    for (int i = 0; dialog.seatRow(i); ++i) {
        const SeatRow *row = dialog.seatRow(i);
        for (const QWidget *control : row->findChildren<QWidget *>()) {
            if (!control->isVisible())
                continue;
            // As wide as it needs, as tall as it asks to be (a combo box's minimum height counts
            // its icon, its fixed height does not).
            const QSize needed(control->minimumSizeHint().width(), control->sizeHint().height());
            QVERIFY2(control->width() >= needed.width() && control->height() >= needed.height(),
                     qPrintable(QStringLiteral("%1: seat %2's %3 has %4x%5 of %6x%7")
                                    .arg(where)
                                    .arg(i + 1)
                                    .arg(QString::fromLatin1(control->metaObject()->className()))
                                    .arg(control->width())
                                    .arg(control->height())
                                    .arg(needed.width())
                                    .arg(needed.height())));
        }
    }
}

} // namespace

void TestNewGameDialog::theTileMixesCountInThePlural()
{
    // The s43 walk: "As printed in the box: 2 Barbarians, 2 Specialization". Each count says its
    // tiles in the singular or the plural, in each language, and keeps them on its line.
    struct Words
    {
        const char *language;
        const char *designer;
        const char *printed;
    };
    const std::array<Words, 3> expected{{
        {"en", "3 Barbarians, 1 Specialization", "2 Barbarians, 2 Specializations"},
        {"fr", "3 Barbares, 1 Spécialisation", "2 Barbares, 2 Spécialisations"},
        {"de", "3 Barbaren, 1 Spezialisierung", "2 Barbaren, 2 Spezialisierungen"},
    }};
    for (const auto &words : expected) {
        LanguageSwitcher switcher;
        QVERIFY(switcher.setLanguage(QString::fromLatin1(words.language), false));
        NewGameDialog dialog(nullptr, {sourceMaps()});
        QStringList mixes;
        // The s51 walk: "2 Barbarians, 2 / Specializations". No line of the option ends with a
        // count, at whatever width its lines are broken (a no-break space follows the count).
        static const QRegularExpression countAtTheEnd(u"\\d\n"_s);
        for (const QRadioButton *mix : dialog.findChildren<QRadioButton *>()) {
            const QString sentence = mix->accessibleName(); // its text is broken into lines
            for (int width = 100; width <= 500; ++width) {
                const QString lines = buttonLines(mix, sentence, width);
                QVERIFY2(!lines.contains(countAtTheEnd),
                         qPrintable(u"%1, %2 px: %3"_s.arg(QString::fromLatin1(words.language))
                                        .arg(width)
                                        .arg(lines)));
            }
            mixes << QString(sentence).replace(QChar(0xa0), u' ');
        }
        QCOMPARE(mixes.size(), 2);
        QVERIFY2(mixes[0].endsWith(QString::fromUtf8(words.designer)), qPrintable(mixes[0]));
        QVERIFY2(mixes[1].endsWith(QString::fromUtf8(words.printed)), qPrintable(mixes[1]));
    }
    QVERIFY(m_english.setLanguage(QStringLiteral("en"), false));
}

void TestNewGameDialog::fitsASmallScreen_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "fr", "de"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

/**
 * On a 1024x768 screen, in each language, under both rule sets, with the most seats and every
 * seat made a hard Strategist (its thinking time added) and then each other kind: the whole
 * dialog fits the screen. (A hard seat once made it 1,200 pixels wide, centred, so that its
 * left and right sides, the seats' colours and Cancel, were off the screen.)
 */
void TestNewGameDialog::fitsASmallScreen()
{
    QFETCH(QString, language);
    LanguageSwitcher switcher;
    QVERIFY(switcher.setLanguage(language, false));
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const auto checkFits = [&](const QString &where) {
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
        const QSize needed = dialog.size().expandedTo(dialog.minimumSizeHint());
        // The offscreen platform's own screen (800x800) is the one it fits since s42: never
        // larger than the room there, the options scrolling beyond.
        const QSize room = dialog.screen()->availableGeometry().size();
        QVERIFY2(needed.width() <= room.width() && needed.height() <= room.height(),
                 qPrintable(QStringLiteral("%1 %2: the dialog needs %3x%4")
                                .arg(language, where)
                                .arg(needed.width())
                                .arg(needed.height())));
    };
    for (int rules = 0; rules < dialog.ruleSetBox()->count(); ++rules) {
        dialog.ruleSetBox()->setCurrentIndex(rules);
        dialog.playerCountBox()->setValue(dialog.playerCountBox()->maximum());
        const QString ruleSet = dialog.ruleSetBox()->currentText();
        for (int seat = 0; dialog.seatRow(seat); ++seat) {
            QComboBox *kinds = dialog.seatRow(seat)->controllerBox();
            kinds->setCurrentIndex(kinds->findData(QStringLiteral("strategist-hard")));
        }
        checkFits(ruleSet + QStringLiteral(", every seat hard"));
        if (QTest::currentTestFailed())
            return;
        SeatRow *last = dialog.seatRow(dialog.playerCountBox()->maximum() - 1);
        for (int kind = 0; kind < last->controllerBox()->count(); ++kind) {
            last->controllerBox()->setCurrentIndex(kind);
            checkFits(ruleSet + QStringLiteral(", the last seat ") +
                      last->controllerBox()->currentText());
            if (QTest::currentTestFailed())
                return;
        }
    }
}

/**
 * Opened over the window as a player does, under Classic and then Online 2013, each seat set
 * to every kind in turn (the hard Strategist adds its thinking time): every row keeps the room
 * it needs, and the dialog, growing for it, stays where it opened, centred.
 */
void TestNewGameDialog::aComputerSeatLeavesTheNextSeatsInPlace()
{
    // The walk: seat 2 made a Strategist, its "Thinks: standard" line appeared and pushed seat 3
    // down, under the pointer; the click meant for seat 3's box landed elsewhere.
    NewGameDialog dialog(nullptr, {sourceMaps()});
    dialog.playerCountBox()->setValue(3);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    settle();
    QComboBox *third = dialog.seatRow(2)->controllerBox();
    const QPoint before = third->mapTo(&dialog, third->rect().center());
    QComboBox *second = dialog.seatRow(1)->controllerBox();
    second->setCurrentIndex(second->findData(u"strategist-hard"_s));
    settle();
    QVERIFY(dialog.seatRow(1)->thinkingBox()->isVisible());
    const QPoint after = third->mapTo(&dialog, third->rect().center());
    QCOMPARE(after, before);
    // Under the pointer still: the click lands on seat 3's box.
    QCOMPARE(dialog.childAt(before), static_cast<QWidget *>(third));
    // The thinking time beside the kind: each seat is one line, a person's as a computer's (an
    // empty line under every seat made 4 to 6 seats scroll at 1024x768, the s51 walk).
    for (int seat = 0; seat < 3; ++seat) {
        const SeatRow *row = dialog.seatRow(seat);
        const int line = std::max({row->colourBox()->height(), row->nameEdit()->height(),
                                   row->controllerBox()->height()});
        QVERIFY2(row->height() == line,
                 qPrintable(u"seat %1: %2 pixels high, its line %3"_s.arg(seat + 1)
                                .arg(row->height())
                                .arg(line)));
    }
}

void TestNewGameDialog::rowsFitAndTheDialogKeepsItsPlace()
{
    QWidget window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    NewGameDialog dialog(&window, {sourceMaps()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Where it opened (over the window, or kept on a small screen): it grows from there.
    const QPoint opened = dialog.geometry().topLeft();
    auto checkPlace = [&](const QString &where) {
        // The layouts settle as the event loop lets them before a person sees the dialog.
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
        const QPoint offset = dialog.geometry().topLeft() - opened;
        // As high as the screen, it is kept on it rather than where it opened (s42).
        const QRect available = dialog.screen()->availableGeometry();
        const bool screenHigh = dialog.frameGeometry().height() >= available.height() - 8;
        QVERIFY2(screenHigh || offset.isNull(),
                 qPrintable(QStringLiteral("%1: the dialog's top-left corner moved by %2, %3")
                                .arg(where)
                                .arg(offset.x())
                                .arg(offset.y())));
    };
    checkPlace(QStringLiteral("opened"));
    for (int rules = 0; rules < dialog.ruleSetBox()->count(); ++rules) {
        dialog.ruleSetBox()->setCurrentIndex(rules);
        const QString ruleSet = dialog.ruleSetBox()->currentText();
        dialog.playerCountBox()->setValue(dialog.playerCountBox()->maximum());
        for (int seat = 0; dialog.seatRow(seat); ++seat) {
            QComboBox *kinds = dialog.seatRow(seat)->controllerBox();
            for (int kind = 0; kind < kinds->count(); ++kind) {
                kinds->setCurrentIndex(kind);
                const QString where = QStringLiteral("%1, seat %2 %3")
                                          .arg(ruleSet)
                                          .arg(seat + 1)
                                          .arg(kinds->currentText());
                checkPlace(where);
                checkNothingSqueezed(dialog, where);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }
}
