#include "savedialog.h"

#include "mapformat/mapreader.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

#include <utility>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

bool holdsMap(const QString &folder)
{
    return QFileInfo::exists(QDir(folder).filePath(MapReader::jsonFileName()));
}

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

/**
 * A save dialog for a map's folder: the folder named is where the map goes, never a folder to
 * go into as a file dialog's folders are, and its button says Save throughout (Qt's says Open
 * while the name is a folder's: the s49 walk's second Save As, its map's folder offered).
 * A folder that holds a map is taken (the caller asks before replacing it), so is an empty
 * one; one that holds other things gets a new folder for the map inside it, once asked.
 */
class MapFolderDialog : public QFileDialog
{
    Q_DECLARE_TR_FUNCTIONS(MapFolderDialog)

public:
    /**
     * In `folder`, offering `name` (none if empty); a new folder inside one named is called
     * `newName` (the map's id).
     */
    MapFolderDialog(QWidget *parent, const QString &title, const QString &folder,
                    const QString &name, QString newName, const QString &nameLabel)
        : QFileDialog(parent, title, folder)
        , m_name(std::move(newName))
    {
        // Qt's own dialog, whose accept() is this one's (a native one goes into the folder).
        setOptions(QFileDialog::DontConfirmOverwrite | QFileDialog::DontUseNativeDialog);
        setAcceptMode(QFileDialog::AcceptSave);
        setFileMode(QFileDialog::AnyFile);
        setLabelText(QFileDialog::FileName, nameLabel);
        // The label Qt gives a save button, in the language of the moment, kept: Qt sets it
        // to Open on every name typed that is a folder's, after which it is set back.
        auto *buttons = findChild<QDialogButtonBox *>(u"buttonBox"_s);
        QPushButton *save = buttons ? buttons->button(QDialogButtonBox::Save) : nullptr;
        auto *field = findChild<QLineEdit *>(u"fileNameEdit"_s);
        if (save && field) {
            const QString label = save->text();
            const auto keepLabel = [save, label] { save->setText(label); };
            connect(field, &QLineEdit::textChanged, save, keepLabel);
            connect(this, &QFileDialog::currentChanged, save, keepLabel);
            connect(this, &QFileDialog::directoryEntered, save, keepLabel);
        }
        if (!name.isEmpty())
            selectFile(name);
    }

    void accept() override
    {
        const QStringList chosen = selectedFiles();
        if (chosen.size() != 1 || !QFileInfo(chosen.front()).isDir()) {
            QFileDialog::accept(); // a new folder's name: Qt's checks, then taken
            return;
        }
        const QString &folder = chosen.front();
        const QDir dir(folder);
        if (holdsMap(folder) || dir.isEmpty()) {
            done(QDialog::Accepted); // taken, not opened
            return;
        }
        QString inside = dir.filePath(m_name);
        for (int n = 2; QFileInfo::exists(inside); ++n)
            inside = dir.filePath(u"%1-%2"_s.arg(m_name).arg(n));
        const auto answer = QMessageBox::question(
            this, windowTitle(),
            tr("%1 holds no map. Save the map in a new folder %2 inside it?")
                .arg(QDir::toNativeSeparators(folder), QFileInfo(inside).fileName()),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save)
            return;
        m_chosen = inside;
        done(QDialog::Accepted);
    }

    /** Where the map goes; empty when cancelled. */
    QString chosen() const
    {
        if (result() != QDialog::Accepted || selectedFiles().isEmpty())
            return {};
        return m_chosen.isEmpty() ? selectedFiles().front() : m_chosen;
    }

private:
    QString m_name;
    /** The new folder inside the one named, if the map goes there. */
    QString m_chosen;
};

} // namespace

QString askSavePath(QWidget *parent, const QString &title, const QString &nameLabel,
                    const QString &suggested, const QString &filter, QFileDialog::Options options)
{
    QFileDialog dialog(parent, title, suggested, filter);
    return ask(dialog, nameLabel, options);
}

QString askMapFolder(QWidget *parent, const QString &title, const QString &nameLabel,
                     const QString &suggested, const QString &mapId)
{
    // A map's folder is offered by its name in the folder it is in (the s47 walk's second
    // Save As showed an empty field), a new one's too; another folder is opened.
    const QFileInfo map(suggested);
    const bool offered = holdsMap(suggested) || !map.exists();
    MapFolderDialog dialog(parent, title, offered ? map.absolutePath() : suggested,
                           offered ? map.fileName() : QString(), mapId, nameLabel);
    dialog.exec();
    return dialog.chosen();
}

} // namespace vinci
