#include "canvascontextmenu.h"

#include "document/editactions.h"
#include "document/linkcommands.h"
#include "document/mapdocument.h"

#include <QMenu>
#include <QMessageBox>

#include <algorithm>

namespace vinci {

namespace {

void showRefusal(QWidget *parent, const QString &error)
{
    if (!error.isEmpty())
        QMessageBox::warning(parent, CanvasContextMenu::tr("Vinci Map Editor"), error);
}

} // namespace

void CanvasContextMenu::forLink(MapDocument *document, const LinkPair &pair, QPoint globalPos,
                                QWidget *parent)
{
    const int position = document->linkIndex(pair);
    if (position < 0)
        return;
    const LinkData link = document->map().links[static_cast<std::size_t>(position)];
    QMenu menu(parent);
    // Titled by the areas' names, as the inspector and the lists call them, not by their ids.
    menu.addSection(document->linkName(pair));
    for (const LinkKind kind : {LinkKind::Land, LinkKind::Coast, LinkKind::Sea}) {
        QAction *action = menu.addAction(linkKindName(kind));
        action->setCheckable(true);
        action->setChecked(link.kind == kind);
        action->setEnabled(EditActions::linkKindFits(document, pair, kind));
        QObject::connect(action, &QAction::triggered, parent, [=] {
            QString error;
            if (!EditActions::setLinkKind(document, pair, kind, &error))
                showRefusal(parent, error);
        });
    }
    menu.addSeparator();
    QAction *manual = menu.addAction(tr("Set by hand (kept when adjacency runs again)"));
    manual->setCheckable(true);
    manual->setChecked(link.manual);
    QObject::connect(manual, &QAction::toggled, parent,
                     [=](bool on) { EditActions::setLinkManual(document, pair, on); });
    QAction *remove = menu.addAction(tr("Delete link"));
    QObject::connect(remove, &QAction::triggered, parent,
                     [=] { EditActions::removeLinks(document, {pair}); });
    menu.exec(globalPos);
}

void CanvasContextMenu::forAreas(MapDocument *document, QPoint globalPos, QWidget *parent)
{
    const std::vector<AreaIndex> areas = document->selectedAreas();
    if (areas.empty())
        return;
    QMenu menu(parent);
    const int count = static_cast<int>(areas.size());
    menu.addSection(count == 1 ? document->areaName(document->area(areas.front()).id)
                               : tr("%n area(s)", nullptr, count));
    auto kindAction = [&](AreaKind kind, const QString &text) {
        QAction *action = menu.addAction(text);
        QObject::connect(action, &QAction::triggered, parent, [=] {
            QString error;
            if (!EditActions::setAreaKind(document, areas, kind, &error))
                showRefusal(parent, error);
        });
    };
    // Only the conversions that change something: "Make province" when a sea zone is selected.
    const auto anyOf = [&](AreaKind kind) {
        return std::any_of(areas.begin(), areas.end(),
                           [&](AreaIndex index) { return document->area(index).kind == kind; });
    };
    if (anyOf(AreaKind::Sea))
        kindAction(AreaKind::Land, tr("Make province"));
    if (anyOf(AreaKind::Land))
        kindAction(AreaKind::Sea, tr("Make sea zone"));
    QAction *neighbours = menu.addAction(tr("Select neighbours"));
    QObject::connect(neighbours, &QAction::triggered, parent, [=] {
        QStringList ids;
        for (AreaIndex index : areas) {
            const QString id = document->area(index).id;
            for (const LinkData &link : document->map().links) {
                if (LinkPair::of(link).contains(id))
                    ids << LinkPair::of(link).other(id);
            }
        }
        document->selectIds(ids);
    });
    menu.addSeparator();
    QAction *remove = menu.addAction(tr("Not an area (keep as decoration)"));
    QObject::connect(remove, &QAction::triggered, parent, [=] {
        QString error;
        if (!EditActions::removeAreas(document, areas, &error))
            showRefusal(parent, error);
    });
    menu.exec(globalPos);
}

} // namespace vinci
