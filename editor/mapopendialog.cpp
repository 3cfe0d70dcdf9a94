#include "mapopendialog.h"

#include "dialogfolder.h"
#include "mapformat/mapreader.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QTreeView>

namespace vinci {

namespace {
/** QFileSystemModel's columns: name, size, type, date modified. */
constexpr int sizeColumn = 1;
} // namespace

MapOpenDialog::MapOpenDialog(QWidget *parent)
    : QFileDialog(parent, QString(), DialogFolder::start())
{
    setFileMode(QFileDialog::ExistingFile);
    setAcceptMode(QFileDialog::AcceptOpen);
    // The details' Size column as wide as its sizes: it kept the width of its title and read
    // "81....KiB" for map.svg (the s50 walk). Qt's own dialog only (a native one has no view).
    if (auto *details = findChild<QTreeView *>(QStringLiteral("treeView")))
        details->header()->setSectionResizeMode(sizeColumn, QHeaderView::ResizeToContents);
}

bool MapOpenDialog::isMapFolder(const QString &path)
{
    const QFileInfo info(path);
    return info.isDir() && QFileInfo(QDir(path).filePath(MapReader::jsonFileName())).isFile();
}

void MapOpenDialog::accept()
{
    const QStringList chosen = selectedFiles();
    // QFileDialog::accept() would go into the folder and wait for a file: the folder is the
    // choice, so the dialog closes as any dialog does.
    if (chosen.size() == 1 && isMapFolder(chosen.front())) {
        QDialog::accept(); // NOLINT(bugprone-parent-virtual-call): past QFileDialog on purpose
        return;
    }
    QFileDialog::accept();
}

} // namespace vinci
