#pragma once

#include <QDockWidget>
#include <QPointer>

class QTreeWidget;
class QTreeWidgetItem;

namespace vinci {

struct MapFinding;
class MapValidation;

/**
 * The validation panel (Tiled's Issues view), a view of a document's MapValidation: its
 * findings, errors first, the names not given in every language last, folded into one line
 * that a click opens or folds. Double-clicking a finding selects the areas it names (for a
 * name not given, with the keyboard in that language's field), or goes to the map's field it
 * is about (its author, say). The title counts errors and warnings.
 *
 * Under the pointer the list keeps still: a finding fixed meanwhile (a name typed after a
 * double-click) stays where it was, struck out, and new ones come at the end; the list is
 * tidied once the pointer leaves it. The s49 walk's next double-click, after a fix had taken
 * its line away and the list back to its top, opened another issue than the one it aimed at.
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
    /** The pointer leaving the list tidies it (showAll()). */
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The findings as they are now: in place under the pointer, else the whole list again. */
    void showFindings();
    /** Every finding in its place, errors first; the lines fixed meanwhile gone. */
    void showAll();
    /**
     * The lines shown kept where they are: each finding still there updated, the ones fixed
     * struck out, the new ones added at the end.
     */
    void updateInPlace();
    /** A line for `finding`, under `parent` (null: at the top level). */
    QTreeWidgetItem *addFinding(QTreeWidgetItem *parent, const MapFinding &finding);
    /** Fills `item` with `finding`: its words, sign, tooltip and what a double-click opens. */
    void setFinding(QTreeWidgetItem *item, const MapFinding &finding) const;
    /** The line that says the map loads, when there is no finding and it is not shown yet. */
    void showNoProblems();
    /** The title (errors and warnings) and the folded line's count. */
    void showCounts();
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
    /** The line that says the map loads; null when not shown. */
    QTreeWidgetItem *m_noProblems = nullptr;
    /** Some lines are struck out as fixed, waiting for the pointer to leave. */
    bool m_holdsFixed = false;
};

} // namespace vinci
