#pragma once

#include "adjacency/adjacencyfinder.h"
#include "adjacency/adjacencyplan.h"
#include "translatedtexts.h"

#include <QDockWidget>
#include <QPointer>
#include <QSet>

#include <optional>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace vinci {

class MapDocument;

/**
 * Automatic adjacency: the finder's options (tolerance for hand-drawn gaps, minimum border,
 * widest water a coast link crosses), a Find button, and its proposals compared with the
 * map's links: links to add, kinds to change, automatic links no longer found, corner-only
 * touches to decide, overlaps and unusable shapes. The designer checks what to accept and
 * applies it in one undo step, or rejects it (not proposed again in this session). Links set
 * by hand are never touched.
 */
class AdjacencyDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AdjacencyDock(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);

    /** Runs the finder with the current options. */
    void findLinks();
    /** Accepts every checked proposal. */
    void applyChecked();
    /** Turns down every checked proposal for this session. */
    void rejectChecked();
    const AdjacencyPlan &plan() const { return m_plan; }
    AdjacencyOptions options() const;

signals:
    /** Proposals to add, for the canvas to draw dotted. */
    void proposalsChanged(const std::vector<LinkData> &proposals);
    void showAreasRequested(const QStringList &ids);

protected:
    void changeEvent(QEvent *event) override;

private:
    void replan();
    void showPlan();
    void setDefaultOptions();

    TranslatedTexts m_texts{staticMetaObject.className()};
    QPointer<MapDocument> m_document;
    QDoubleSpinBox *m_tolerance;
    QDoubleSpinBox *m_minimumBorder;
    QDoubleSpinBox *m_coastGap;
    QPushButton *m_find;
    QLabel *m_summary;
    QTreeWidget *m_tree;
    QPushButton *m_apply;
    QPushButton *m_reject;
    std::optional<AdjacencyResult> m_result;
    AdjacencyPlan m_plan;
    QSet<LinkPair> m_rejected;
};

} // namespace vinci
