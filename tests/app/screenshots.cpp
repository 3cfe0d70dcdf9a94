// Makes the screenshots under docs/screenshots: the real window, offscreen or under Xvfb, in a
// game played to mid-game by a fixed sequence of legal moves. Not a test: run it by hand.
//   vinci_screenshots OUTPUT_DIR [en|fr|de] [online]
// "online": a 2-player Online 2013 game on maps/mediterranean and the online tile help instead.

#include "ai/randomplayer.h"
#include "board/gamemapview.h"
#include "board/provincetooltip.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/tilehelpdialog.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/playercolours.h"
#include "queries/boardqueries.h"
#include "session/gamecontroller.h"
#include "startview.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
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

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"vinci-screenshots"_s);
    const QStringList args = app.arguments();
    QTextStream errors(stderr);
    if (args.size() < 2) {
        errors << "usage: vinci_screenshots OUTPUT_DIR [en|fr|de]\n";
        return 2;
    }
    const QDir out(args.at(1));
    const QString language = args.value(2, u"en"_s);
    LanguageSwitcher switcher;
    if (!switcher.setLanguage(language)) {
        errors << "unknown language " << language << '\n';
        return 2;
    }

    MapCatalog catalog({QDir(QStringLiteral(VINCI_SOURCE_DIR)).filePath(u"maps"_s)});
    MainWindow window(&catalog, &switcher);
    window.resize(1920, 1080);
    window.show();
    if (args.value(3) == u"online")
        return onlineScreenshots(window, out, language);
    if (!grab(&window, out.filePath(u"start-%1.png"_s.arg(language))))
        return 1;

    if (!startScriptedGame(window, u"europe"_s, RuleSetId::Classic, 20240611, 4))
        return 1;
    GameController &controller = *window.controller();
    RandomPlayer player(7);
    // Mid-game: round 6, the current player conquering with some pawns still in hand.
    const bool conquering = playUntil(controller, player, [](const GameState &state) {
        return state.round >= 6 && state.phase == Phase::Conquest && state.turn.conquests >= 2 &&
               state.player(state.currentPlayer).active->hand >= 4;
    });
    if (!conquering || !grab(&window, out.filePath(u"conquest-%1.png"_s.arg(language))))
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
