// A designer's map from a drawing to a friend's game, through the real windows of both
// programs (offscreen): the editor imports a drawing (File ▸ New Map from SVG), finds and
// accepts its links in the adjacency dock, sets terrain in the inspector and exports a map
// package (File ▸ Export Map Package); the game opens that package (Game ▸ Open), installs it,
// starts a game on it from the new game dialog, plays a turn with a conquest, and shows the
// terrain the designer set painted over the flat drawing.
#include "areaitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincemarkeritem.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/seatrow.h"
#include "document/mapdocument.h"
#include "editorwindow.h"
#include "game/play.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/mapdirectories.h"
#include "mappackage.h"
#include "mapsymbols.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "session/gamecontroller.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The drawing a designer brings: an Inkscape file that knows nothing of Vinci. */
QString drawingPath()
{
    return QStringLiteral(VINCI_TEST_DATA "/editor/drawing.svg");
}

/** The terrain the designer sets on each province of the drawing. */
const std::pair<const char *, Terrain> designedTerrain[] = {
    {"fra", Terrain::Forest},    {"alps", Terrain::Mountain},          {"italy", Terrain::Prairie},
    {"norway", Terrain::Forest}, {"ile-de-france", Terrain::Farmland},
};

/** The menu action of `window` with this text (its & left out). */
QAction *menuAction(QWidget &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == text)
            return action;
    }
    return nullptr;
}

/** The push button of `parent` with this text (its & left out). */
QPushButton *buttonNamed(QWidget &parent, const QString &text)
{
    for (QPushButton *button : parent.findChildren<QPushButton *>()) {
        if (button->text().remove(u'&') == text && button->isVisible())
            return button;
    }
    return nullptr;
}

/**
 * Triggers `action`, which shows a file dialog and waits for it, and picks `file` in that
 * dialog once it is up, as a person types a name and presses Enter; true when a dialog came.
 * A question before it is answered with `boxAnswer` when one is given.
 */
bool pickInFileDialog(QAction *action, const QString &file,
                      QMessageBox::StandardButton boxAnswer = QMessageBox::NoButton)
{
    if (!action)
        return false;
    bool came = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        // A question first (boxAnswer given): answered, then the file dialog.
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            box && boxAnswer != QMessageBox::NoButton && box->button(boxAnswer)) {
            box->button(boxAnswer)->click();
            return;
        }
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        came = true;
        // The path typed in the file name box, then Enter.
        auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
        if (!name) {
            dialog->reject();
            return;
        }
        name->setText(file);
        QTest::keyClick(name, Qt::Key_Return);
    });
    poll.start(20);
    action->trigger();
    return came;
}

/** The colour a brush paints where a pattern has no mark (its cell's corner). */
QColor groundOf(const QBrush &brush)
{
    return brush.style() == Qt::TexturePattern ? brush.textureImage().pixelColor(0, 0)
                                               : brush.color();
}

} // namespace

