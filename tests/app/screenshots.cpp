// Makes the screenshots under docs/screenshots: the real window, offscreen or under Xvfb, in a
// game played to mid-game by a fixed sequence of legal moves. Not a test: run it by hand.
//   vinci_screenshots OUTPUT_DIR [en|fr|de]
//       [online|log|laptop|access|imported|hint|replay|catchup|survey|statistics|layout]
// "online": a 2-player Online 2013 game on maps/mediterranean and the online tile help instead.
// "log": a laptop-sized window (1366x768) in round 3 of a game against two computers, whose
// reasons fill the game log.
// "laptop": the game in progress at a laptop's 1366x768 (laptop-LANG.png).
// "access": docs/accessibility.md's: the game at 1366x768 at the screen's scale factor
// (scale1-LANG.png, with QT_SCALE_FACTOR=2 scale2-LANG.png), with Larger text
// (larger-text-LANG.png), in grey at 1024x768 (grey-1024x768-LANG.png).
// "imported": at 1366x768, a game on docs/editor/western-europe, the map the editor's screenshots
// make from a drawing, its terrain painted by the game (imported-LANG.png).
// "hint": at 1366x768, a hint asked for before a conquest, on the map and in the turn bar
// (hint-LANG.png).
// "replay": at 1366x768, the replay viewer on a finished game of tests/data/corpus, in its middle
// at a conquest of another player's province (replay-LANG.png).
// "catchup": at 1366x768, the turns a person missed shown before their first turn of an Online
// 2013 game against three computers, at a conquest (catchup-LANG.png).
// "survey": every screen (welcome page, New Game under both rule sets with every seat kind, a
// game in progress) at 1024x768, 1366x768, 1920x1080 and 2560x1440, to look at, not to commit.
// "layout": the game in progress at 810x768 (a window snapped to half a screen), 1024x768,
// 1280x720, 1366x768, 1920x1080 and 2560x1440, at Normal and Larger text
// (layout-WxH-SIZE-LANG.png), to look at, not to commit.

#include "ai/randomplayer.h"
#include "board/gamemapview.h"
#include "board/provincetooltip.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/tilehelpdialog.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/playercolours.h"
#include "panels/statisticstable.h"
#include "queries/boardqueries.h"
#include "session/catchup.h"
#include "session/gamecontroller.h"
#include "session/hintadvisor.h"
#include "session/replaysession.h"
#include "startview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextStream>
#include <QTimer>

#include <functional>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

bool grab(QWidget *widget, const QString &path)
{
    settle();
    return widget->grab().save(path);
}

/** Plays legal moves (the engine's random player) until `stop` says so. */
bool playUntil(GameController &controller, RandomPlayer &player,
               const std::function<bool(const GameState &)> &stop)
{
    for (int step = 0; step < 20000; ++step) {
        const GameState &state = controller.state();
        if (state.isOver())
            return false;
        if (stop(state))
            return true;
        if (controller.play(player.chooseAction(state)))
            return false;
    }
    return false;
}

/** Starts a game of `players` people (Alice, Bruno, Chloé, Dario) on the map; says why not. */
bool startScriptedGame(MainWindow &window, const QString &mapId, RuleSetId rules, quint64 seed,
                       int players)
{
    const QStringList names{u"Alice"_s, u"Bruno"_s, u"Chloé"_s, u"Dario"_s};
    NewGameSetup request;
    request.mapId = mapId;
    request.options.ruleSet = rules;
    request.options.seed = seed;
    for (int i = 0; i < players; ++i)
        request.seats.push_back({names.at(i), playerColour(i), u"human"_s});
    request.syncOptions();
    QString error;
    if (window.startGame(request, &error))
        return true;
    QTextStream(stderr) << error << '\n';
    return false;
}

/**
 * statistics-LANG.png: the end-of-game page's Statistics tab of a finished game of the corpus
 * (four seats, two of them the rulebook's virtual players), the tiles' row opened out, in a
 * window of a laptop's 1366x768.
 */
int statisticsScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    QString error;
    const QString file = QDir(QStringLiteral(VINCI_SOURCE_DIR))
                             .filePath(u"tests/data/corpus/classic-europe-4-virtual.vinci"_s);
    if (!window.openFile(file, &error)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    settle();
    EndOfGameDialog *end = window.endOfGameDialog();
    if (!end || !end->statisticsTable())
        return 1;
    end->tabs()->setCurrentIndex(1);
    if (QTreeWidgetItem *tiles = end->statisticsTable()->row("tiles"))
        tiles->setExpanded(true);
    return grab(end, out.filePath(u"statistics-%1.png"_s.arg(language))) ? 0 : 1;
}

/** online-LANG.png (a 2-player Online 2013 game in round 6) and tilehelp-LANG.png. */
int onlineScreenshots(MainWindow &window, const QDir &out, const QString &language)
{
    QTextStream errors(stderr);
    if (!startScriptedGame(window, u"mediterranean"_s, RuleSetId::Online2013, 20130611, 2))
        return 1;
    GameController &controller = *window.controller();
    RandomPlayer player(11);
    const bool conquering = playUntil(controller, player, [](const GameState &state) {
        return state.round >= 6 && state.currentPlayer == 0 && state.phase == Phase::Conquest &&
               state.turn.conquests >= 1;
    });
    if (!conquering || !grab(&window, out.filePath(u"online-%1.png"_s.arg(language))))
        return 1;
    TileHelpDialog help(&window, RuleSetId::Online2013);
    help.resize(620, 900);
    help.show();
    settle();
    // Halfway down: the combat tiles, with Legions and most of the online newcomers.
    if (auto *view = help.findChild<QTextBrowser *>())
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() * 2 / 5);
    if (!grab(&help, out.filePath(u"tilehelp-%1.png"_s.arg(language))))
        return 1;
    errors << "Wrote the online screenshots to " << out.absolutePath() << '\n';
    return 0;
}

/** log-LANG.png: Anna against a Strategist and a virtual player, at the start of round 3. */
int logScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    NewGameSetup request;
    request.mapId = u"europe"_s;
    request.options.seed = 21;
    request.seats = {{u"Anna"_s, playerColour(0), u"human"_s},
                     {defaultSeatName(1), playerColour(1), u"strategist-easy"_s},
                     {defaultSeatName(2), playerColour(2), u"rulebook"_s}};
    request.syncOptions();
    window.resize(1366, 768);
    QString error;
    if (!window.startGame(request, &error)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    GameController &controller = *window.controller();
    controller.setAiDelay(0);
    RandomPlayer anna(5);
    QElapsedTimer clock;
    clock.start();
    // The computers play by themselves (off the GUI thread); Anna plays legal moves.
    while (clock.elapsed() < 120000 && !controller.state().isOver()) {
        const GameState &state = controller.state();
        if (!controller.isHumanToAct()) {
            QApplication::processEvents(QEventLoop::AllEvents, 50);
            continue;
        }
        if (state.phase == Phase::TurnStart && state.round >= 3)
            break;
        if (controller.play(anna.chooseAction(state)))
            return 1;
    }
    if (!grab(&window, out.filePath(u"log-%1.png"_s.arg(language))))
        return 1;
    QTextStream(stderr) << "Wrote the log screenshot to " << out.absolutePath() << '\n';
    return 0;
}

/** Plays the Europe game of the README's pictures to its conquest in round 6; says why not. */
bool reachMidGame(MainWindow &window, RandomPlayer &player)
{
    if (!startScriptedGame(window, u"europe"_s, RuleSetId::Classic, 20240611, 4))
        return false;
    // Mid-game: round 6, the current player conquering with some pawns still in hand.
    return playUntil(*window.controller(), player, [](const GameState &state) {
        return state.round >= 6 && state.phase == Phase::Conquest && state.turn.conquests >= 2 &&
               state.player(state.currentPlayer).active->hand >= 4;
    });
}

/** laptop-LANG.png: the game in progress at 1366x768, the size of many laptops' screens. */
int laptopScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    RandomPlayer player(7);
    if (!reachMidGame(window, player) ||
        !grab(&window, out.filePath(u"laptop-%1.png"_s.arg(language))))
        return 1;
    QTextStream(stderr) << "Wrote the laptop screenshot to " << out.absolutePath() << '\n';
    return 0;
}

