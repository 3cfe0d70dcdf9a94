#include "editorguide.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <span>

namespace vinci {

using namespace Qt::StringLiterals;

EditorGuide::EditorGuide(QWidget *parent)
    : QDialog(parent)
    , m_text(new QTextBrowser(this))
{
    setObjectName(u"editorGuide"_s);
    m_text->setOpenExternalLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    resize(640, 620);
    retranslate();
}

QString EditorGuide::html() const
{
    return m_text->toHtml();
}

void EditorGuide::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void EditorGuide::retranslate()
{
    setWindowTitle(tr("Vinci Map Editor Guide"));
    // The panels by the titles they show, in the interface's language (the docks' own
    // translations), and by no side: on a narrow window they fold into tabs, and the walk read
    // "Automatic adjacency (left)" with the panel a tab on the right.
    const auto panel = [](const char *context, const char *title) {
        return u"<b>%1</b>"_s.arg(QCoreApplication::translate(context, title).toHtmlEscaped());
    };
    const QString adjacency = panel("vinci::AdjacencyDock", "Automatic adjacency");
    const QString inspector = panel("vinci::InspectorDock", "Inspector");
    const QString tables = panel("vinci::TablesDock", "Rule tables");
    const QString issues = panel("vinci::ValidationDock", "Issues");
    const QString steps[] = {
        tr("<b>File ▸ New Map from SVG…</b> reads a drawing: every closed, filled shape becomes "
           "a province or a sea zone (a blue fill or a word such as “sea” in its name makes it a "
           "sea zone). The report lists what became what."),
        tr("%1 proposes the links the shapes show: check or uncheck them, then <b>Accept "
           "checked</b>. Links you draw or change yourself are never changed by a later <b>Find "
           "links</b>.")
            .arg(adjacency),
        tr("<b>Right-click</b> an area to make it a province or a sea zone, or to keep it as "
           "decoration (<b>Not an area</b>)."),
        tr("%1: select provinces (click, Ctrl+click, drag a rectangle) and set their terrain, "
           "mine, port, board edge and names in three languages.")
            .arg(inspector),
        tr("%1: the player counts the map supports, the extra pawns of a new civilization and "
           "the victory points or rounds.")
            .arg(tables),
        tr("%1 is the game's own check of the map: when it lists no error, <b>File ▸ Save "
           "As…</b> writes the map folder (its name is the map's id) and <b>Test Play</b> (F5) "
           "starts the game on it.")
            .arg(issues),
        tr("<b>File ▸ Export Map Package…</b> makes one <i>.vincimap</i> file holding the map, "
           "its drawing and a preview: send it to a friend, whose game installs it when they "
           "open it. Fill in <b>Author</b> and <b>Licence</b> on the map's page of the %1 panel "
           "first.")
            .arg(inspector),
    };
    const std::pair<QString, QString> keys[] = {
        {tr("Click, Ctrl+click, drag"), tr("select areas; a click on a line selects the link")},
        {tr("L, then drag from area to area"), tr("link them by hand (S: back to selecting)")},
        {tr("Ctrl+A"), tr("select every area")},
        {tr("P, W, 1–8"),
         tr("make the selection provinces, sea zones; set a terrain (S, L, P, W and 1–8 act "
            "while the map has the keyboard: click it first)")},
        {tr("Wheel, +, -, 0"), tr("zoom at the pointer, in, out, fit")},
        {tr("Middle button or Space+drag"), tr("pan")},
        {tr("Delete"), tr("delete the selected link")},
        {tr("Esc"), tr("drop the link being drawn; then select nothing")},
        {tr("Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y"), tr("undo, redo (every edit, see History)")},
    };
    QString html = u"<h2>%1</h2><p>%2</p><ol>"_s.arg(
        tr("From a drawing to a map").toHtmlEscaped(),
        tr("The panels beside the map are named by their titles: on a narrow window they share "
           "a side as tabs; View shows or hides each.")
            .toHtmlEscaped());
    for (const QString &step : std::span(steps))
        html += u"<li><p>%1</p></li>"_s.arg(step);
    html += u"</ol><h3>%1</h3><table cellpadding='3'>"_s.arg(tr("Mouse and keys").toHtmlEscaped());
    for (const auto &[key, what] : keys)
        html += u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(key.toHtmlEscaped(),
                                                                what.toHtmlEscaped());
    html += u"</table><p>%1</p>"_s.arg(
        tr("Links on the map: red a land border, teal a shared coast, blue a sea link (a short "
           "mark across the province's coast facing that sea zone); solid set by hand, dashed "
           "automatic, dotted with hollow ends proposed (not links until accepted).")
            .toHtmlEscaped());
    m_text->setHtml(html);
}

QString EditorGuide::aboutText()
{
    QStringList paragraphs;
    paragraphs << u"<h3>%1</h3>"_s.arg(tr("Vinci Map Editor").toHtmlEscaped())
               << tr("Version %1").arg(QStringLiteral(VINCI_VERSION)).toHtmlEscaped()
               << tr("Makes boards for Vinci from SVG drawings: provinces, sea zones, links and "
                     "the rule tables, checked as the game checks them.")
                      .toHtmlEscaped()
               << tr("An unofficial fan project, not affiliated with or endorsed by the author "
                     "or the publishers of the board game.")
                      .toHtmlEscaped()
               << tr("Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software "
                     "License 1.0).")
                      .arg(QString::fromLatin1(qVersion()))
                      .toHtmlEscaped();
    QString html;
    for (const QString &paragraph : std::as_const(paragraphs))
        html += paragraph.startsWith(u'<') ? paragraph : u"<p>%1</p>"_s.arg(paragraph);
    return html;
}

} // namespace vinci
