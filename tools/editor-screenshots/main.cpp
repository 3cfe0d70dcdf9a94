// Takes the screenshots of docs/editor.md: drives the real editor window through the steps the
// document describes, on the drawing tools/natural-earth-drawing/western-europe.svg, and saves
// what the window shows after each step. Runs offscreen (no display needed):
//   build/tools/editor-screenshots/vinci-editor-screenshots docs/editor OUT_MAP_DIR
// The committed pictures were then reduced to 256 colours (ImageMagick):
//   for f in docs/editor/*.png; do convert $f -colors 256 PNG8:$f; done
// With --open it opens a map folder instead (a shipped map, say), checks it and saves what the
// window shows, with the validation and the tables in view:
//   build/tools/editor-screenshots/vinci-editor-screenshots --open maps/mediterranean OUT.png
#include "canvas/mapcanvas.h"
#include "document/adjacencyproposals.h"
#include "document/changeareaproperty.h"
#include "document/editactions.h"
#include "document/mapcommands.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "editorlanguage.h"
#include "editorwindow.h"
#include "languageswitcher.h"
#include "panels/adjacencydock.h"
#include "panels/validationdock.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

QString g_outDir;

/** Lets the window catch up, the validation's short delay included. */
void settle()
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 300)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
}

void shoot(QWidget *widget, const QString &name)
{
    settle();
    const QString file = QDir(g_outDir).filePath(name);
    if (!widget->grab().save(file))
        qFatal("cannot write %s", qPrintable(file));
    QTextStream(stdout) << file << Qt::endl;
}

std::vector<AreaIndex> areas(MapDocument *document, const QStringList &ids)
{
    std::vector<AreaIndex> result;
    for (const QString &id : ids) {
        if (const auto index = document->indexOf(id))
            result.push_back(*index);
        else
            qFatal("no area %s", qPrintable(id));
    }
    return result;
}

template<typename T>
void set(MapDocument *document, const QStringList &ids, AreaField<T> field, const T &value)
{
    document->setSelectedAreas(areas(document, ids));
    document->undoStack()->push(
        new ChangeAreaProperty<T>(document, areas(document, ids), field, value, u"set"_s));
}

