#include "undotext.h"

#include "mapdocument.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstring>

namespace vinci {

UndoText::UndoText(const char *context, const char *source, int n)
    : m_context(context)
    , m_source(source)
    , m_n(n)
{}

UndoText::UndoText(QString fixed)
    : m_fixed(std::move(fixed))
{}

UndoText &UndoText::arg(const QString &text)
{
    m_arguments.emplace_back([text] { return text; });
    return *this;
}

UndoText &UndoText::arg(Argument argument)
{
    m_arguments.push_back(std::move(argument));
    return *this;
}

UndoText &UndoText::areaArg(const MapDocument *document, const QString &id)
{
    return arg([document, id] { return document->areaName(id); });
}

UndoText UndoText::ofAreas(const char *context, const char *named, const char *counted,
                           const MapDocument *document, const QStringList &ids)
{
    const auto count = static_cast<int>(ids.size());
    if (count > namedAreas)
        return {context, counted, count};
    // The History read "Set terrain to prairie" without saying whose (the s44 walk).
    return UndoText(context, named, count).arg([document, ids] {
        QStringList names;
        for (const QString &id : ids)
            names << document->areaName(id);
        return QLocale().createSeparatedList(names);
    });
}

QString UndoText::translated() const
{
    QString text =
        m_source ? QCoreApplication::translate(m_context, m_source, nullptr, m_n) : m_fixed;
    // All at once where QString::arg takes them, so that a name holding "%2" stays as it is.
    std::vector<QString> values;
    values.reserve(m_arguments.size());
    for (const Argument &argument : m_arguments)
        values.push_back(argument());
    switch (values.size()) {
    case 0:
        return text;
    case 1:
        return text.arg(values[0]);
    case 2:
        return text.arg(values[0], values[1]);
    case 3:
        return text.arg(values[0], values[1], values[2]);
    default:
        for (const QString &value : values)
            text = text.arg(value);
        return text;
    }
}

bool UndoText::sameSource(const UndoText &other) const
{
    if (!m_source || !other.m_source)
        return !m_source && !other.m_source && m_fixed == other.m_fixed;
    return std::strcmp(m_source, other.m_source) == 0 &&
           std::strcmp(m_context, other.m_context) == 0;
}

TranslatedCommand::TranslatedCommand(UndoText text, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_text(std::move(text))
{
    retranslate();
}

void TranslatedCommand::setUndoText(UndoText text)
{
    m_text = std::move(text);
    retranslate();
}

} // namespace vinci
