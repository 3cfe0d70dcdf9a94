#include "dialogs/tilehelpdialog.h"

#include "panels/tileart.h"
#include "rules/civilizationtiles.h"
#include "rules/tiletable.h"
#include "windowplacement.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

constexpr int iconSize = 56;

QString groupIntro(TileGroup group)
{
    switch (group) {
    case TileGroup::VictoryPoints:
        return TileHelpDialog::tr("They earn more victory points, or earn them in other ways.");
    case TileGroup::Combat:
        return TileHelpDialog::tr("An advantage in combat, to expand an empire or to defend it.");
    case TileGroup::Special:
        return TileHelpDialog::tr("Various special abilities.");
    }
    return {};
}

QString sourceText(PawnSource source)
{
    switch (source) {
    case PawnSource::Text:
        return TileHelpDialog::tr("number from the rules");
    case PawnSource::Secondary:
        return TileHelpDialog::tr("number from a published review");
    case PawnSource::Estimated:
        return TileHelpDialog::tr("number estimated for this game");
    }
    return {};
}

/**
 * What a tile does once its civilization declines, under Online 2013, where "All tiles from the
 * declining civilization are maintained until the new civilization is declined, but only certain
 * tiles will have an effect": the broken column acts; Fortification's forts "remain on decline",
 * Militia's "will be removed"; Philosophy acts as the empire goes into decline.
 */
QString onlineDeclineFact(const TileInfo &info)
{
    if (info.staysInDecline)
        return TileHelpDialog::tr("acts in decline");
    switch (info.kind) {
    case TileKind::Fortification:
        return TileHelpDialog::tr("its forts remain in decline");
    case TileKind::Militia:
        return TileHelpDialog::tr("its forts go at decline");
    case TileKind::Philosophy:
        return TileHelpDialog::tr("acts as the empire declines");
    default:
        return TileHelpDialog::tr("kept in decline, without effect");
    }
}

/** How many copies of `kind` the rule set puts in the bag for `players` (0: none). */
int copiesInBag(const RuleSet &rules, TileKind kind, int players)
{
    for (const TileCount &count : rules.tileMix(false, players)) {
        if (count.kind == kind)
            return count.copies;
    }
    return 0;
}

} // namespace

QString TileHelpDialog::groupTitle(TileGroup group)
{
    switch (group) {
    case TileGroup::VictoryPoints:
        return tr("Yellow tiles: victory points");
    case TileGroup::Combat:
        return tr("Pink tiles: combat");
    case TileGroup::Special:
        return tr("Blue tiles: special abilities");
    }
    return {};
}

TileHelpDialog::TileHelpDialog(QWidget *parent, RuleSetId rules)
    : QDialog(parent)
    , m_rules(rules)
{
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_filter = new QLineEdit(this);
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &TileHelpDialog::rebuild);
    layout->addWidget(m_filter);
    m_view = new QTextBrowser(this);
    m_view->setOpenLinks(false);
    m_view->document()->setDocumentMargin(10);
    layout->addWidget(m_view, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // The tokens go into the document once, at twice the size, so they stay sharp.
    for (int k = 0; k < allTileKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        m_view->document()->addResource(QTextDocument::ImageResource,
                                        QUrl(u"tile:"_s + tileKey(kind)),
                                        TileArt::tile(kind, iconSize * 2).toImage());
    }
    resize(QSize(620, 700).boundedTo(roomOnScreen(*this)));
    retranslate();
}

void TileHelpDialog::setFilter(const QString &text)
{
    m_filter->setText(text);
}

QString TileHelpDialog::plainText() const
{
    return m_view->toPlainText();
}

void TileHelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void TileHelpDialog::retranslate()
{
    const bool online = m_rules == RuleSetId::Online2013;
    setWindowTitle(online ? tr("Civilization tiles (Online 2013)") : tr("Civilization tiles"));
    m_intro->setText(online ? tr("Each civilization has two tiles. It receives the sum of their "
                                 "red numbers in pawns, plus extra pawns for the number of "
                                 "players. A declining civilization keeps its tiles until the "
                                 "next decline; only those with the broken column still act.")
                            : tr("Each civilization has two tiles. It receives the sum of their "
                                 "red numbers in pawns, plus extra pawns for the number of "
                                 "players. Tiles with the broken column stay in play when the "
                                 "civilization goes into decline."));
    m_filter->setPlaceholderText(tr("Filter by name or effect"));
    rebuild();
}

void TileHelpDialog::rebuild()
{
    const QString filter = m_filter->text().trimmed();
    const RuleSet &rules = ruleSet(m_rules);
    const bool classic = m_rules == RuleSetId::Classic;
    QString html;
    m_shown = 0;
    for (TileGroup group : {TileGroup::VictoryPoints, TileGroup::Combat, TileGroup::Special}) {
        QString rows;
        for (int k = 0; k < allTileKindCount; ++k) {
            const TileInfo &info = tileInfo(static_cast<TileKind>(k));
            // The bag with the most players holds every kind the rule set plays with.
            const int copies =
                classic ? info.classicCopies : copiesInBag(rules, info.kind, rules.maxPlayers);
            if (info.group != group || copies == 0)
                continue;
            const QString name = tileName(info.kind, m_rules);
            const QString effect = tileEffect(info.kind, m_rules);
            if (!filter.isEmpty() && !name.contains(filter, Qt::CaseInsensitive) &&
                !effect.contains(filter, Qt::CaseInsensitive))
                continue;
            ++m_shown;
            QString pawns;
            if (info.kind == TileKind::Specialization)
                pawns = tr("Pawns: the other tile's number + 1");
            else
                pawns = tr("Pawns: %1 (%2)")
                            .arg(tilePawnNumber(info.kind, m_rules))
                            .arg(sourceText(tilePawnSource(info.kind, m_rules)));
            QStringList facts{pawns};
            if (classic) {
                facts << (info.staysInDecline ? tr("stays in decline") : tr("leaves at decline"));
                if (info.doubledBySpecialization)
                    facts << tr("doubled by Specialization");
            } else {
                facts << onlineDeclineFact(info);
            }
            facts << tr("%n in the bag", nullptr, copies);
            if (copiesInBag(rules, info.kind, rules.minPlayers) == 0)
                facts << tr("not with %n players", nullptr, rules.minPlayers);
            rows += u"<tr><td width='%1' valign='top'><img src='tile:%2' width='%1' "
                    u"height='%1'></td><td valign='top' style='padding-left:10px'>"
                    u"<p style='margin:0'><b style='font-size:large'>%3</b></p>"
                    u"<p style='margin:2px 0; color:#6b5a48'>%4</p>"
                    u"<p style='margin:2px 0 10px 0'>%5</p></td></tr>"_s.arg(
                        QString::number(iconSize), tileKey(info.kind), name.toHtmlEscaped(),
                        facts.join(u" \u00b7 "_s).toHtmlEscaped(), effect.toHtmlEscaped());
        }
        if (rows.isEmpty())
            continue;
        html += u"<h3 style='color:%1; margin-top:14px'>%2</h3><p style='color:#6b5a48'>%3</p>"
                u"<table cellspacing='4' width='100%'>%4</table>"_s.arg(
                    TileArt::groupRimColour(group).name(), groupTitle(group).toHtmlEscaped(),
                    groupIntro(group).toHtmlEscaped(), rows);
    }
    if (m_shown == 0)
        html = u"<p><i>%1</i></p>"_s.arg(tr("No tile matches \"%1\".").arg(filter).toHtmlEscaped());
    m_view->setHtml(html);
}

} // namespace vinci
