#include "svgtree.h"

#include <QCoreApplication>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** The declarations of a style attribute, in order: (name, value). */
std::vector<std::pair<QStringView, QStringView>> styleDeclarations(QStringView style)
{
    std::vector<std::pair<QStringView, QStringView>> declarations;
    for (const QStringView declaration : style.tokenize(u';')) {
        const qsizetype colon = declaration.indexOf(u':');
        if (colon > 0)
            declarations.emplace_back(declaration.first(colon).trimmed(),
                                      declaration.sliced(colon + 1).trimmed());
    }
    return declarations;
}

void writeNode(QXmlStreamWriter &writer, const SvgNode &node)
{
    switch (node.type) {
    case SvgNode::Type::Element:
        writer.writeStartElement(node.name);
        for (const auto &[name, value] : node.attributes)
            writer.writeAttribute(name, value);
        for (const auto &child : node.children)
            writeNode(writer, *child);
        writer.writeEndElement();
        break;
    case SvgNode::Type::Text:
        writer.writeCharacters(node.text);
        break;
    case SvgNode::Type::CData:
        writer.writeCDATA(node.text);
        break;
    case SvgNode::Type::Comment:
        writer.writeComment(node.text);
        break;
    case SvgNode::Type::ProcessingInstruction:
        writer.writeProcessingInstruction(node.name, node.text);
        break;
    case SvgNode::Type::Dtd:
        writer.writeDTD(node.text);
        break;
    }
}

void visitElements(SvgNode &node, const std::function<bool(SvgNode &)> &visit)
{
    for (const auto &child : node.children) {
        if (child->isElement() && visit(*child))
            visitElements(*child, visit);
    }
}

/** `value` with every "#old" reference (href or url()) pointing at `newId` instead. */
QString renamedReference(const QString &value, const QString &oldId, const QString &newId)
{
    if (value == u'#' + oldId)
        return u'#' + newId;
    QString result = value;
    for (const QString &quote : {QString(), u"'"_s, u"\""_s}) {
        result.replace(u"url("_s + quote + u'#' + oldId + quote + u')',
                       u"url("_s + quote + u'#' + newId + quote + u')');
    }
    return result;
}

} // namespace

QStringView SvgNode::tag() const
{
    const QStringView qualified(name);
    return qualified.startsWith(u"svg:") ? qualified.sliced(4) : qualified;
}

QString SvgNode::attribute(QStringView qualifiedName) const
{
    for (const auto &[key, value] : attributes) {
        if (key == qualifiedName)
            return value;
    }
    return {};
}

bool SvgNode::hasAttribute(QStringView qualifiedName) const
{
    for (const auto &attribute : attributes) {
        if (attribute.first == qualifiedName)
            return true;
    }
    return false;
}

void SvgNode::setAttribute(const QString &qualifiedName, const QString &value)
{
    for (auto &attribute : attributes) {
        if (attribute.first == qualifiedName) {
            attribute.second = value;
            return;
        }
    }
    attributes.emplace_back(qualifiedName, value);
}

void SvgNode::removeAttribute(QStringView qualifiedName)
{
    std::erase_if(attributes,
                  [&](const auto &attribute) { return attribute.first == qualifiedName; });
}

QString SvgNode::property(QStringView propertyName) const
{
    const QString style = attribute(u"style");
    for (const auto &[key, value] : styleDeclarations(style)) {
        if (key == propertyName)
            return value.toString();
    }
    return attribute(propertyName);
}

bool SvgNode::hasProperty(QStringView propertyName) const
{
    if (hasAttribute(propertyName))
        return true;
    const QString style = attribute(u"style");
    for (const auto &declaration : styleDeclarations(style)) {
        if (declaration.first == propertyName)
            return true;
    }
    return false;
}

int SvgNode::indexInParent() const
{
    if (!parent)
        return -1;
    for (std::size_t i = 0; i < parent->children.size(); ++i) {
        if (parent->children[i].get() == this)
            return static_cast<int>(i);
    }
    return -1;
}

SvgNode *SvgNode::insertChild(std::unique_ptr<SvgNode> child, int position)
{
    child->parent = this;
    SvgNode *raw = child.get();
    if (position < 0 || static_cast<std::size_t>(position) >= children.size())
        children.push_back(std::move(child));
    else
        children.insert(children.begin() + position, std::move(child));
    return raw;
}

std::unique_ptr<SvgNode> SvgNode::takeFromParent()
{
    const int index = indexInParent();
    if (index < 0)
        return nullptr;
    SvgNode *holder = parent;
    std::unique_ptr<SvgNode> self = std::move(holder->children[static_cast<std::size_t>(index)]);
    holder->children.erase(holder->children.begin() + index);
    self->parent = nullptr;
    return self;
}

std::unique_ptr<SvgNode> SvgNode::cloneShallow() const
{
    auto copy = std::make_unique<SvgNode>();
    copy->type = type;
    copy->name = name;
    copy->text = text;
    copy->attributes = attributes;
    return copy;
}

