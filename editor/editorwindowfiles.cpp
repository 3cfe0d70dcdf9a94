// EditorWindow's file commands: open, import, save, replace the art, test play, recovery.
#include "dialogfolder.h"
#include "document/adjacencyproposals.h"
#include "document/autosaver.h"
#include "document/mapcommands.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "document/shapeedits.h"
#include "editorwindow.h"
#include "languageswitcher.h"
#include "mapformat/mapid.h"
#include "mapformat/mapreader.h"
#include "mapopendialog.h"
#include "panels/importreportdialog.h"
#include "recentfiles.h"
#include "savedialog.h"
#include "sessionlog.h"
#include "svg/areaclassifier.h"
#include "svg/svgimporter.h"
#include "testplay.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

namespace vinci {

using namespace Qt::StringLiterals;

bool EditorWindow::openMap(const QString &folderOrFile)
{
    if (isMapPackage(folderOrFile))
        return openPackage(folderOrFile);
    const QFileInfo info(folderOrFile);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    QString error;
    std::unique_ptr<MapDocument> document = MapDocument::open(folder, &error);
    if (!document) {
        QMessageBox::warning(this, tr("Open Map"), tr("The map cannot be opened:\n%1").arg(error));
        return false;
    }
    setDocument(std::move(document));
    qCInfo(sessionLog).noquote() << "opened map" << folder;
    m_recent->add(folder);
    DialogFolder::remember(folder);
    if (!m_document->artError().isEmpty())
        statusBar()->showMessage(m_document->artError(), 10000);
    return true;
}

bool EditorWindow::importDrawing(const QString &svgFile)
{
    QFile file(svgFile);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("New Map from SVG"),
                             tr("%1: cannot read the file: %2").arg(svgFile, file.errorString()));
        return false;
    }
    QString mapId = areaIdFromName(QFileInfo(svgFile).completeBaseName());
    if (mapId.isEmpty())
        mapId = u"new-map"_s;
    QString error;
    const std::optional<ImportedMap> imported =
        SvgImporter::import(file.readAll(), svgFile, mapId, &error);
    if (!imported) {
        QMessageBox::warning(this, tr("New Map from SVG"),
                             tr("The drawing cannot be imported:\n%1").arg(error));
        return false;
    }
    auto document = std::make_unique<MapDocument>(imported->map, imported->svg);
    // A new map is unsaved work from the first moment (autosaved, asked about on close).
    document->undoStack()->resetClean();
    setDocument(std::move(document));
    DialogFolder::remember(svgFile);
    auto *report = new ImportReportDialog(svgFile, *imported, m_document.get(), this);
    report->setAttribute(Qt::WA_DeleteOnClose);
    report->show();
    return true;
}

bool EditorWindow::saveTo(const QString &folder)
{
    const QString name = QFileInfo(folder).fileName();
    if (!isValidMapId(name)) {
        QMessageBox::warning(this, tr("Save Map"),
                             tr("“%1” cannot be a map folder: its name is the map's id, made of "
                                "lower-case letters a-z, digits and dashes.")
                                 .arg(name));
        return false;
    }
    m_mapValidation->validateNow();
    // As the map will be in its new folder, before anything changes: a save the designer
    // cancels leaves the document as it was, its undo stack too.
    const std::vector<MapFinding> findings = MapValidation::validate(*m_document, folder);
    int errors = 0;
    for (const MapFinding &finding : findings)
        errors += finding.isError() ? 1 : 0;
    if (errors > 0 && m_askBeforeSavingErrors) {
        const auto answer = QMessageBox::question(
            this, tr("Save Map"),
            tr("The map has %n error(s) (see Issues). The game will not load it until they are "
               "fixed. Save it anyway?",
               nullptr, errors),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save)
            return false;
    }
    const QString formerId = m_document->map().id;
    if (formerId != name) {
        m_document->undoStack()->push(new ChangeMapInfo(
            m_document.get(), name, m_document->map().names,
            UndoText(staticMetaObject.className(), QT_TR_NOOP("Set map id to its folder's name"))));
    }
    QString error;
    if (!m_document->save(folder, &error)) {
        // The edits stay in the document and in the autosave: nothing is lost.
        QMessageBox::critical(
            this, tr("Save Map"),
            tr("The map was not saved:\n%1\n\nYour edits are still here.").arg(error));
        return false;
    }
    m_recent->add(folder);
    DialogFolder::remember(folder);
    DialogFolder::rememberMapSaved(folder);
    // The id follows the folder's name (the game refuses a map whose id is not): said, since
    // the file now holds another id than the one the designer last saw.
    if (formerId != name && !formerId.isEmpty())
        statusBar()->showMessage(
            tr("Saved %1. The map's id is now “%2”, its folder's name (it was “%3”).")
                .arg(QDir::toNativeSeparators(folder), name, formerId),
            10000);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(folder)), 5000);
    return true;
}

bool EditorWindow::save()
{
    if (m_document->folder().isEmpty())
        return saveAs();
    return saveTo(m_document->folder());
}

