// The game opens map packages (`name.vincimap`) through the real window: installed into the
// player's maps folder (`maps` in the organization's data folder, under QStandardPaths' test mode)
// after they are validated, listed in New Game with their picture and author, played; a bad package
// refused with its file named and nothing installed; a map already there replaced only when the
// player says so; packages and saves dropped on the window; the command line's package and --map
// FILE.

#include "board/gamemapview.h"
#include "dialogs/newgamedialog.h"
#include "gamefixture.h"
#include "io/savegame.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "map/mapdata.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/mapdirectories.h"
#include "mapformat/mapreader.h"
#include "mapformat/mapwriter.h"
#include "mapinstaller.h"
#include "mappackage.h"
#include "session/appdataautosave.h"
#include "session/gamecontroller.h"
#include "startupgame.h"
#include "startview.h"
#include "testfiles.h"

#include <QApplication>
#include <QBuffer>
#include <QComboBox>
#include <QDirIterator>
#include <QDropEvent>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <QtTest>

#include <archive.h>
#include <archive_entry.h>
#include <functional>
#include <memory>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** The colour of the test packages' preview pictures: no map's art has it. */
const QColor previewColour(0x12, 0xc4, 0x5a);

/** The designer's picture: the map's art framed in the test's colour. */
QByteArray previewPng()
{
    QImage picture(300, 200, QImage::Format_RGB32);
    picture.fill(previewColour);
    QSvgRenderer art(mapsFolder() + u"/europe/map.svg"_s);
    QPainter painter(&picture);
    art.render(&painter, QRectF(12, 12, 276, 176));
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, "PNG");
    return png;
}

/** A copy of the Europe map as map `id` by `author`, in `parent`; its folder. */
QString europeAs(const QString &parent, const QString &id, const QString &author,
                 const std::function<void(MapData &)> &change = {})
{
    MapReader reader;
    auto map = reader.readFolder(mapsFolder() + u"/europe"_s);
    if (!map)
        return {};
    map->id = id;
    // Named after the id ("Alps"), in every language.
    const QString name = id.left(1).toUpper() + id.mid(1);
    map->names = {name, name, name};
    map->author = author;
    map->licence = u"CC-BY-4.0"_s;
    if (change)
        change(*map);
    const QString folder = QDir(parent).filePath(id);
    QDir().mkpath(folder);
    MapWriter writer;
    if (!writer.writeFolder(*map, folder) ||
        !QFile::copy(mapsFolder() + u"/europe/map.svg"_s, folder + u"/map.svg"_s))
        return {};
    return folder;
}

/** A package of `folder` (with the test's preview) written to `file`; empty when it failed. */
QString packageOf(const QString &folder, const QString &file)
{
    const QString error = writeMapPackage(folder, previewPng(), file);
    return error.isEmpty() ? file : QString();
}

/** A zip of these entries, as any archiver makes one (a package the game did not write). */
bool writeZip(const QString &file, const std::vector<std::pair<QString, QByteArray>> &entries)
{
    const std::unique_ptr<archive, decltype(&archive_write_free)> zip(archive_write_new(),
                                                                      archive_write_free);
    archive_write_set_format_zip(zip.get());
    if (archive_write_open_filename(zip.get(), QFile::encodeName(file).constData()) != ARCHIVE_OK)
        return false;
    for (const auto &[name, data] : entries) {
        const std::unique_ptr<archive_entry, decltype(&archive_entry_free)> entry(
            archive_entry_new(), archive_entry_free);
        archive_entry_set_pathname(entry.get(), name.toUtf8().constData());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0644);
        archive_entry_set_size(entry.get(), data.size());
        if (archive_write_header(zip.get(), entry.get()) != ARCHIVE_OK ||
            archive_write_data(zip.get(), data.constData(), std::size_t(data.size())) !=
                data.size())
            return false;
    }
    return archive_write_close(zip.get()) == ARCHIVE_OK;
}

/** What the new game dialog showed when it came up. */
struct ShownDialog
{
    bool came = false;
    QString mapId;
    QString author;
    QImage preview;
};