class TestMapJourney : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home; ///< the person's home: documents, settings, installed maps
    QString m_package;    ///< the package the editor exported, the game opens
    QStringList m_ids;    ///< the provinces the designer set, as exported

    static QString userMaps() { return MapDirectories::userMapsFolder(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qunsetenv("XDG_CONFIG_HOME");
        qunsetenv("XDG_DATA_HOME");
        QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"vinci-tests"_s);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_home.filePath(u"settings"_s));
        QVERIFY(userMaps().startsWith(m_home.path()));
        m_package = m_home.filePath(u"Documents/lands.vincimap"_s);
        QVERIFY(QDir().mkpath(m_home.filePath(u"Documents"_s)));
    }

    /**
     * The editor: the drawing imported, its links found and accepted in the adjacency dock,
     * terrain set in the inspector, a package exported through the File menu.
     */
    void editorImportsLinksSetsTerrainAndExports()
    {
        EditorWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(pickInFileDialog(menuAction(window, u"New Map from SVG…"_s), drawingPath()));
        MapDocument *document = window.document();
        QVERIFY(document && document->areaCount() == 7);
        // The import report is not what this test looks at.
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget != &window && widget->isVisible())
                widget->close();
        }
        QVERIFY(document->map().links.empty());
        QVERIFY(document->map().paintTerrain); // set by the import

        QPushButton *find = buttonNamed(window, u"Find links"_s);
        QVERIFY(find);
        QTest::mouseClick(find, Qt::LeftButton);
        QPushButton *accept = buttonNamed(window, u"Accept checked"_s);
        QVERIFY(accept);
        QTRY_VERIFY(accept->isEnabled());
        QTest::mouseClick(accept, Qt::LeftButton);
        QTRY_COMPARE(document->map().links.size(), std::size_t(11));

        auto *terrain = window.findChild<QComboBox *>(u"terrain"_s);
        QVERIFY(terrain);
        for (const auto &[id, kind] : designedTerrain) {
            const auto index = document->indexOf(QString::fromLatin1(id));
            QVERIFY2(index, id);
            document->setSelectedAreas({*index}); // a click on the province
            QVERIFY(terrain->isVisible());
            terrain->setCurrentIndex(static_cast<int>(kind));
            emit terrain->activated(static_cast<int>(kind));
            QCOMPARE(document->area(*index).terrain, kind);
            m_ids << QString::fromLatin1(id);
        }
        document->setSelectedAreas({});
        // Signed on the map's page of the inspector, or the export asks whether to go unsigned.
        auto *author = window.findChild<QLineEdit *>(u"mapAuthor"_s);
        auto *licence = window.findChild<QLineEdit *>(u"mapLicence"_s);
        QVERIFY(author && licence);
        QTest::keyClicks(author, u"Ada Designer"_s);
        QTest::keyClicks(licence, u"CC BY 4.0"_s);

        // Never saved: the editor asks whether to save first; the journey exports as it is.
        QVERIFY(pickInFileDialog(menuAction(window, u"Export Map Package…"_s), m_package,
                                 QMessageBox::Discard));
        QVERIFY(QFileInfo::exists(m_package));
        const MapPackageCheck check = checkMapPackage(m_package);
        QVERIFY2(check.ok(), qPrintable(check.error));
        const MapData &packed = check.files->map;
        QVERIFY(packed.paintTerrain);
        QCOMPARE(packed.links.size(), std::size_t(11));
        for (const auto &[id, kind] : designedTerrain) {
            const QLatin1String wanted(id); // clang 14 lambdas cannot capture a structured binding
            const auto area = std::find_if(packed.areas.begin(), packed.areas.end(),
                                           [&](const AreaData &a) { return a.id == wanted; });
            QVERIFY(area != packed.areas.end());
            QCOMPARE(area->terrain, kind);
        }
        document->undoStack()->setClean(); // no "save changes?" on close
    }

    /**
     * The game: Game ▸ Open on the package installs it, the new game dialog starts a game on
     * it, the first player takes a civilization and conquers a province by clicking it; every
     * province shows the terrain the designer set, painted over the drawing's own colours.
     */
    void gameOpensThePackagePlaysATurnWithTerrainPainted()
    {
        if (!QFileInfo::exists(m_package))
            QSKIP("the editor's test made no package");
        MapCatalog catalog(MapDirectories::searchPaths());
        MainWindow window(&catalog);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The new game dialog comes on the package's map: three people play.
        bool dialogCame = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, &poll, [&] {
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible())
                return;
            poll.stop();
            dialogCame = true;
            dialog->playerCountBox()->setValue(3);
            for (int seat = 0; seat < 3; ++seat) {
                QComboBox *kind = dialog->seatRow(seat)->controllerBox();
                kind->setCurrentIndex(kind->findData(u"human"_s));
            }
            QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
        });
        poll.start(20);
        QVERIFY(pickInFileDialog(menuAction(window, u"Open..."_s), m_package));
        QVERIFY(dialogCame);
        QVERIFY(QFileInfo::exists(userMaps() + u"/drawing/map.json"_s));
        GameController &controller = *window.controller();
        QVERIFY(controller.hasGame());
        QCOMPARE(controller.state().board->mapId(), u"drawing"_s);
        QCOMPARE(controller.state().playerCount(), 3);

        // Every province and sea zone is painted in its terrain's style.
        GameScene &scene = *window.scene();
        const ProvinceGraph &board = *controller.state().board;
        // The first area not painted as its terrain, or empty when every one is.
        auto unpainted = [&]() -> QString {
            for (AreaIndex i = 0; i < board.areaCount(); ++i) {
                const Area &area = board.area(i);
                const QBrush &fill = scene.areaItem(i)->terrainFill();
                const QColor expected =
                    area.kind == AreaKind::Sea ? seaZoneColor() : terrainColor(area.terrain);
                if (fill.style() == Qt::NoBrush || groundOf(fill) != expected)
                    return area.id;
            }
            return {};
        };
        QVERIFY2(unpainted().isEmpty(), qPrintable(unpainted()));
        for (const QString &id : m_ids)
            QCOMPARE(board.area(*board.indexOf(id)).terrain,
                     std::find_if(std::begin(designedTerrain), std::end(designedTerrain),
                                  [&](const auto &set) { return id == QLatin1String(set.first); })
                         ->second);

        // Each player in turn takes a civilization on the track, until one may conquer...
        for (int step = 0; step < 8 && controller.state().phase != Phase::Conquest; ++step) {
            if (controller.state().phase == Phase::TurnStart) {
                QTest::mouseClick(window.turnBar()->expandButton(), Qt::LeftButton);
                continue;
            }
            QCOMPARE(controller.state().phase, Phase::ChooseCivilization);
            TrackSlotButton *slot = nullptr;
            for (int i = 0; i < 6 && !slot; ++i) {
                TrackSlotButton *button = window.civilizationPanel()->slotButton(i);
                if (button && button->isVisible() && button->isEnabled())
                    slot = button;
            }
            QVERIFY(slot);
            QTest::mouseClick(slot, Qt::LeftButton);
            QVERIFY(slot->view().pending);
            QPushButton *take = window.turnBar()->takeChoiceButton();
            QVERIFY(take->isVisible() && take->isEnabled());
            const std::size_t before = controller.actions().size();
            QTest::mouseClick(take, Qt::LeftButton);
            QCOMPARE(controller.actions().size(), before + 1);
        }
        QCOMPARE(controller.state().phase, Phase::Conquest);

        // ... and conquers a province the map offers, by clicking it.
        const int me = controller.state().currentPlayer;
        std::optional<AreaIndex> target;
        for (AreaIndex i = 0; i < board.areaCount() && !target; ++i) {
            if (ProvinceMarkerItem *marker = scene.marker(i); marker && marker->marks().cost)
                target = i;
        }
        QVERIFY(target);
        GameMapView &view = *window.mapView();
        const QPoint point = view.viewportPoint(scene.clickPoint(*target));
        QCOMPARE(scene.areaAt(view.mapToScene(point)), *target);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, point);
        QCOMPARE(controller.state().turn.conquests, 1);
        QCOMPARE(controller.state().at(*target).holder, Holder::Active);
        QCOMPARE(controller.state().at(*target).player, me);
        QTest::mouseClick(window.turnBar()->endConquestButton(), Qt::LeftButton);
        QCOMPARE(controller.state().phase, Phase::Reorganization);
        // The conquest changed who holds the province, not how its terrain is shown.
        QVERIFY2(unpainted().isEmpty(), qPrintable(unpainted()));
    }
};

QTEST_MAIN(TestMapJourney)
#include "test_mapjourney.moc"
