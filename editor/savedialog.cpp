#include "savedialog.h"

namespace vinci {

QString askSavePath(QWidget *parent, const QString &title, const QString &nameLabel,
                    const QString &suggested, const QString &filter, QFileDialog::Options options)
{
    QFileDialog dialog(parent, title, suggested, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setOptions(options);
    dialog.setLabelText(QFileDialog::FileName, nameLabel);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().front();
}

} // namespace vinci
