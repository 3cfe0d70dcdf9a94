#include "dialogs/quickreferenceactions.h"

#include "dialogfolder.h"
#include "dialogs/quickreference.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>

#include <memory>

namespace vinci {

QuickReferenceActions::QuickReferenceActions(QWidget *window, std::function<RuleSetId()> rules)
    : QObject(window)
    , m_window(window)
    , m_rules(std::move(rules))
    , m_print(new QAction(this))
    , m_export(new QAction(this))
{
    m_print->setObjectName(QStringLiteral("printQuickReference"));
    m_export->setObjectName(QStringLiteral("exportQuickReference"));
    connect(m_print, &QAction::triggered, this, &QuickReferenceActions::printReference);
    connect(m_export, &QAction::triggered, this, &QuickReferenceActions::exportReference);
    retranslate();
}

void QuickReferenceActions::retranslate()
{
    m_print->setText(tr("&Print Quick Reference..."));
    m_export->setText(tr("E&xport Quick Reference as PDF..."));
}

void QuickReferenceActions::printReference()
{
    const RuleSetId rules = m_rules();
    // Window-modal and opened, not exec()'d: the game's window stays drawn behind it.
    // The printer lives as long as the slot that holds it, which goes with the dialog (after
    // the dialog's own destructor, which may still read it).
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    auto *dialog = new QPrintDialog(printer.get(), m_window);
    dialog->setWindowTitle(tr("Print Quick Reference"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, dialog,
            [printer, rules] { QuickReference::print(rules, printer.get()); });
    dialog->open();
}

void QuickReferenceActions::exportReference()
{
    const RuleSetId rules = m_rules();
    const QString title = tr("Export Quick Reference as PDF");
    auto *dialog = new QFileDialog(m_window, title,
                                   DialogFolder::suggest(QuickReference::proposedFileName(rules)),
                                   tr("PDF documents (*.pdf)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("pdf"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, title, rules](const QString &file) {
        QString error;
        if (QuickReference::writePdf(rules, file, &error))
            DialogFolder::remember(file);
        else
            QMessageBox::warning(m_window, title, error);
    });
    dialog->open();
}

} // namespace vinci
