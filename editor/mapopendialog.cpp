#include "mapopendialog.h"

#include "dialogfolder.h"
#include "mapformat/mapreader.h"

#include <QDir>
#include <QFileInfo>

namespace vinci {

MapOpenDialog::MapOpenDialog(QWidget *parent)
    : QFileDialog(parent, QString(), DialogFolder::start())
{
    setFileMode(QFileDialog::ExistingFile);
    setAcceptMode(QFileDialog::AcceptOpen);
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
