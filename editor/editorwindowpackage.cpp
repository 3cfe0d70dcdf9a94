// EditorWindow's map package commands: File ▸ Export Map Package, and opening a .vincimap.
#include "dialogfolder.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "document/packageexport.h"
#include "editorwindow.h"
#include "mappackage.h"
#include "savedialog.h"
#include "sessionlog.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUrl>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/**
 * What the export says when the map is unsigned, naming what is missing (the s52 walk read "no
 * author or no licence" with an author given); empty when both are there.
 */
QString missingCredit(const MapData &map)
{
    const bool author = !map.author.trimmed().isEmpty();
    const bool licence = !map.licence.trimmed().isEmpty();
    if (author && licence)
        return {};
    if (licence) {
        return EditorWindow::tr("The map has no author: players who get the package will not "
                                "know who made it. Fill it in on the map's page of the inspector "
                                "(nothing selected).");
    }
    if (author) {
        return EditorWindow::tr("The map has no licence: players who get the package will not "
                                "know whether they may share it. Fill it in on the map's page of "
                                "the inspector (nothing selected).");
    }
    return EditorWindow::tr("The map has no author and no licence: players who get the package "
                            "will not know who made it or whether they may share it. Fill them "
                            "in on the map's page of the inspector (nothing selected).");
}

} // namespace

bool EditorWindow::isMapPackage(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() &&
           info.suffix().compare(MapPackage::fileSuffix(), Qt::CaseInsensitive) == 0;
}

bool EditorWindow::openPackage(const QString &packageFile)
{
    // Checked and read in memory: nothing is extracted, and the map has no folder yet, so
    // Save asks the designer where to put it.
    const MapPackageCheck check = checkMapPackage(packageFile);
    if (!check.ok()) {
        QMessageBox::warning(this, tr("Open Map"),
                             tr("The map package cannot be opened:\n%1").arg(check.error));
        return false;
    }
    auto document = std::make_unique<MapDocument>(check.files->map, check.files->svg);
    setDocument(std::move(document));
    qCInfo(sessionLog).noquote() << "opened map package" << packageFile;
    DialogFolder::remember(packageFile);
    statusBar()->showMessage(tr("Opened %1; Save puts the map in a folder you choose.")
                                 .arg(QDir::toNativeSeparators(packageFile)),
                             10000);
    if (!m_document->artError().isEmpty())
        statusBar()->showMessage(m_document->artError(), 10000);
    return true;
}

bool EditorWindow::exportPackageTo(const QString &packageFile)
{
    m_mapValidation->validateNow();
    QStringList errors;
    for (const MapFinding &finding : m_mapValidation->findings()) {
        if (finding.isError())
            errors << finding.message;
    }
    if (!errors.isEmpty()) {
        // A package is for players: the game refuses a map with errors, so it is not made.
        QMessageBox::warning(
            this, tr("Export", "the title of a message about an export"),
            tr("The map has %n error(s); the game would refuse it. Fix them first (they are "
               "listed under Issues):",
               nullptr, static_cast<int>(errors.size())) +
                u"\n\n"_s + errors.join(u'\n'));
        return false;
    }
    if (const QString credit = missingCredit(m_document->map()); !credit.isEmpty()) {
        // A package travels without its designer: unsigned, its players cannot know who made
        // it or whether they may pass it on (the second walk exported one without a word).
        const auto answer =
            QMessageBox::question(this, tr("Export", "the title of a message about an export"),
                                  credit + u"\n\n"_s + tr("Export it anyway?"),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes)
            return false;
    }
    // The package holds the map as it is now, saved or not: a copy in a scratch folder named
    // after its id, as a map folder is.
    QTemporaryDir scratch;
    const QString folder = scratch.filePath(m_document->map().id);
    QString error;
    if (!scratch.isValid() || !m_document->writeCopy(folder, &error) ||
        !(error = PackageExport::write(folder, packageFile)).isEmpty()) {
        QMessageBox::critical(this, tr("Export", "the title of a message about an export"),
                              tr("The map package was not written:\n%1").arg(error));
        return false;
    }
    qCInfo(sessionLog).noquote() << "exported map package" << packageFile;
    DialogFolder::remember(packageFile);
    confirmExport(packageFile);
    return true;
}

void EditorWindow::confirmExport(const QString &packageFile)
{
    // Where the package went, said for long enough to read a path and in a note that can open
    // its folder: the s44 walk saw nothing (the status bar's five seconds had passed). Not for
    // ever: the s51 walk still read it after an Undo (the next edit or Undo clears it too).
    const QString shown = QDir::toNativeSeparators(QFileInfo(packageFile).absoluteFilePath());
    statusBar()->showMessage(tr("Map package written: %1").arg(shown), 30000);
    // Not modal, so that the window (and a script driving it) goes on. Titled "Export", as
    // Export's other messages: a message box is narrow, and the title bar adds the program's
    // name (the s46 walk read "Kartenpaket exportier…").
    auto *box = new QMessageBox(
        QMessageBox::Information, tr("Export", "the title of a message about an export"),
        tr("The map package is written:\n%1").arg(shown), QMessageBox::Ok, this);
    box->setObjectName(u"exportedNote"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Players open it in the game with Game ▸ Open…, or drop it on the "
                               "game's window."));
    QPushButton *show = box->addButton(tr("Show in &Folder"), QMessageBox::ActionRole);
    show->setObjectName(u"showInFolder"_s);
    // An action button closes the box too: the folder opens in the desktop's file manager.
    const QUrl folder = QUrl::fromLocalFile(QFileInfo(packageFile).absolutePath());
    connect(show, &QPushButton::clicked, this, [this, folder] { showFolder(folder); });
    box->setDefaultButton(QMessageBox::Ok);
    box->open();
}

void EditorWindow::showFolder(const QUrl &folder)
{
    if (!QDesktopServices::openUrl(folder))
        statusBar()->showMessage(tr("No file manager could show %1.")
                                     .arg(QDir::toNativeSeparators(folder.toLocalFile())),
                                 10000);
}

bool EditorWindow::saveBeforeExport()
{
    if (m_document->undoStack()->isClean())
        return true;
    // The package is made from the map as it is now; exported unsaved, it and the map's folder
    // differ without a sign (the second walk). Saving first is what a designer expects; the
    // package of a trial version stays possible.
    QMessageBox box(
        QMessageBox::Question, tr("Export", "the title of a message about an export"),
        tr("“%1” has unsaved edits. Save the map before exporting?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("The package holds the map with its edits either way; without "
                              "saving, the map's folder keeps the version saved last."));
    // Nothing is thrown away: the Discard role's bin icon would say otherwise.
    box.button(QMessageBox::Discard)->setText(tr("Export &Without Saving"));
    box.button(QMessageBox::Discard)->setIcon(QIcon());
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void EditorWindow::exportPackage()
{
    if (!saveBeforeExport())
        return;
    // Beside the map's folder (DialogFolder), where the designer looks for the package.
    const QString suggested = DialogFolder::suggestBesideMap(
        m_document->folder(), m_document->map().id + u'.' + MapPackage::fileSuffix());
    QString file = askSavePath(this, tr("Export Map Package"), tr("Package (one file to share):"),
                               suggested, tr("Vinci map packages (*.vincimap)"));
    if (file.isEmpty())
        return;
    if (QFileInfo(file).suffix().isEmpty())
        file += u'.' + MapPackage::fileSuffix();
    exportPackageTo(file);
}

} // namespace vinci
