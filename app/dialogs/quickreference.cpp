#include "dialogs/quickreference.h"

#include "dialogs/howtoplaytext.h"
#include "dialogs/tilehelpdialog.h"
#include "rules/tiletable.h"

#include <QFile>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** The tile table's rows of one colour group, in the bag of `rules`. */
QString tileRows(const RuleSet &rules, TileGroup group)
{
    QString rows;
    for (const TileCount &count : rules.tileMix(false, rules.maxPlayers)) {
        const TileInfo &info = tileInfo(count.kind);
        if (info.group != group)
            continue;
        const QString pawns = info.kind == TileKind::Specialization
                                  ? QuickReference::tr("other + 1")
                                  : QString::number(tilePawnNumber(info.kind, rules.id));
        rows +=
            u"<tr><td><b>%1</b></td><td align='center'>%2</td><td align='center'>%3</td>"
            u"<td align='center'>%4</td><td>%5</td></tr>"_s.arg(
                tileName(info.kind, rules.id).toHtmlEscaped(), pawns, QString::number(count.copies),
                info.staysInDecline ? QuickReference::tr("yes") : QString(),
                tileEffect(info.kind, rules.id).toHtmlEscaped());
    }
    return rows;
}

QString groupColour(TileGroup group)
{
    switch (group) {
    case TileGroup::VictoryPoints:
        return u"#f3e2a0"_s;
    case TileGroup::Combat:
        return u"#f1c9cf"_s;
    case TileGroup::Special:
        return u"#c9dcf1"_s;
    }
    return {};
}

} // namespace

QString QuickReference::html(RuleSetId id)
{
    const RuleSet &rules = ruleSet(id);
    const QString turn = u"<h2>%1</h2>%2%3<h3>%4</h3>%5%6"_s.arg(
        tr("The turn").toHtmlEscaped(), HowToPlayText::turnKinds(), HowToPlayText::firstTurn(rules),
        tr("Decline").toHtmlEscaped(), HowToPlayText::declineSteps(rules),
        HowToPlayText::declineContact(rules));
    const QString costs = u"<h2>%1</h2>%2%3%4%5"_s.arg(
        tr("Costs").toHtmlEscaped(), HowToPlayText::price(rules), HowToPlayText::newPawns(rules),
        HowToPlayText::conquestCost(rules), HowToPlayText::terrainTable(rules));
    const QString scoring = u"<h2>%1</h2>%2%3%4"_s.arg(
        tr("Scoring and the end").toHtmlEscaped(), HowToPlayText::players(rules),
        HowToPlayText::scoring(), HowToPlayText::gameLength(rules));

    QString tiles =
        u"<h2>%1</h2>%2<table class='tiles' cellspacing='0' width='100%'>"
        u"<tr><th align='left' width='29%'>%3</th><th width='8%'>%4</th><th width='8%'>%5</th>"
        u"<th width='11%'>%6</th><th align='left'>%7</th></tr>"_s.arg(
            tr("The tiles").toHtmlEscaped(), HowToPlayText::bag(rules), tr("Tile").toHtmlEscaped(),
            tr("Pawns").toHtmlEscaped(), tr("Copies").toHtmlEscaped(),
            tr("In decline").toHtmlEscaped(), tr("Effect").toHtmlEscaped());
    for (TileGroup group : {TileGroup::VictoryPoints, TileGroup::Combat, TileGroup::Special})
        tiles += u"<tr><td colspan='5' bgcolor='%1'><b>%2</b></td></tr>"_s.arg(
                     groupColour(group), TileHelpDialog::groupTitle(group).toHtmlEscaped()) +
                 tileRows(rules, group);
    tiles += u"</table>"_s;

    return u"<h1>%1</h1><p class='subtitle'>%2</p>"
           u"<table width='100%' cellspacing='0'><tr><td width='50%' valign='top'>%3</td>"
           u"<td width='50%' valign='top'>%4%5</td></tr></table>%6"_s.arg(
               tr("Vinci: quick reference").toHtmlEscaped(),
               HowToPlayText::ruleSetTitle(id).toHtmlEscaped(), turn, costs, scoring, tiles);
}

std::unique_ptr<QTextDocument> QuickReference::document(RuleSetId rules)
{
    auto document = std::make_unique<QTextDocument>();
    QFont font = document->defaultFont();
    font.setPointSizeF(7);
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    document->setDefaultStyleSheet(
        u"h1 { font-size: 15pt; color: #5a3d10; } h2 { font-size: 10pt; color: #5a3d10; "
        u"margin-top: 6px; margin-bottom: 2px; } h3 { font-size: 8pt; color: #5a3d10; "
        u"margin-top: 4px; margin-bottom: 0; } p, li { margin-top: 1px; margin-bottom: 2px; } "
        u"ol, ul { margin-top: 0; margin-bottom: 0; } td, th { padding: 1px 4px; } "
        u".subtitle { font-style: italic; } .rule { background-color: #f7efdf; } "
        u".tiles th { background-color: #eadcc0; }"_s);
    document->setHtml(html(rules));
    return document;
}

void QuickReference::print(RuleSetId rules, QPagedPaintDevice *device)
{
    document(rules)->print(device);
}

bool QuickReference::writePdf(RuleSetId rules, const QString &fileName, QString *error)
{
    // QPdfWriter says nothing when it cannot write: try the file first.
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error =
                tr("Cannot write %1: %2").arg(QFileInfo(fileName).fileName(), file.errorString());
        return false;
    }
    file.close();
    QPdfWriter writer(fileName);
    writer.setTitle(tr("Vinci: quick reference") + u" - "_s + HowToPlayText::ruleSetTitle(rules));
    writer.setCreator(u"Vinci"_s);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
    print(rules, &writer);
    return true;
}

QString QuickReference::proposedFileName(RuleSetId rules)
{
    QString name = tr("Vinci quick reference") + u" - "_s + HowToPlayText::ruleSetTitle(rules);
    name.remove(u'(').remove(u')');
    return name + u".pdf"_s;
}

} // namespace vinci