/**
 * Answers what the window shows modally, as soon as it shows: each message box by the next of
 * `boxAnswers` (its text noted), the new game dialog by Start (or Cancel when `startGame` is
 * false), noting what it showed. Ends with `owner`.
 */
class ModalAnswers
{
public:
    ModalAnswers(QObject *owner, std::vector<QMessageBox::StandardButton> boxAnswers,
                 bool startGame)
        : m_answers(std::move(boxAnswers))
        , m_poll(new QTimer(owner))
    {
        QObject::connect(m_poll, &QTimer::timeout, m_poll, [this, startGame] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                boxTexts << box->text() + u'\n' + box->informativeText();
                if (!grabAs.isEmpty())
                    grabIfAsked(*box, grabAs + QString::number(boxTexts.size()));
                const auto answer = m_answers.empty() ? QMessageBox::Cancel : m_answers.front();
                if (!m_answers.empty())
                    m_answers.erase(m_answers.begin());
                if (QAbstractButton *button = box->button(answer))
                    button->click();
                else
                    box->reject();
            } else if (auto *dialog = qobject_cast<NewGameDialog *>(modal)) {
                dialogShown.came = true;
                dialogShown.mapId = dialog->setup().mapId;
                if (dialog->mapAuthorLabel()->isVisible())
                    dialogShown.author = dialog->mapAuthorLabel()->text();
                dialogShown.preview = dialog->mapPreviewLabel()->pixmap().toImage();
                grabIfAsked(*dialog, u"new-game-user-map"_s);
                if (startGame)
                    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
                else
                    dialog->reject();
            }
        });
        m_poll->start(20);
    }
    ~ModalAnswers() { delete m_poll.data(); }
    ModalAnswers(const ModalAnswers &) = delete;
    ModalAnswers &operator=(const ModalAnswers &) = delete;

    QStringList boxTexts;
    ShownDialog dialogShown;
    QString grabAs; ///< each box saved as <grabAs><number>.png with VINCI_GRAB_DIR

private:
    std::vector<QMessageBox::StandardButton> m_answers;
    QPointer<QTimer> m_poll; ///< owned by the window: gone with it
};

/** Every file and folder under `folder`, by relative path. */
QStringList everythingUnder(const QString &folder)
{
    QStringList all;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        all << QDir(folder).relativeFilePath(it.next());
    all.sort();
    return all;
}

/** What `target` did with a drag of `file` over it: took the drag, accepted the drop. */
struct Dropped
{
    bool entered = false;
    bool dropped = false;
};

/**
 * A drag of `file` over the middle of `widget`, then a drop, as Qt's window delivers them: to
 * the first widget from the one under the pointer up that accepts drops (QWidgetWindow's
 * findDnDTarget), entering with a move at once.
 */
Dropped dropOn(QWidget *widget, const QString &file)
{
    QWidget *window = widget->window();
    const QPoint inWindow = widget->mapTo(window, widget->rect().center());
    QWidget *target = window->childAt(inWindow);
    while (target && !target->acceptDrops())
        target = target->isWindow() ? nullptr : target->parentWidget();
    if (!target)
        return {};
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(file)});
    const QPoint at = target->mapFrom(window, inWindow);
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
    if (!enter.isAccepted() || !move.isAccepted())
        return {};
    QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    return {true, drop.isAccepted()};
}

} // namespace

