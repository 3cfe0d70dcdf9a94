#include "savedialog.h"

#include "mapformat/mapreader.h"

#include <QDir>
#include <QFileInfo>

namespace vinci {

namespace {

bool holdsMap(const QString &folder)
{
    return QFileInfo::exists(QDir(folder).filePath(MapReader::jsonFileName()));
}

/** A save dialog that takes a map's folder rather than opening it, as folders are. */
class MapFolderDialog : public QFileDialog
{
public:
    using QFileDialog::QFileDialog;

    void accept() override
    {
        const QStringList chosen = selectedFiles();
        if (chosen.size() == 1 && holdsMap(chosen.front()))
            done(QDialog::Accepted); // taken, not opened
        else
            QFileDialog::accept();
    }
};

QString ask(QFileDialog &dialog, const QString &nameLabel, QFileDialog::Options options)
{
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setOptions(options);
    dialog.setLabelText(QFileDialog::FileName, nameLabel);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().front();
}

} // namespace

QString askSavePath(QWidget *parent, const QString &title, const QString &nameLabel,
                    const QString &suggested, const QString &filter, QFileDialog::Options options)
{
    QFileDialog dialog(parent, title, suggested, filter);
    return ask(dialog, nameLabel, options);
}

QString askMapFolder(QWidget *parent, const QString &title, const QString &nameLabel,
                     const QString &suggested)
{
    const bool aMap = holdsMap(suggested);
    const QFileInfo map(suggested);
    MapFolderDialog dialog(parent, title, aMap ? map.absolutePath() : suggested);
    if (aMap)
        dialog.selectFile(map.fileName());
    // Replacing a map is asked about by the caller, once, in its words.
    return ask(dialog, nameLabel, QFileDialog::DontConfirmOverwrite);
}

} // namespace vinci
