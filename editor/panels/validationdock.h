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
 * that a click opens or folds. Double-clicking a finding selects the areas it names (for a
 * name not given, with the keyboard in that language's field), or goes to the map's field it
 * is about (its author, say). The title counts errors and warnings.
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
    /**
     * The designer asked to fix a finding about the map itself (double-click): its `element`
     * as map.json names it ("author", "licence", "id", "names").
     */
    void mapFieldRequested(const QString &element);
    /**
     * The designer asked to give the selected area its name in `language` (double-click on
     * a name not given; 0 English, 1 French, 2 German).
     */
    void areaNameRequested(int language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showFindings();
    /**
     * The folded line's icon: the warning sign, in line with the other lines' signs, then its
     * arrow (right when folded, down when open). The arrow is the line's own, not the tree's: a
     * tree decorated for it set every line in by an arrow's width (the s44 walk).
     */
    void showFoldArrow();

    QPointer<MapValidation> m_validation;
    QTreeWidget *m_list;
    /** The line the names not given in every language are folded under; null when none. */
    QTreeWidgetItem *m_untranslated = nullptr;
};

} // namespace vinci