class TestMapPackages : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;  ///< the player's home: the data folders are under it (test mode)
    QTemporaryDir m_files; ///< where the packages are, as in the player's downloads
    LanguageSwitcher m_language;
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;

    static QString userMaps() { return MapDirectories::userMapsFolder(); }
    /** The organization's data folder, which holds the maps folder. */
    static QString appData() { return QFileInfo(userMaps()).absolutePath(); }

    QString package(const QString &id, const QString &author, const QString &name = {})
    {
        QTemporaryDir made(m_files.filePath(u"made-XXXXXX"_s));
        made.setAutoRemove(false);
        const QString folder = europeAs(made.path(), id, author);
        return packageOf(folder, m_files.filePath((name.isEmpty() ? id : name) + u".vincimap"_s));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_files.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qunsetenv("XDG_CONFIG_HOME");
        qunsetenv("XDG_DATA_HOME");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"vinci-tests"_s);
        QCoreApplication::setApplicationName(u"test_mappackages"_s);
        QVERIFY(userMaps().startsWith(m_home.path()));
        // The maps the game finds: the player's first, then the shipped ones beside the test.
        m_catalog = std::make_unique<MapCatalog>(MapDirectories::searchPaths());
        QCOMPARE(m_catalog->directories().value(0), userMaps());
    }

    void init()
    {
        QSettings().clear();
        QDir(appData()).removeRecursively();
        QVERIFY(m_language.setLanguage(u"en"_s, false));
        m_window = std::make_unique<MainWindow>(m_catalog.get(), &m_language);
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    /**
     * Game > Open on a package: installed in the player's maps folder, the new game dialog on
     * it with the package's picture and its author, a game started on it; the next start lists
     * it among the maps.
     */
    void openedPackageIsInstalledListedAndPlayed()
    {
        const QString file = package(u"alps"_s, u"Ada Lovelace"_s);
        QVERIFY(!file.isEmpty());
        ModalAnswers answers(m_window.get(), {}, true);
        m_window->showNewGameOn(file);
        QVERIFY2(answers.boxTexts.isEmpty(), qPrintable(answers.boxTexts.join(u'\n')));
        QVERIFY(answers.dialogShown.came);
        QCOMPARE(answers.dialogShown.mapId, u"alps"_s);
        QCOMPARE(answers.dialogShown.author, u"By Ada Lovelace (licence: CC-BY-4.0)"_s);
        // The package's own picture, not the art drawn.
        const QImage &preview = answers.dialogShown.preview;
        QVERIFY(!preview.isNull());
        QCOMPARE(preview.pixelColor(2, 2), previewColour);
        QCOMPARE(preview.pixelColor(preview.width() - 3, preview.height() - 3), previewColour);

        QVERIFY(QFileInfo::exists(userMaps() + u"/alps/map.json"_s));
        QVERIFY(QFileInfo::exists(userMaps() + u"/alps/preview.png"_s));
        // Nothing else left beside it: the unpacking folder went.
        QCOMPARE(everythingUnder(appData()),
                 (QStringList{u"maps"_s, u"maps/alps"_s, u"maps/alps/map.json"_s,
                              u"maps/alps/map.svg"_s, u"maps/alps/preview.png"_s}));
        QVERIFY(m_window->controller()->hasGame());
        QCOMPARE(m_window->controller()->state().board->mapId(), u"alps"_s);
        // Remembered for the next new game, which lists it with its author.
        QCOMPARE(NewGameDialog::rememberedSetup().mapId, u"alps"_s);
        NewGameDialog next(nullptr, m_catalog->directories());
        QCOMPARE(next.setup().mapId, u"alps"_s);
        QVERIFY(next.mapAuthorLabel()->text().contains(u"Ada Lovelace"_s));
        QVERIFY(next.mapBox()->findData(u"europe"_s) >= 0);
    }

    /**
     * The walk: right after a package was opened, Game > New showed the map's drawing instead
     * of the package's picture until the game was restarted. Installed through Game > Open
     * (the dialog cancelled), then Game > New in the same session: the map's entry in the list
     * shows the package's preview.png, pixel for pixel as scaled into the box.
     */
    void newGameShowsAnInstalledPackagesPictureWithoutRestart()
    {
        const QString file = package(u"alps"_s, u"Ada Lovelace"_s);
        QVERIFY(!file.isEmpty());
        {
            ModalAnswers answers(m_window.get(), {}, false);
            m_window->showNewGameOn(file);
            QVERIFY(answers.dialogShown.came);
        }
        QVERIFY(QFileInfo::exists(userMaps() + u"/alps/preview.png"_s));
        QImage shown;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &poll, [&shown] {
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible())
                return;
            QComboBox *maps = dialog->mapBox();
            maps->setCurrentIndex(maps->findData(u"alps"_s));
            shown = dialog->mapPreviewLabel()->pixmap().toImage();
            dialog->reject();
        });
        poll.start(20);
        m_window->showNewGame();
        poll.stop();
        QVERIFY(!shown.isNull());
        const QImage picture =
            QImage(userMaps() + u"/alps/preview.png"_s)
                .scaled(shown.size(), Qt::KeepAspectRatio, Qt::SmoothTransformation)
                .convertToFormat(shown.format());
        QCOMPARE(shown.size(), picture.size());
        qint64 difference = 0;
        for (int y = 0; y < shown.height(); ++y) {
            for (int x = 0; x < shown.width(); ++x) {
                const QColor a = shown.pixelColor(x, y);
                const QColor b = picture.pixelColor(x, y);
                difference += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                              std::abs(a.blue() - b.blue());
            }
        }
        // The same picture scaled the same way: at most rounding apart.
        QVERIFY2(difference <= 3LL * shown.width() * shown.height(),
                 qPrintable(QString::number(difference)));
    }

    /**
     * A package whose map has an error, and a file that is no package: refused with a message
     * naming the file (and the fault), nothing installed, the window as before.
     */
    void badPackageIsRefusedAndNothingInstalled()
    {
        QTemporaryDir made;
        const QString folder = europeAs(made.path(), u"broken"_s, u"Bob"_s, [](MapData &map) {
            map.links.push_back({u"ireland"_s, u"atlantis"_s, LinkKind::Land, false});
        });
        QVERIFY(!folder.isEmpty());
        const QString broken = m_files.filePath(u"broken.vincimap"_s);
        QVERIFY(writeZip(broken, {{u"map.json"_s, fileContents(folder + u"/map.json"_s)},
                                  {u"map.svg"_s, fileContents(folder + u"/map.svg"_s)}}));
        const QString notAZip = m_files.filePath(u"notes.vincimap"_s);
        QFile notes(notAZip);
        QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("just some notes\n") > 0);
        notes.close();

        for (const QString &file : {broken, notAZip}) {
            ModalAnswers answers(m_window.get(), {QMessageBox::Ok}, true);
            answers.grabAs = QFileInfo(file).baseName() + u"-message"_s;
            m_window->showNewGameOn(file);
            QCOMPARE(answers.boxTexts.size(), 1);
            QVERIFY2(answers.boxTexts.front().contains(QFileInfo(file).fileName()),
                     qPrintable(answers.boxTexts.front()));
            QVERIFY(!answers.dialogShown.came);
            QVERIFY(!m_window->controller()->hasGame());
            QVERIFY(m_window->startView()->isVisible());
            QVERIFY2(everythingUnder(userMaps()).isEmpty(),
                     qPrintable(everythingUnder(appData()).join(u' ')));
            QVERIFY2(everythingUnder(appData()).filter(u".map-install"_s).isEmpty(),
                     qPrintable(everythingUnder(appData()).join(u' ')));
            if (file == broken) {
                // The validator's finding, in the package's terms, not a temporary folder's.
                QVERIFY2(answers.boxTexts.front().contains(u"broken.vincimap: map.json"_s) &&
                             answers.boxTexts.front().contains(u"atlantis"_s),
                         qPrintable(answers.boxTexts.front()));
            }
        }
        grabIfAsked(*m_window, u"bad-package-window"_s);
    }

    /**
     * A package whose map id is already installed: the player is asked; Cancel leaves the
     * installed map as it was, Replace puts the new one in its place (and the game plays the
     * new one, not the one it loaded before). The same package again asks nothing. A package
     * with a shipped map's id is asked about too, and the shipped map stays.
     */
    void replacingAnInstalledMapAsks()
    {
        const QString first = package(u"alps"_s, u"Ada"_s, u"alps-1"_s);
        const QString second = package(u"alps"_s, u"Grace"_s, u"alps-2"_s);
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        {
            ModalAnswers answers(m_window.get(), {}, true);
            m_window->showNewGameOn(first);
            QVERIFY(answers.boxTexts.isEmpty());
            QVERIFY(m_window->controller()->hasGame());
        }
        const auto installedAuthor = [] {
            MapReader reader;
            const auto map = reader.readFolder(userMaps() + u"/alps"_s);
            return map ? map->author : QString();
        };
        QCOMPARE(installedAuthor(), u"Ada"_s);
        m_window->controller()->closeGame();
        {
            ModalAnswers answers(m_window.get(), {QMessageBox::Cancel}, true);
            answers.grabAs = u"replace-question"_s;
            m_window->showNewGameOn(second);
            QCOMPARE(answers.boxTexts.size(), 1);
            QVERIFY2(answers.boxTexts.front().contains(u"alps-2.vincimap"_s),
                     qPrintable(answers.boxTexts.front()));
            QVERIFY(!answers.dialogShown.came);
            QCOMPARE(installedAuthor(), u"Ada"_s);
            QCOMPARE(everythingUnder(appData()).filter(u".map-install"_s), QStringList());
        }
        {
            ModalAnswers answers(m_window.get(), {QMessageBox::Yes}, true);
            m_window->showNewGameOn(second);
            QCOMPARE(answers.boxTexts.size(), 1);
            QCOMPARE(answers.dialogShown.author, u"By Grace (licence: CC-BY-4.0)"_s);
            QCOMPARE(installedAuthor(), u"Grace"_s);
            const auto played = m_catalog->mapOfBoard(m_window->controller()->state().board.get());
            QVERIFY(played);
            QCOMPARE(played->data.author, u"Grace"_s);
        }
        m_window->controller()->closeGame();
        {
            ModalAnswers answers(m_window.get(), {}, false);
            m_window->showNewGameOn(second);
            QVERIFY2(answers.boxTexts.isEmpty(), qPrintable(answers.boxTexts.join(u'\n')));
            QVERIFY(answers.dialogShown.came);
        }
        // A package of a shipped map's id: asked, and the shipped map is not touched.
        const QString shippedEurope = mapsFolder() + u"/europe/map.json"_s;
        const QByteArray before = fileContents(shippedEurope);
        const QString europe = package(u"europe"_s, u"Someone"_s, u"my-europe"_s);
        {
            ModalAnswers answers(m_window.get(), {QMessageBox::Cancel}, false);
            m_window->showNewGameOn(europe);
            QCOMPARE(answers.boxTexts.size(), 1);
            QVERIFY2(answers.boxTexts.front().contains(u"came with the game"_s),
                     qPrintable(answers.boxTexts.front()));
            QVERIFY(!QFileInfo::exists(userMaps() + u"/europe"_s));
        }
        QCOMPARE(fileContents(shippedEurope), before);
    }

    /**
     * The walk's designer kept their maps in ./maps and opened ./maps/mine.vincimap from there:
     * the game said "That map came with the game". The current folder is not where the game's
     * own maps are: its maps/ is not searched, and the package installs without a question.
     */
    void aMapInTheCurrentFoldersMapsIsNotTheGames()
    {
        QTemporaryDir designer;
        QVERIFY(europeAs(designer.filePath(u"maps"_s), u"mine"_s, u"Ada"_s) != QString());
        const QString file = packageOf(designer.filePath(u"maps/mine"_s),
                                       designer.filePath(u"maps/mine.vincimap"_s));
        QVERIFY(!file.isEmpty());
        const QString started = QDir::currentPath();
        QVERIFY(QDir::setCurrent(designer.path()));
        const QStringList paths = MapDirectories::searchPaths();
        MapCatalog catalog(paths);
        QVERIFY(QDir::setCurrent(started));
        const QString ownMaps = QFileInfo(designer.filePath(u"maps"_s)).canonicalFilePath();
        QVERIFY2(!paths.contains(ownMaps), qPrintable(paths.join(u'\n')));
        // The shipped maps are still found, beside the program (as in a build tree).
        QVERIFY(MapDirectories::find(u"europe"_s, paths));

        m_window = std::make_unique<MainWindow>(&catalog, &m_language);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        ModalAnswers answers(m_window.get(), {QMessageBox::Cancel}, false);
        m_window->showNewGameOn(file);
        QVERIFY2(answers.boxTexts.isEmpty(), qPrintable(answers.boxTexts.join(u'\n')));
        QVERIFY(answers.dialogShown.came);
        QCOMPARE(answers.dialogShown.mapId, u"mine"_s);
        QVERIFY(QFileInfo::exists(userMaps() + u"/mine/map.json"_s));
        m_window.reset();
    }

    /**
     * Earlier versions installed maps in ~/.local/share/vinci/vinci/maps: the game moves them to
     * ~/.local/share/vinci/maps at start, keeps a newer map of the same id there, and finds them.
     */
    void mapsInstalledInTheOldFolderAreMoved()
    {
        QCOMPARE(userMaps(), m_home.filePath(u".qttest/share/vinci-tests/maps"_s));
        const QString legacy = MapDirectories::legacyUserMapsFolder();
        QCOMPARE(legacy, m_home.filePath(u".qttest/share/vinci-tests/test_mappackages/maps"_s));
        QVERIFY(europeAs(legacy, u"alps"_s, u"Old"_s) != QString());
        QVERIFY(europeAs(legacy, u"andes"_s, u"Old"_s) != QString());
        QVERIFY(europeAs(userMaps(), u"andes"_s, u"New"_s) != QString());

        QCOMPARE(MapDirectories::moveLegacyUserMaps(), 1);
        const auto alps = MapDirectories::find(u"alps"_s);
        QVERIFY(alps);
        QCOMPARE(alps->folder, QFileInfo(userMaps() + u"/alps"_s).canonicalFilePath());
        QCOMPARE(alps->author, u"Old"_s);
        QCOMPARE(MapDirectories::find(u"andes"_s)->author, u"New"_s);
        // The old copy of andes stays where it was, not lost; with nothing else, nothing stays.
        QVERIFY(QFileInfo::exists(legacy + u"/andes/map.json"_s));
        QVERIFY(!QFileInfo::exists(legacy + u"/alps"_s));
        QVERIFY(QDir(legacy + u"/andes"_s).removeRecursively());
        QCOMPARE(MapDirectories::moveLegacyUserMaps(), 0);
        QVERIFY(!QFileInfo::exists(legacy));
    }

    /**
     * A package dropped on the welcome page, then a saved game dropped on the map of the game in
     * progress: each opened as if chosen in Game > Open; other files are not taken.
     */
    void droppedPackagesAndSavesAreOpened()
    {
        const QString file = package(u"alps"_s, u"Ada"_s);
        QVERIFY(!file.isEmpty());
        {
            ModalAnswers answers(m_window.get(), {}, true);
            const Dropped dropped = dropOn(m_window->startView(), file);
            QVERIFY2(dropped.entered, "the welcome page refuses a package dragged over it");
            QVERIFY(dropped.dropped);
            QTRY_VERIFY(m_window->controller()->hasGame());
            QCOMPARE(m_window->controller()->state().board->mapId(), u"alps"_s);
            QVERIFY(answers.dialogShown.came);
        }
        // A save of that game, dropped on the map (the view's viewport) of another game.
        const QString save = m_files.filePath(u"alps-game.vinci"_s);
        QString error;
        QVERIFY2(m_window->saveFile(save, &error), qPrintable(error));
        {
            ModalAnswers answers(m_window.get(), {}, true);
            m_window->showNewGameOn(u"europe"_s);
        }
        QCOMPARE(m_window->controller()->state().board->mapId(), u"europe"_s);
        QWidget *viewport = m_window->mapView()->viewport();
        QVERIFY(viewport->isVisible());
        // The game in progress has no unsaved turns: nothing is asked.
        ModalAnswers answers(m_window.get(), {QMessageBox::Discard}, true);
        const Dropped dropped = dropOn(viewport, save);
        QVERIFY2(dropped.entered, "the map refuses a saved game dragged over it");
        QVERIFY(dropped.dropped);
        QTRY_VERIFY2(m_window->currentFile() == save, qPrintable(answers.boxTexts.join(u'\n')));
        QCOMPARE(m_window->controller()->state().board->mapId(), u"alps"_s);
        // Not a game or a map: not taken.
        QVERIFY(!dropOn(viewport, mapsFolder() + u"/europe/map.json"_s).entered);
    }

    /**
     * The command line: `vinci FILE.vincimap` asks for a new game on the package's map as
     * `--map FILE` does (a save stays a save, an id or a folder stays as it was), and the
     * window opens the new game dialog on it once it is up.
     */
    void commandLinePackageOpensTheNewGameOnIt()
    {
        const QString file = package(u"alps"_s, u"Ada"_s);
        QVERIFY(!file.isEmpty());
        const LaunchRequest doubleClicked = LaunchRequest::fromCommandLine(file, {});
        QCOMPARE(doubleClicked.map, file);
        QVERIFY(doubleClicked.file.isEmpty());
        const LaunchRequest upper = LaunchRequest::fromCommandLine(u"/x/ALPS.VINCIMAP"_s, {});
        QCOMPARE(upper.map, u"/x/ALPS.VINCIMAP"_s);
        const LaunchRequest save = LaunchRequest::fromCommandLine(u"game.vinci"_s, u"europe"_s);
        QCOMPARE(save.file, u"game.vinci"_s);
        QCOMPARE(save.map, u"europe"_s);
        QCOMPARE(LaunchRequest::fromCommandLine({}, file).map, file);

        QTemporaryDir autosaveFolder;
        AppDataAutosave autosave(autosaveFolder.path());
        autosave.beginSession();
        ModalAnswers answers(m_window.get(), {}, true);
        QCOMPARE(openStartupGame(*m_window, autosave, LaunchRequest::fromCommandLine({}, file)),
                 StartupGame::NewGameOnMap);
        QTRY_VERIFY(answers.dialogShown.came);
        QCOMPARE(answers.dialogShown.mapId, u"alps"_s);
        QVERIFY(m_window->controller()->hasGame());
        QVERIFY(QFileInfo::exists(userMaps() + u"/alps/map.json"_s));
        autosave.endSession();
    }

    /**
     * `vinci --simulate --map FILE.vincimap`, the real program: the simulation plays on the
     * package's map, read from the package and not installed (a designer's script must not
     * change the player's maps); a file that is not a package is refused, named, exit code 1.
     */
    void simulationPlaysOnAPackageWithoutInstallingIt()
    {
        const QString file = package(u"alps"_s, u"Ada"_s);
        QVERIFY(!file.isEmpty());
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"HOME"_s, home.path());
        environment.remove(u"XDG_DATA_HOME"_s);
        environment.remove(u"XDG_CONFIG_HOME"_s);
        const auto simulate = [&](const QString &map) {
            QProcess vinci;
            vinci.setProcessEnvironment(environment);
            vinci.start(QStringLiteral(VINCI_GAME_EXECUTABLE),
                        {u"--simulate"_s, u"--map"_s, map, u"--ai"_s, u"random,random,random"_s,
                         u"--games"_s, u"2"_s, u"--seed"_s, u"3"_s, u"--threads"_s, u"1"_s});
            const bool finished = vinci.waitForFinished(120000);
            return std::tuple(finished ? vinci.exitCode() : -1,
                              QString::fromUtf8(vinci.readAllStandardOutput()),
                              QString::fromUtf8(vinci.readAllStandardError()));
        };
        const auto [code, out, errors] = simulate(file);
        QVERIFY2(code == 0, qPrintable(errors));
        QVERIFY2(out.contains(u"2 games on alps"_s), qPrintable(out));
        // Nothing installed: no map folder of that id anywhere in the player's home.
        QDirIterator installed(home.path(), {u"alps"_s}, QDir::Dirs | QDir::Hidden,
                               QDirIterator::Subdirectories);
        QVERIFY2(!installed.hasNext(),
                 qPrintable(installed.hasNext() ? installed.next() : QString()));

        const QString broken = m_files.filePath(u"broken.vincimap"_s);
        QFile notZip(broken);
        QVERIFY(notZip.open(QIODevice::WriteOnly) && notZip.write("not a zip") > 0);
        notZip.close();
        const auto [refused, refusedOut, refusal] = simulate(broken);
        QCOMPARE(refused, 1);
        QVERIFY2(refusal.contains(u"broken.vincimap"_s), qPrintable(refusal));
        QVERIFY(refusedOut.isEmpty());
    }
};

QTEST_MAIN(TestMapPackages)
#include "test_mappackages.moc"
