#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace vinci {

/**
 * One node of an SvgTree: an element with its attributes in file order, or a piece of text, a
 * comment, a processing instruction or a DTD.
 */
struct SvgNode
{
    enum class Type : quint8
    {
        Element,
        Text,
        CData,
        Comment,
        ProcessingInstruction,
        Dtd,
    };

    Type type = Type::Element;
    QString name; ///< qualified element name ("path", "svg:g"), or a processing instruction target
    QString text; ///< text, comment, processing-instruction data or the DTD
    std::vector<std::pair<QString, QString>> attributes; ///< qualified name, value; file order
    std::vector<std::unique_ptr<SvgNode>> children;
    SvgNode *parent = nullptr;
    int line = 0;   ///< where the element starts in the file it was read from (1-based); 0 if new
    int column = 0; ///< 1-based

    bool isElement() const { return type == Type::Element; }
    /** The element name without an "svg:" prefix. */
    QStringView tag() const;
    /** The attribute's value, or a null string. */
    QString attribute(QStringView qualifiedName) const;
    bool hasAttribute(QStringView qualifiedName) const;
    /** Sets an attribute, keeping its place when it exists, appending it otherwise. */
    void setAttribute(const QString &qualifiedName, const QString &value);
    void removeAttribute(QStringView qualifiedName);
    /** The value of a property given by the style attribute (which wins) or an attribute. */
    QString property(QStringView name) const;
    /** Whether the element sets this property itself (style or attribute). */
    bool hasProperty(QStringView name) const;

    /** This node's position among its parent's children (-1 for the root). */
    int indexInParent() const;
    /** Adds `child` at `position` (-1: at the end) and returns it. */
    SvgNode *insertChild(std::unique_ptr<SvgNode> child, int position = -1);
    /** Removes this node from its parent and hands it over. */
    std::unique_ptr<SvgNode> takeFromParent();
    /** A new element with the same name and attributes and no children. */
    std::unique_ptr<SvgNode> cloneShallow() const;
    /** A new element named `name` (no line). */
    static std::unique_ptr<SvgNode> element(const QString &name);
};

/**
 * An SVG file as a tree that is written back as it was read: element and attribute order,
 * whitespace, comments, prefixes (inkscape:label) and the DTD all survive, so an edit (an id
 * given, an element moved into a layer) changes only what it touches. Not an SVG interpreter:
 * shapes and transforms are QSvgRenderer's business.
 */
class SvgTree
{
public:
    /** Deeper nesting is refused (no drawing comes near it; the tree is walked recursively). */
    static constexpr int maxDepth = 512;

    /** Reads XML; on failure returns nothing and sets `error` to "line:column: fault". */
    static std::optional<SvgTree> parse(const QByteArray &xml, QString *error = nullptr);

    SvgTree() = default;
    SvgTree(SvgTree &&) = default;
    SvgTree &operator=(SvgTree &&) = default;

    /** The document as UTF-8 XML. */
    QByteArray serialize() const;

    /** The top element (<svg>); never null after a successful parse. */
    SvgNode *root() const { return m_root; }
    /** The first element with this id in document order, or null. */
    SvgNode *findById(QStringView id) const;
    /** Calls `visit` on every element in document order; `visit` returns false to skip its subtree.
     */
    void forEachElement(const std::function<bool(SvgNode &)> &visit) const;
    /** Every id used in the document. */
    std::vector<QString> ids() const;

    /**
     * Replaces references to `oldId` ("#old" in href, "url(#old)" in any attribute or style)
     * by references to `newId`; the element's own id is not changed here.
     */
    void renameReferences(const QString &oldId, const QString &newId);

private:
    std::unique_ptr<SvgNode> m_document; ///< a nameless holder of the top-level nodes
    SvgNode *m_root = nullptr;
    QString m_version;
    bool m_hasDeclaration = false;
    bool m_standalone = false;
};

} // namespace vinci
