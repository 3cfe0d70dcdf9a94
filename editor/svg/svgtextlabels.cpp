#include "svgtextlabels.h"

#include "mapformat/svgelementfeatures.h"
#include "svgtree.h"

#include <QSet>
#include <QSvgRenderer>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** The characters of an element and its tspans, in order. */
QString characters(const SvgNode &node)
{
    QString text;
    for (const auto &child : node.children) {
        if (child->type == SvgNode::Type::Text || child->type == SvgNode::Type::CData)
            text += child->text;
        else if (child->isElement() && child->tag() == u"tspan")
            text += u' ' + characters(*child);
    }
    return text;
}

/** Collects the drawn texts in document order (not those in defs, never drawn). */
std::vector<SvgNode *> drawnTexts(const SvgTree &tree)
{
    std::vector<SvgNode *> texts;
    tree.forEachElement([&](SvgNode &node) {
        const QStringView tag = node.tag();
        if (tag.contains(u':') || isSvgNeverDrawn(tag))
            return false;
        if (tag == u"text") {
            texts.push_back(&node);
            return false;
        }
        return true;
    });
    return texts;
}

} // namespace

std::vector<SvgTextLabel> findSvgTextLabels(const SvgTree &tree)
{
    const std::vector<SvgNode *> texts = drawnTexts(tree);
    if (texts.empty())
        return {};
    // QSvgRenderer finds elements by id only: a copy of the drawing gives each text one.
    std::optional<SvgTree> copy = SvgTree::parse(tree.serialize());
    if (!copy)
        return {};
    const std::vector<SvgNode *> copiedTexts = drawnTexts(*copy);
    QSet<QString> used;
    for (const QString &id : copy->ids())
        used.insert(id);
    QStringList ids;
    for (SvgNode *text : copiedTexts) {
        QString id;
        for (int n = static_cast<int>(ids.size());; ++n) {
            id = u"vinci-text-label-%1"_s.arg(n);
            if (!used.contains(id))
                break;
        }
        used.insert(id);
        ids << id;
        text->setAttribute(u"id"_s, id);
    }
    QSvgRenderer renderer(copy->serialize());
    std::vector<SvgTextLabel> labels;
    for (std::size_t i = 0; i < texts.size() && i < copiedTexts.size(); ++i) {
        const QString text = characters(*texts[i]).simplified();
        const QString &id = ids.at(static_cast<qsizetype>(i));
        if (text.isEmpty() || !renderer.elementExists(id))
            continue;
        const QRectF bounds =
            renderer.transformForElement(id).mapRect(renderer.boundsOnElement(id));
        if (bounds.isEmpty())
            continue;
        labels.push_back({texts[i], text, bounds});
    }
    return labels;
}

std::optional<std::size_t> areaNamedBy(const SvgTextLabel &label,
                                       const std::vector<QPainterPath> &outlines)
{
    const QPointF centre = label.bounds.center();
    std::optional<std::size_t> best;
    qreal bestSize = 0;
    for (std::size_t i = 0; i < outlines.size(); ++i) {
        const QRectF box = outlines[i].boundingRect();
        if (!box.contains(centre))
            continue;
        const qreal size = box.width() * box.height();
        if (!best || size < bestSize) {
            best = i;
            bestSize = size;
        }
    }
    return best;
}

} // namespace vinci