bool EditorWindow::saveAs()
{
    // The map's own folder once saved, to rename or move; before, where maps are kept, not the
    // folder of the drawing just imported (DialogFolder).
    const QString id = m_document->map().id.isEmpty() ? u"new-map"_s : m_document->map().id;
    const QString suggested =
        !m_document->folder().isEmpty() ? m_document->folder() : DialogFolder::suggestMapFolder(id);
    const QString folder =
        askMapFolder(this, tr("Save Map As"), tr("Folder (the map's id):"), suggested, id);
    if (folder.isEmpty())
        return false;
    const bool other = QDir(folder).absolutePath() != m_document->folder();
    if (other && QFileInfo::exists(QDir(folder).filePath(MapReader::jsonFileName()))) {
        const auto answer = QMessageBox::question(
            this, tr("Save Map As"),
            tr("%1 already holds a map. Replace it?").arg(QDir::toNativeSeparators(folder)));
        if (answer != QMessageBox::Yes)
            return false;
    }
    return saveTo(folder);
}

bool EditorWindow::maybeSave()
{
    if (!m_document || m_document->undoStack()->isClean())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Vinci Map Editor"),
        tr("“%1” has unsaved edits. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void EditorWindow::open()
{
    if (!maybeSave())
        return;
    MapOpenDialog dialog(this);
    dialog.setWindowTitle(tr("Open Map"));
    dialog.setNameFilter(tr("Vinci maps (map.json *.vincimap)"));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        openMap(dialog.selectedFiles().front());
}

void EditorWindow::newFromSvg()
{
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("New Map from SVG"), DialogFolder::start(), tr("SVG drawings (*.svg)"));
    if (!file.isEmpty())
        importDrawing(file);
}

void EditorWindow::replaceArt()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Replace Art from SVG"), DialogFolder::start(), tr("SVG drawings (*.svg)"));
    if (file.isEmpty())
        return;
    DialogFolder::remember(file);
    QFile drawing(file);
    QString error;
    std::optional<MapContent> content;
    if (drawing.open(QIODevice::ReadOnly)) {
        content = ShapeEdits::replaceArt({m_document->map(), m_document->svg()}, drawing.readAll(),
                                         file, &error);
    } else {
        error = drawing.errorString();
    }
    if (!content) {
        QMessageBox::warning(this, tr("Replace Art"),
                             tr("The art was not replaced:\n%1").arg(error));
        return;
    }
    m_document->undoStack()->push(
        new ReplaceContent(m_document.get(), content->map, content->svg,
                           UndoText(staticMetaObject.className(), QT_TR_NOOP("Replace art"))));
}

void EditorWindow::testPlay()
{
    m_mapValidation->validateNow();
    if (hasErrors(m_mapValidation->findings())) {
        QMessageBox::information(this, tr("Test Play"),
                                 tr("The game refuses a map with errors. Fix the errors listed "
                                    "under Issues first."));
        return;
    }
    QString error;
    if (!TestPlay::start(*m_document, m_playFolder, m_languages->currentLanguage(), &error))
        QMessageBox::warning(this, tr("Test Play"), error);
    else
        statusBar()->showMessage(tr("The game is starting on this map."), 5000);
}

bool EditorWindow::offerRecovery()
{
    for (const RecoverableMap &map : Autosaver::recoverable()) {
        qCInfo(sessionLog).noquote() << "offering to recover" << map.autosaveFolder
                                     << (map.crashed ? "after a crash" : "kept at a quit");
        const QString name = map.name.isEmpty() ? tr("an unnamed map") : map.name;
        const QString when = QLocale().toString(map.savedAt.toLocalTime(), QLocale::ShortFormat);
        // A quit that kept the edits (a logout) is not called a crash.
        QMessageBox box(
            QMessageBox::Question, tr("Recover Map"),
            map.crashed ? tr("The map editor did not close properly. Unsaved edits of %1 were "
                             "autosaved on %2. Recover them?")
                              .arg(name, when)
                        : tr("The map editor was closed before the edits of %1 were saved. They "
                             "were autosaved on %2. Recover them?")
                              .arg(name, when),
            QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Ignore, this);
        box.setDefaultButton(QMessageBox::Yes);
        // "Yes / Ignore / Discard" left the designer guessing what Ignore does: each button
        // says what happens to the autosaved copy.
        box.button(QMessageBox::Yes)->setText(tr("&Recover"));
        box.button(QMessageBox::Ignore)->setText(tr("&Not Now"));
        box.button(QMessageBox::Ignore)
            ->setToolTip(tr("Keeps the copy: it is offered again "
                            "the next time the map editor starts."));
        box.button(QMessageBox::Discard)->setText(tr("&Discard the Copy"));
        for (QAbstractButton *button : box.buttons())
            button->setIcon(QIcon());
        const auto answer = static_cast<QMessageBox::StandardButton>(box.exec());
        // A quit asked for meanwhile (a logout): the copy stays for the next start.
        if (m_quittingAskingNothing)
            return false;
        if (answer == QMessageBox::Ignore)
            continue;
        if (answer == QMessageBox::Discard) {
            Autosaver::remove(map);
            continue;
        }
        QString error;
        std::unique_ptr<MapDocument> document(Autosaver::recover(map, &error));
        if (!document) {
            QMessageBox::warning(this, tr("Recover Map"), error);
            continue;
        }
        const bool undoable = document->undoStack()->canUndo();
        setDocument(std::move(document)); // which finds the links again (the corner touches)
        // The new autosave holds the edits now; the old one can go.
        m_autosaver->saveNow();
        Autosaver::remove(map);
        // The edits' own history died with the editor: say what Undo can still do, until an
        // edit or Undo makes it old (EditorWindow::setDocument) or for a while.
        statusBar()->showMessage(
            undoable ? tr("Recovered. Undo goes back to the map as last saved.")
                     : tr("Recovered. The map was never saved: its history was not kept."),
            30000);
        return true;
    }
    return false;
}

} // namespace vinci
