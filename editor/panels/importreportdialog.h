#pragma once

#include "svg/svgimporter.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QTreeWidget;

namespace vinci {

class MapDocument;

/**
 * What an import did, element by element: SVG features Qt 6.4 will not render, shapes left
 * out, ids given, and why each shape became a province or a sea zone. Double-clicking a line
 * selects its area. Decisions are hidden until asked for, warnings always show.
 */
class ImportReportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportReportDialog(const QString &fileName, const ImportedMap &imported, MapDocument *document,
                       QWidget *parent = nullptr);

private:
    void fill();

    std::vector<ImportNote> m_notes;
    QPointer<MapDocument> m_document;
    QTreeWidget *m_list;
    QCheckBox *m_showDecisions;
};

} // namespace vinci