/** Opens a map folder in the editor, as a designer would, and saves what the window shows. */
int shootOpenedMap(const QString &mapDir, const QString &file)
{
    EditorWindow window;
    window.resize(1600, 1000);
    window.show();
    settle();
    if (!window.openMap(mapDir))
        return 1;
    window.mapValidation()->validateNow();
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->objectName() == u"tables")
            dock->raise();
    }
    g_outDir = QFileInfo(file).absolutePath();
    shoot(&window, QFileInfo(file).fileName());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    // Window layout and recent maps go to a throwaway place, not the user's settings.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       QDir::temp().filePath(u"vinci-editor-screenshots"_s));
    // In English, as the editor speaks it: its plurals ("13 provinces") come from its translation.
    LanguageSwitcher languages;
    EditorLanguage::install(languages, u"en"_s, u"en"_s);
    if (argc < 3 || (QString::fromLocal8Bit(argv[1]) == u"--open" && argc < 4)) {
        QTextStream(stderr) << "usage: vinci-editor-screenshots OUTDIR MAPDIR\n"
                               "       vinci-editor-screenshots --open MAPDIR OUT.png"
                            << Qt::endl;
        return 2;
    }
    if (QString::fromLocal8Bit(argv[1]) == u"--open")
        return shootOpenedMap(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    g_outDir = QString::fromLocal8Bit(argv[1]);
    const QString mapDir = QString::fromLocal8Bit(argv[2]);
    QDir().mkpath(g_outDir);

    EditorWindow window;
    window.resize(1400, 860);
    window.show();
    settle();
    window.importDrawing(
        QStringLiteral(VINCI_SOURCE_DIR "/tools/natural-earth-drawing/western-europe.svg"));
    window.adjacencyProposals()->waitForFinished();
    settle();
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (top != &window && top->isVisible() && top->inherits("QDialog")) {
            shoot(top, u"editor-import-report.png"_s);
            top->close();
        }
    }
    MapDocument *document = window.document();
    shoot(&window, u"editor-imported.png"_s);

    // The other countries are background, not a province.
    EditActions::removeAreas(document, areas(document, {u"other-countries"_s}));
    window.adjacencyProposals()->find();
    window.adjacencyProposals()->waitForFinished();
    document->setSelectedAreas({});
    shoot(&window, u"editor-proposals.png"_s);
    window.adjacencyProposals()->acceptTicked();

    set(document, {u"spain"_s, u"portugal"_s, u"france"_s}, AreaFields::terrain, Terrain::Farmland);
    set(document,
        {u"ireland"_s, u"united-kingdom"_s, u"netherlands"_s, u"belgium"_s, u"denmark"_s,
         u"luxembourg"_s},
        AreaFields::terrain, Terrain::Prairie);
    set(document, {u"germany"_s, u"austria"_s}, AreaFields::terrain, Terrain::Forest);
    set(document, {u"switzerland"_s, u"italy"_s}, AreaFields::terrain, Terrain::Mountain);
    document->setSelectedAreas(areas(document, {u"switzerland"_s, u"italy"_s}));
    shoot(&window, u"editor-terrain.png"_s);

    set(document, {u"austria"_s, u"spain"_s, u"united-kingdom"_s}, AreaFields::mine, true);
    set(document, {u"portugal"_s, u"netherlands"_s, u"italy"_s, u"denmark"_s}, AreaFields::port,
        true);
    document->setSelectedAreas(areas(document, {u"germany"_s}));
    shoot(&window, u"editor-neighbours.png"_s);

    struct Names
    {
        const char *id;
        const char *fr;
        const char *de;
    };
    const Names names[] = {
        {"austria", "Autriche", "Österreich"},
        {"belgium", "Belgique", "Belgien"},
        {"denmark", "Danemark", "Dänemark"},
        {"france", "France", "Frankreich"},
        {"germany", "Allemagne", "Deutschland"},
        {"ireland", "Irlande", "Irland"},
        {"italy", "Italie", "Italien"},
        {"luxembourg", "Luxembourg", "Luxemburg"},
        {"netherlands", "Pays-Bas", "Niederlande"},
        {"portugal", "Portugal", "Portugal"},
        {"spain", "Espagne", "Spanien"},
        {"switzerland", "Suisse", "Schweiz"},
        {"united-kingdom", "Royaume-Uni", "Vereinigtes Königreich"},
        {"atlantic-ocean", "Océan Atlantique", "Atlantischer Ozean"},
        {"mediterranean-sea", "Mer Méditerranée", "Mittelmeer"},
        {"north-sea", "Mer du Nord", "Nordsee"},
    };
    for (const Names &name : names) {
        set(document, {QString::fromLatin1(name.id)}, AreaFields::nameFr,
            QString::fromUtf8(name.fr));
        set(document, {QString::fromLatin1(name.id)}, AreaFields::nameDe,
            QString::fromUtf8(name.de));
    }
    document->undoStack()->push(new ChangeMapInfo(
        document, document->map().id,
        {u"Western Europe"_s, u"Europe de l'Ouest"_s, u"Westeuropa"_s}, u"names"_s));
    document->setSelectedAreas({});
    window.mapValidation()->validateNow();
    shoot(&window, u"editor-issues.png"_s);

    // A link by hand: drag from Ireland to the North Sea? No: Ireland and Scotland's coast is
    // the UK's, already linked; show a link selected instead.
    document->setSelectedLink(LinkPair(u"france"_s, u"united-kingdom"_s));
    shoot(&window, u"editor-link.png"_s);

    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->objectName() == u"tables")
            dock->raise();
    }
    document->setSelectedAreas({});
    shoot(&window, u"editor-tables.png"_s);

    // The finished map at a laptop's 1366x768: its links over the terrain the game will paint.
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->objectName() == u"inspector")
            dock->raise();
    }
    window.resize(1366, 768);
    shoot(&window, u"editor-links-1366.png"_s);

    window.setAskBeforeSavingErrors(false);
    if (!window.saveTo(mapDir))
        return 1;
    document->undoStack()->setClean();
    return 0;
}