std::unique_ptr<SvgNode> SvgNode::element(const QString &name)
{
    auto node = std::make_unique<SvgNode>();
    node->name = name;
    return node;
}

std::optional<SvgTree> SvgTree::parse(const QByteArray &xml, QString *error)
{
    SvgTree tree;
    tree.m_document = std::make_unique<SvgNode>();
    QXmlStreamReader reader(xml);
    // Inkscape and Illustrator prefixes are kept as written, declared or not (as Qt SVG does).
    reader.setNamespaceProcessing(false);
    SvgNode *current = tree.m_document.get();
    int depth = 0;
    auto add = [&](SvgNode::Type type, const QString &name, const QString &text) {
        auto node = std::make_unique<SvgNode>();
        node->type = type;
        node->name = name;
        node->text = text;
        current->insertChild(std::move(node));
    };
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartDocument:
            tree.m_version = reader.documentVersion().toString();
            tree.m_hasDeclaration = !tree.m_version.isEmpty();
            tree.m_standalone = reader.isStandaloneDocument();
            break;
        case QXmlStreamReader::StartElement: {
            // The tree is walked recursively: a file nested deeper than any drawing is refused
            // rather than allowed to exhaust the stack.
            if (++depth > SvgTree::maxDepth) {
                reader.raiseError(QCoreApplication::translate("SvgTree", "elements nested more "
                                                                         "than %1 deep")
                                      .arg(SvgTree::maxDepth));
                break;
            }
            auto node = std::make_unique<SvgNode>();
            node->name = reader.qualifiedName().toString();
            node->line = static_cast<int>(reader.lineNumber());
            node->column = static_cast<int>(reader.columnNumber()) + 1;
            for (const QXmlStreamAttribute &attribute : reader.attributes())
                node->attributes.emplace_back(attribute.qualifiedName().toString(),
                                              attribute.value().toString());
            SvgNode *raw = current->insertChild(std::move(node));
            if (!tree.m_root && current == tree.m_document.get())
                tree.m_root = raw;
            current = raw;
            break;
        }
        case QXmlStreamReader::EndElement:
            --depth;
            if (current->parent)
                current = current->parent;
            break;
        case QXmlStreamReader::Characters:
            add(reader.isCDATA() ? SvgNode::Type::CData : SvgNode::Type::Text, {},
                reader.text().toString());
            break;
        case QXmlStreamReader::Comment:
            add(SvgNode::Type::Comment, {}, reader.text().toString());
            break;
        case QXmlStreamReader::ProcessingInstruction:
            add(SvgNode::Type::ProcessingInstruction,
                reader.processingInstructionTarget().toString(),
                reader.processingInstructionData().toString());
            break;
        case QXmlStreamReader::DTD:
            add(SvgNode::Type::Dtd, {}, reader.text().toString().trimmed());
            break;
        default:
            break;
        }
    }
    if (reader.hasError() || !tree.m_root) {
        if (error) {
            const QString fault =
                reader.hasError()
                    ? reader.errorString()
                    : QCoreApplication::translate("SvgTree", "the file has no element");
            *error =
                u"%1:%2: %3"_s.arg(reader.lineNumber()).arg(reader.columnNumber() + 1).arg(fault);
        }
        return std::nullopt;
    }
    return tree;
}

QByteArray SvgTree::serialize() const
{
    QByteArray bytes;
    QXmlStreamWriter writer(&bytes);
    writer.setAutoFormatting(false);
    if (m_hasDeclaration) {
        writer.writeStartDocument(m_version, m_standalone);
        // Qt writes no line break after the declaration; files conventionally have one.
        writer.writeCharacters(u"\n"_s);
    }
    for (const auto &node : m_document->children) {
        writeNode(writer, *node);
        // The reader drops the line breaks between top-level nodes.
        if (!node->isElement())
            writer.writeCharacters(u"\n"_s);
    }
    if (!bytes.endsWith('\n'))
        bytes.append('\n');
    return bytes;
}

SvgNode *SvgTree::findById(QStringView id) const
{
    SvgNode *found = nullptr;
    forEachElement([&](SvgNode &node) {
        if (!found && node.attribute(u"id") == id)
            found = &node;
        return !found;
    });
    return found;
}

void SvgTree::forEachElement(const std::function<bool(SvgNode &)> &visit) const
{
    if (m_document)
        visitElements(*m_document, visit);
}

std::vector<QString> SvgTree::ids() const
{
    std::vector<QString> result;
    forEachElement([&](SvgNode &node) {
        const QString id = node.attribute(u"id");
        if (!id.isEmpty())
            result.push_back(id);
        return true;
    });
    return result;
}

void SvgTree::renameReferences(const QString &oldId, const QString &newId)
{
    forEachElement([&](SvgNode &node) {
        for (auto &[name, value] : node.attributes) {
            if (name != u"id" && value.contains(u'#' + oldId))
                value = renamedReference(value, oldId, newId);
        }
        return true;
    });
}

} // namespace vinci
