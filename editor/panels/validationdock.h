#pragma once

#include <QDockWidget>
#include <QPointer>

class QTreeWidget;
class QTreeWidgetItem;

namespace vinci {

class MapValidation;

/**
 * The validation panel (Tiled's Issues view), a view of a document's MapValidation: its
 * findings, errors first, the names not given in every language last, folded into one line
 * that a click opens or folds. Double-clicking a finding selects the areas it names. The title
 * counts errors and warnings.
 */
class ValidationDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ValidationDock(QWidget *parent = nullptr);
    void setValidation(MapValidation *validation);

signals:
    /** The designer asked to see these areas (double-click). */
    void showAreasRequested(const QStringList &ids);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showFindings();
    /**
     * The folded line's icon: its arrow (right when folded, down when open), then the warning
     * sign. The arrow is the line's own, not the tree's: a tree decorated for it set every
     * line in by an arrow's width (the s44 walk).
     */
    void showFoldArrow();

    QPointer<MapValidation> m_validation;
    QTreeWidget *m_list;
    /** The line the names not given in every language are folded under; null when none. */
    QTreeWidgetItem *m_untranslated = nullptr;
};

} // namespace vinci
