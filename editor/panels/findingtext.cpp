#include "findingtext.h"

#include "document/mapdocument.h"
#include "document/mapvalidation.h"

#include <QStringList>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** The map's own fields and the rule tables, by their JSON names. */
QString fieldName(QStringView element)
{
    if (element == u"id")
        return FindingText::tr("Map id");
    if (element == u"names" || element.startsWith(u"names."))
        return FindingText::tr("Map name");
    if (element == u"author")
        return FindingText::tr("Author");
    if (element == u"licence")
        return FindingText::tr("Licence");
    if (element == u"provinces")
        return FindingText::tr("Provinces");
    if (element == u"rules")
        return FindingText::tr("Rule sets");
    if (element == u"links")
        return FindingText::tr("Links");
    return {};
}

/** "Classic rules: extra pawns" for rules.classic.extraPawns; empty for another path. */
QString ruleTableName(const QString &element)
{
    const QStringList parts = element.split(u'.');
    if (parts.size() != 3 || parts[0] != u"rules")
        return {};
    QString table;
    if (parts[1] == u"classic")
        table = FindingText::tr("Classic rules");
    else if (parts[1] == u"online2013")
        table = FindingText::tr("Online 2013 rules");
    QString field;
    if (parts[2] == u"playerCounts")
        field = FindingText::tr("players");
    else if (parts[2] == u"extraPawns")
        field = FindingText::tr("extra pawns");
    else if (parts[2] == u"victoryPoints")
        field = FindingText::tr("victory points");
    else if (parts[2] == u"rounds")
        field = FindingText::tr("rounds");
    if (table.isEmpty() || field.isEmpty())
        return {};
    return FindingText::tr("%1: %2", "a rule table and its column").arg(table, field);
}

} // namespace

QString FindingText::subject(const MapFinding &finding, const MapDocument &document)
{
    if (QString field = fieldName(finding.element); !field.isEmpty())
        return field;
    if (QString table = ruleTableName(finding.element); !table.isEmpty())
        return table;
    // An area, a link or a rejected pair, in map.json or the drawing: the areas by name, as
    // the rest of the editor names them.
    if (!finding.ids.isEmpty()) {
        QStringList names;
        for (const QString &id : finding.ids)
            names << document.areaName(id);
        return names.join(u" – "_s);
    }
    return finding.element;
}

QString FindingText::of(const MapFinding &finding, const MapDocument &document)
{
    if (finding.fault.isEmpty())
        return finding.message;
    const QString about = subject(finding, document);
    if (about.isEmpty())
        return finding.message; // a whole file: named, as the file is what is wrong
    QString text =
        tr("%1: %2", "what a finding is about, then what is wrong").arg(about, finding.fault);
    // A name not given is filled in from its line, as the author and licence are, and says so
    // as they do (the s47 walk: "Map name: no name in French" did not).
    if (MapValidation::missingNameLanguage(finding))
        return tr("%1 (double-click to fill it in)", "a missing name's finding").arg(text);
    return text;
}

} // namespace vinci