/** Lets the map finish a zoom (a resize fits it anew) and draw itself at rest, not its picture. */
void settleMap(MainWindow &window)
{
    QElapsedTimer waited;
    waited.start();
    settle();
    while (!window.mapView()->isDrawnAtRest() && waited.elapsed() < 10000)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    settle();
}

/**
 * docs/accessibility.md's pictures of the game in progress (#27): at 1366x768 at the screen's
 * scale factor (scale1-LANG.png; run with QT_SCALE_FACTOR=2 for scale2-LANG.png, twice as many
 * pixels), and at the scale factor 1 also with View > Text Size > Larger (larger-text-LANG.png)
 * and at 1024x768 in grey, as a person who sees no colour sees the players' tokens
 * (grey-1024x768-LANG.png).
 */
int accessScreenshots(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    RandomPlayer player(7);
    if (!reachMidGame(window, player))
        return 1;
    settleMap(window);
    const qreal ratio = window.devicePixelRatio();
    if (!grab(&window, out.filePath(u"scale%1-%2.png"_s.arg(ratio).arg(language))))
        return 1;
    if (ratio == 1) {
        window.resize(1024, 768);
        settleMap(window);
        if (!window.grab()
                 .toImage()
                 .convertToFormat(QImage::Format_Grayscale8)
                 .save(out.filePath(u"grey-1024x768-%1.png"_s.arg(language))))
            return 1;
        window.resize(1366, 768);
        auto *larger = window.findChild<QAction *>(u"textSize-larger"_s);
        if (!larger)
            return 1;
        larger->trigger();
        settleMap(window);
        const bool written = grab(&window, out.filePath(u"larger-text-%1.png"_s.arg(language)));
        window.findChild<QAction *>(u"textSize-normal"_s)->trigger();
        if (!written)
            return 1;
    }
    QTextStream(stderr) << "Wrote the accessibility screenshots to " << out.absolutePath() << '\n';
    return 0;
}

/**
 * hint-LANG.png: at 1366x768, the Europe game of the README's pictures in round 4, its current
 * player asking for a hint (H) before the first conquest of a turn: the hard Strategist's
 * province outlined on the map, its words in the turn bar with Apply and Dismiss. The hint's
 * budget is its count of look-aheads only, so that the picture is the same on every machine.
 */
int hintScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    if (!startScriptedGame(window, u"europe"_s, RuleSetId::Classic, 20240611, 4))
        return 1;
    RandomPlayer player(7);
    const bool conquering = playUntil(*window.controller(), player, [](const GameState &state) {
        return state.round >= 4 && state.phase == Phase::Conquest && state.turn.conquests == 0 &&
               state.player(state.currentPlayer).active->hand >= 6;
    });
    if (!conquering)
        return 1;
    HintAdvisor &hints = *window.hintAdvisor();
    hints.setBudget(hints.budgetSamples(), 0);
    window.hintAction()->trigger();
    QElapsedTimer waited;
    waited.start();
    while (!hints.hint() && waited.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    if (!hints.hint() || !grab(&window, out.filePath(u"hint-%1.png"_s.arg(language))))
        return 1;
    QTextStream(stderr) << "Wrote the hint's screenshot to " << out.absolutePath() << '\n';
    return 0;
}

/**
 * catchup-LANG.png: at 1366x768, a person's first turn of an Online 2013 game on the
 * Mediterranean against three computers (the person plays last in the round): the catch-up of
 * the computers' turns at the second computer's first conquest.
 */
int catchupScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    window.catchUp()->setPace(CatchUp::Pace::Normal);
    GameController &controller = *window.controller();
    controller.setAiDelay(0);
    const auto setupWith = [](int person) {
        NewGameSetup setup;
        setup.mapId = u"mediterranean"_s;
        setup.options.ruleSet = RuleSetId::Online2013;
        setup.options.seed = 11;
        const QStringList names{u"Ada"_s, u"Bruno"_s, u"Chloé"_s, u"Dieter"_s};
        for (int i = 0; i < 4; ++i)
            setup.seats.push_back(
                {names.at(i), playerColour(i), i == person ? u"human"_s : u"strategist-easy"_s});
        setup.syncOptions();
        return setup;
    };
    QString error;
    if (!window.startGame(setupWith(-1), &error)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    const int person = (controller.state().firstPlayer + 3) % 4;
    if (!window.startGame(setupWith(person), &error)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    QElapsedTimer waited;
    waited.start();
    while (!window.catchUp()->isActive() && waited.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    CatchUp *catchUp = window.catchUp();
    int actors = 0;
    int lastActor = -1;
    while (catchUp->isActive()) {
        const ActionHighlight &shown = catchUp->current().highlight;
        actors += shown.player != lastActor ? 1 : 0;
        lastActor = shown.player;
        if (actors == 2 && shown.conquered >= 0)
            break;
        catchUp->advance();
    }
    if (!catchUp->isActive()) {
        QTextStream(stderr) << "no catch-up to show\n";
        return 1;
    }
    if (!grab(&window, out.filePath(u"catchup-%1.png"_s.arg(language))))
        return 1;
    QTextStream(stderr) << "Wrote the catch-up screenshot to " << out.absolutePath() << '\n';
    return 0;
}

/**
 * replay-LANG.png: the replay viewer at 1366x768, a finished 4-player game of the corpus shown in
 * its middle, at a conquest of another player's province (the highlight's ring, the defender's
 * loss, the log's marked lines).
 */
int replayScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    QString error;
    const QString file = QDir(QStringLiteral(VINCI_SOURCE_DIR))
                             .filePath(u"tests/data/corpus/online-europe-4.vinci"_s);
    if (!window.watchFile(file, &error)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    ReplaySession *replay = window.controller()->replay();
    const auto &turns = replay->model().turns();
    replay->jumpToTurn(static_cast<int>(turns.size()) / 2);
    while (replay->position() < replay->model().actionCount()) {
        replay->stepForward();
        const ActionHighlight &shown = replay->model().highlight();
        if (shown.conquered >= 0 && shown.defender >= 0)
            break;
    }
    if (!grab(&window, out.filePath(u"replay-%1.png"_s.arg(language))))
        return 1;
    QTextStream(stderr) << "Wrote the replay screenshot to " << out.absolutePath() << '\n';
    return 0;
}

/**
 * imported-LANG.png: a 3-player game in round 2 on docs/editor/western-europe, a map made from a
 * drawing in the editor, whose terrain the game paints (its map.json's paintTerrain).
 */
int importedScreenshot(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    if (!startScriptedGame(window, u"western-europe"_s, RuleSetId::Classic, 20261127, 3))
        return 1;
    RandomPlayer player(3);
    const bool conquering = playUntil(*window.controller(), player, [](const GameState &state) {
        return state.round >= 2 && state.phase == Phase::Conquest && state.turn.conquests >= 1;
    });
    if (!conquering || !grab(&window, out.filePath(u"imported-%1.png"_s.arg(language))))
        return 1;
    QTextStream(stderr) << "Wrote the imported map's screenshot to " << out.absolutePath() << '\n';
    return 0;
}

/**
 * The New Game dialog over the window with `seats` (seat kinds, from the rule set's own list)
 * under `rules`, as a player would open it; the dialog is grabbed with the window behind it.
 */
bool grabNewGame(MainWindow &window, RuleSetId rules, const QStringList &kinds, const QString &path)
{
    NewGameDialog dialog(&window);
    NewGameSetup setup = NewGameSetup::defaultSetup();
    setup.options.ruleSet = rules;
    setup.mapId = rules == RuleSetId::Online2013 ? u"mediterranean"_s : u"europe"_s;
    setup.seats.clear();
    for (int i = 0; i < kinds.size(); ++i)
        setup.seats.push_back({defaultSeatName(i), playerColour(i), kinds.at(i), 0});
    setup.syncOptions();
    dialog.setSetup(setup);
    dialog.show();
    settle();
    QImage picture = window.grab().toImage();
    QPainter painter(&picture);
    painter.drawPixmap(dialog.geometry().topLeft() - window.geometry().topLeft(), dialog.grab());
    painter.end();
    return picture.save(path);
}

/** Every screen at four sizes: survey-WxH-SCREEN-LANG.png. */
int surveyScreenshots(MainWindow &window, const QDir &out, const QString &language)
{
    const QStringList classicSeats{
        u"human"_s,           u"rulebook"_s,          u"rulebook-variant"_s,
        u"strategist-easy"_s, u"strategist-normal"_s, u"strategist-hard"_s};
    const QStringList onlineSeats{u"human"_s, u"strategist-easy"_s, u"strategist-normal"_s,
                                  u"strategist-hard"_s, u"strategist-hard"_s};
    for (const QSize size :
         {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080), QSize(2560, 1440)}) {
        window.controller()->closeGame();
        settle();
        window.resize(size);
        const QString prefix = u"survey-%1x%2-"_s.arg(size.width()).arg(size.height());
        auto path = [&](const QString &screen) {
            return out.filePath(prefix + screen + u"-"_s + language + u".png"_s);
        };
        RandomPlayer player(7);
        if (!grab(&window, path(u"start"_s)) ||
            !grabNewGame(window, RuleSetId::Classic, classicSeats, path(u"newgame-classic"_s)) ||
            !grabNewGame(window, RuleSetId::Online2013, onlineSeats, path(u"newgame-online"_s)) ||
            !reachMidGame(window, player) || !grab(&window, path(u"game"_s)))
            return 1;
    }
    QTextStream(stderr) << "Wrote the survey to " << out.absolutePath() << '\n';
    return 0;
}

/**
 * The game in progress (the README's, four players) at the screens the layout is made for, at
 * Normal and at Larger text: layout-WxH-normal-LANG.png and layout-WxH-larger-LANG.png. Run it
 * with QT_SCALE_FACTOR=2 too: 1280x720 is a 2560x1440 screen at that scale. To look at.
 */
int layoutScreenshots(MainWindow &window, const QDir &out, const QString &language)
{
    window.resize(1366, 768);
    RandomPlayer player(7);
    if (!reachMidGame(window, player))
        return 1;
    auto *normal = window.findChild<QAction *>(u"textSize-normal"_s);
    auto *larger = window.findChild<QAction *>(u"textSize-larger"_s);
    if (!normal || !larger)
        return 1;
    for (QAction *size : {normal, larger}) {
        size->trigger();
        for (const QSize screen : {QSize(810, 768), QSize(1024, 768), QSize(1280, 720),
                                   QSize(1366, 768), QSize(1920, 1080), QSize(2560, 1440)}) {
            window.resize(screen);
            settleMap(window);
            if (!grab(&window,
                      out.filePath(u"layout-%1x%2-%3-%4.png"_s.arg(screen.width())
                                       .arg(screen.height())
                                       .arg(size == normal ? u"normal"_s : u"larger"_s, language))))
                return 1;
        }
    }
    normal->trigger();
    QTextStream(stderr) << "Wrote the layout screenshots to " << out.absolutePath() << '\n';
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"vinci-screenshots"_s);
    const QStringList args = QApplication::arguments();
    QTextStream errors(stderr);
    if (args.size() < 2) {
        errors
            << "usage: vinci_screenshots OUTPUT_DIR [en|fr|de] "
               "[online|log|laptop|access|imported|hint|replay|catchup|survey|statistics|layout]\n";
        return 2;
    }
    const QDir out(args.at(1));
    const QString language = args.value(2, u"en"_s);
    LanguageSwitcher switcher;
    if (!switcher.setLanguage(language)) {
        errors << "unknown language " << language << '\n';
        return 2;
    }

    QStringList mapFolders{QDir(QStringLiteral(VINCI_SOURCE_DIR)).filePath(u"maps"_s)};
    // The editor's example map, made from a drawing, only where it is shown.
    if (args.value(3) == u"imported")
        mapFolders << QDir(QStringLiteral(VINCI_SOURCE_DIR)).filePath(u"docs/editor"_s);
    MapCatalog catalog(mapFolders);
    MainWindow window(&catalog, &switcher);
    window.resize(1920, 1080);
    window.show();
    if (args.value(3) == u"online")
        return onlineScreenshots(window, out, language);
    if (args.value(3) == u"log")
        return logScreenshot(window, out, language);
    if (args.value(3) == u"laptop")
        return laptopScreenshot(window, out, language);
    if (args.value(3) == u"access")
        return accessScreenshots(window, out, language);
    if (args.value(3) == u"imported")
        return importedScreenshot(window, out, language);
    if (args.value(3) == u"hint")
        return hintScreenshot(window, out, language);
    if (args.value(3) == u"replay")
        return replayScreenshot(window, out, language);
    if (args.value(3) == u"catchup")
        return catchupScreenshot(window, out, language);
    if (args.value(3) == u"survey")
        return surveyScreenshots(window, out, language);
    if (args.value(3) == u"statistics")
        return statisticsScreenshot(window, out, language);
    if (args.value(3) == u"layout")
        return layoutScreenshots(window, out, language);
    if (!grab(&window, out.filePath(u"start-%1.png"_s.arg(language))))
        return 1;

    GameController &controller = *window.controller();
    RandomPlayer player(7);
    if (!reachMidGame(window, player) ||
        !grab(&window, out.filePath(u"conquest-%1.png"_s.arg(language))))
        return 1;
    // The hover popup of the dearest province the current player can reach, as a tooltip shows it.
    const auto targets = conquestTargets(controller.state(), false);
    if (!targets.empty()) {
        const auto dearest = std::max_element(
            targets.begin(), targets.end(),
            [](const ConquestTarget &a, const ConquestTarget &b) { return a.cost < b.cost; });
        QLabel tip(ProvinceTooltip::html(controller.state(), controller.seats(), dearest->area,
                                         language, false));
        tip.setStyleSheet(
            u"QLabel { background: #FFFDF2; border: 1px solid #8A7B62; padding: 6px; }"_s);
        tip.adjustSize();
        tip.show();
        if (!grab(&tip, out.filePath(u"tooltip-%1.png"_s.arg(language))))
            return 1;
    }
    window.mapView()->zoomTo(window.mapView()->fitScale() * 2.2,
                             window.mapView()->viewportPoint(QPointF(800, 700)));
    // The map at rest at its new scale, not the picture it shows while the zoom goes on.
    window.mapView()->finishZoom();
    if (!grab(&window, out.filePath(u"conquest-zoomed-%1.png"_s.arg(language))))
        return 1;
    window.mapView()->fitToWindow();
    window.mapView()->finishZoom();
    const bool reorganizing = playUntil(controller, player, [](const GameState &state) {
        return state.phase == Phase::Reorganization;
    });
    if (!reorganizing || !grab(&window, out.filePath(u"reorganization-%1.png"_s.arg(language))))
        return 1;
    const bool redeploying = playUntil(
        controller, player, [](const GameState &state) { return state.phase == Phase::Redeploy; });
    if (!redeploying || !grab(&window, out.filePath(u"redeploy-%1.png"_s.arg(language))))
        return 1;
    const bool choosing = playUntil(controller, player, [](const GameState &state) {
        return state.phase == Phase::ChooseCivilization && state.round > 1;
    });
    if (!choosing || !grab(&window, out.filePath(u"choose-%1.png"_s.arg(language))))
        return 1;
    // The end: the ranking and the score chart over the window, as a player sees them.
    playUntil(controller, player, [](const GameState &) { return false; });
    settle();
    EndOfGameDialog *end = window.endOfGameDialog();
    if (!controller.state().isOver() || !end) {
        errors << "the game did not reach its end\n";
        return 1;
    }
    end->resize(1000, 720);
    if (!grab(end, out.filePath(u"end-%1.png"_s.arg(language))))
        return 1;
    errors << "Wrote screenshots to " << out.absolutePath() << '\n';
    return 0;
}
