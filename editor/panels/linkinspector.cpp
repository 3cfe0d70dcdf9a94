#include "linkinspector.h"

#include "canvas/linkitem.h"
#include "document/adjacencyproposals.h"
#include "document/editactions.h"
#include "document/linkcommands.h"
#include "document/mapcommands.h"
#include "document/mapcounts.h"
#include "document/mapdocument.h"
#include "documentundofirst.h"
#include "mapformat/mapid.h"
#include "mapformat/mapvalidator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QStandardItemModel>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace vinci {

using namespace Qt::StringLiterals;

LinkInspector::LinkInspector(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_manual(new QCheckBox(this))
    , m_error(new QLabel(this))
    , m_selectEnds(new QPushButton(this))
    , m_delete(new QPushButton(this))
{
    // Short: a check box does not wrap, and the long German text ("Von Hand gesetzt (die
    // Nachbarschaftssuche lässt sie unverändert)", 425 pixels) set the inspector's minimum
    // width, which kept the side docks wide at 1366x768. What it means is said below it.
    m_texts.text(m_manual, QT_TR_NOOP("Set by hand"));
    m_texts.text(m_selectEnds, QT_TR_NOOP("Select both areas"));
    m_texts.text(m_delete, QT_TR_NOOP("Delete link"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_title->setObjectName(u"linkTitle"_s);
    for (const LinkKind kind : {LinkKind::Land, LinkKind::Coast, LinkKind::Sea})
        m_kind->addItem(LinkItem::kindIcon(kind), QString());
    m_texts.follow([this] {
        for (const LinkKind kind : {LinkKind::Land, LinkKind::Coast, LinkKind::Sea})
            m_kind->setItemText(static_cast<int>(kind), linkKindName(kind));
    });
    m_texts.toolTip(m_manual,
                    QT_TR_NOOP("Automatic links are drawn dashed and may be changed or removed "
                               "when the automatic adjacency runs again; links set by hand are "
                               "solid and never touched."));
    m_error->setStyleSheet(u"color: #b3261e"_s);
    m_error->setWordWrap(true);
    m_error->hide();

    auto *form = new QFormLayout;
    auto *kind = new QLabel(this);
    m_texts.text(kind, QT_TR_NOOP("Kind"));
    form->addRow(kind, m_kind);
    form->addRow(QString(), m_manual);
    auto *manualHint = new QLabel(this);
    m_texts.text(manualHint, QT_TR_NOOP("Find links leaves a link set by hand as it is."));
    manualHint->setWordWrap(true);
    manualHint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), manualHint);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_selectEnds);
    buttons->addStretch();
    buttons->addWidget(m_delete);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addLayout(buttons);
    layout->addStretch();

    connect(m_kind, &QComboBox::activated, this, [this](int index) {
        QString error;
        if (!EditActions::setLinkKind(m_document, *m_document->selectedLink(),
                                      static_cast<LinkKind>(index), &error))
            m_error->setText(error);
        m_error->setVisible(!error.isEmpty());
        refresh();
    });
    connect(m_manual, &QCheckBox::clicked, this, [this](bool on) {
        EditActions::setLinkManual(m_document, *m_document->selectedLink(), on);
    });
    connect(m_selectEnds, &QPushButton::clicked, this, [this] {
        const LinkPair pair = *m_document->selectedLink();
        m_document->selectIds({pair.a, pair.b});
    });
    connect(m_delete, &QPushButton::clicked, this,
            [this] { EditActions::deleteSelectedLink(m_document); });
}

void LinkInspector::setDocument(MapDocument *document)
{
    m_document = document;
    m_error->hide();
}

void LinkInspector::refresh()
{
    if (!m_document || !m_document->selectedLink())
        return;
    const LinkPair pair = *m_document->selectedLink();
    const int position = m_document->linkIndex(pair);
    if (position < 0)
        return;
    const LinkData &link = m_document->map().links[static_cast<std::size_t>(position)];
    m_title->setText(m_document->linkName(pair));
    auto *model = static_cast<QStandardItemModel *>(m_kind->model());
    for (const LinkKind kind : {LinkKind::Land, LinkKind::Coast, LinkKind::Sea})
        model->item(static_cast<int>(kind))
            ->setEnabled(EditActions::linkKindFits(m_document, pair, kind));
    m_kind->setCurrentIndex(static_cast<int>(link.kind));
    m_manual->setChecked(link.manual);
}

MapInspector::MapInspector(QWidget *parent)
    : QWidget(parent)
    , m_id(new QLineEdit(this))
    , m_names{new QLineEdit(this), new QLineEdit(this), new QLineEdit(this)}
    , m_paintTerrain(new QCheckBox(this))
    , m_author(new QLineEdit(this))
    , m_licence(new QLineEdit(this))
    , m_counts(new QLabel(this))
{
    auto *title = new QLabel(this);
    m_texts.text(title, QT_TR_NOOP("The map"));
    QFont bold = title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    title->setFont(bold);
    m_id->setValidator(new QRegularExpressionValidator(QRegularExpression(u"[a-z0-9-]+"_s), m_id));
    m_texts.toolTip(m_id, QT_TR_NOOP("The map's id: the name of its folder under maps/."));
    m_texts.text(m_paintTerrain, QT_TR_NOOP("Paint terrain in the game"));
    m_paintTerrain->setObjectName(u"paintTerrain"_s);
    m_texts.toolTip(m_paintTerrain,
                    QT_TR_NOOP("The game paints each province in its terrain's colours and "
                               "marks, and the sea zones in sea blue, over the drawing, keeping "
                               "its outlines and the names. For a drawing whose colours do not "
                               "show the terrain (on for an imported drawing)."));
    m_counts->setWordWrap(true);
    m_counts->setObjectName(u"mapCounts"_s);
    auto *hint = new QLabel(this);
    m_texts.text(hint, QT_TR_NOOP("Click an area to edit it; Ctrl+click or drag a rectangle to "
                                  "edit several at once. Click a link to change its kind."));
    hint->setWordWrap(true);
    hint->setEnabled(false);

    auto *form = new QFormLayout;
    const std::pair<QWidget *, const char *> rows[] = {
        {m_id, QT_TR_NOOP("Id")},           {m_names[0], QT_TR_NOOP("English")},
        {m_names[1], QT_TR_NOOP("French")}, {m_names[2], QT_TR_NOOP("German")},
        {m_author, QT_TR_NOOP("Author")},   {m_licence, QT_TR_NOOP("Licence")}};
    for (const auto &[field, label] : rows) {
        auto *name = new QLabel(this);
        m_texts.text(name, label);
        form->addRow(name, field);
    }
    // One line each: New Game shows them beside the map's name (MapValidator's limit).
    for (QLineEdit *credit : {m_author, m_licence})
        credit->setMaxLength(MapValidator::maxCreditLength);
    for (QLineEdit *field : {m_id, m_names[0], m_names[1], m_names[2], m_author, m_licence})
        leaveUndoToDocument(field);
    m_names[0]->setObjectName(u"mapNameEn"_s);
    m_names[1]->setObjectName(u"mapNameFr"_s);
    m_names[2]->setObjectName(u"mapNameDe"_s);
    m_author->setObjectName(u"mapAuthor"_s);
    m_licence->setObjectName(u"mapLicence"_s);
    m_texts.add(QT_TR_NOOP("Your name, as players will see it"),
                [this](const QString &text) { m_author->setPlaceholderText(text); });
    m_texts.toolTip(m_author,
                    QT_TR_NOOP("Who made the map: shown with it in the game's New Game list."));
    m_texts.add(QT_TR_NOOP("e.g. CC BY 4.0"),
                [this](const QString &text) { m_licence->setPlaceholderText(text); });
    m_texts.toolTip(m_licence,
                    QT_TR_NOOP("The terms under which others may share and change the map."));
    form->addRow(QString(), m_paintTerrain);
    // Tab goes down the fields as shown: created before the credits, the check box came right
    // after the German name, and the author typed next pressed the tools' one-letter keys.
    setTabOrder(m_names[2], m_author);
    setTabOrder(m_author, m_licence);
    setTabOrder(m_licence, m_paintTerrain);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(form);
    layout->addWidget(m_counts);
    layout->addWidget(hint);
    layout->addStretch();

    connect(m_id, &QLineEdit::editingFinished, this, [this] {
        if (!m_document || m_id->text() == m_document->map().id || !isValidMapId(m_id->text()))
            return;
        m_document->undoStack()->push(
            new ChangeMapInfo(m_document, m_id->text(), m_document->map().names,
                              UndoText(staticMetaObject.className(), QT_TR_NOOP("Set map id"))));
    });
    for (int language = 0; language < 3; ++language)
        connect(m_names[language], &QLineEdit::textEdited, this,
                [this, language] { commitName(language); });
    connect(m_paintTerrain, &QCheckBox::clicked, this, [this](bool on) {
        if (m_document && on != m_document->map().paintTerrain)
            m_document->undoStack()->push(new SetPaintTerrain(m_document, on));
    });
    connect(m_author, &QLineEdit::textEdited, this,
            [this] { commitCredit(QT_TR_NOOP("Set map author")); });
    connect(m_licence, &QLineEdit::textEdited, this,
            [this] { commitCredit(QT_TR_NOOP("Set map licence")); });
}

void MapInspector::focusField(const QString &element)
{
    QLineEdit *field = nullptr;
    if (element == u"author")
        field = m_author;
    else if (element == u"licence")
        field = m_licence;
    else if (element == u"id")
        field = m_id;
    else if (element == u"names")
        field = *std::find_if(std::begin(m_names), std::end(m_names) - 1,
                              [](const QLineEdit *name) { return name->text().isEmpty(); });
    else if (element == u"names.en")
        field = m_names[0];
    else if (element == u"names.fr")
        field = m_names[1];
    else if (element == u"names.de")
        field = m_names[2];
    if (!field)
        return;
    field->setFocus(Qt::OtherFocusReason);
    field->selectAll();
}

void MapInspector::commitCredit(const char *text)
{
    m_document->undoStack()->push(
        new ChangeMapCredit(m_document, m_author->text(), m_licence->text(),
                            UndoText(staticMetaObject.className(), text)));
}

void MapInspector::setDocument(MapDocument *document)
{
    m_document = document;
    refresh();
}

void MapInspector::setProposals(AdjacencyProposals *proposals)
{
    if (m_proposals)
        disconnect(m_proposals, nullptr, this, nullptr);
    m_proposals = proposals;
    if (proposals)
        connect(proposals, &AdjacencyProposals::proposalsChanged, this, &MapInspector::refresh);
    refresh();
}

void MapInspector::commitName(int language)
{
    // One text per language: typing merges within a name, never across two (the walk found the
    // French and German names undone as one step that said neither).
    static const char *const texts[3] = {QT_TR_NOOP("Set the map's English name"),
                                         QT_TR_NOOP("Set the map's French name"),
                                         QT_TR_NOOP("Set the map's German name")};
    const LocalizedName names{m_names[0]->text(), m_names[1]->text(), m_names[2]->text()};
    m_document->undoStack()->push(
        new ChangeMapInfo(m_document, m_document->map().id, names,
                          UndoText(staticMetaObject.className(), texts[language])));
}

void MapInspector::refresh()
{
    if (!m_document)
        return;
    const MapData &map = m_document->map();
    if (m_id->text() != map.id)
        m_id->setText(map.id);
    const QString names[3] = {map.names.en, map.names.fr, map.names.de};
    for (int i = 0; i < 3; ++i) {
        if (m_names[i]->text() != names[i])
            m_names[i]->setText(names[i]);
        m_names[i]->setPlaceholderText(tr("(missing)"));
    }
    m_paintTerrain->setChecked(map.paintTerrain);
    if (m_author->text() != map.author)
        m_author->setText(map.author);
    if (m_licence->text() != map.licence)
        m_licence->setText(map.licence);
    const MapCounts counts = MapCounts::of(map);
    QString text = tr("%1, %2 (%3)").arg(counts.areas(), counts.linkTotal(), counts.linkKinds());
    // Find links draws its proposals on the map before they are links: "0 links" under a map
    // full of lines read as if the search had found nothing (the walk, before Accept).
    const auto proposed = m_proposals ? static_cast<int>(m_proposals->proposedLinks().size()) : 0;
    if (proposed > 0)
        text += u'\n' +
                tr("%n link(s) proposed, not accepted yet (dotted on the map).", nullptr, proposed);
    m_counts->setText(text);
}

void LinkInspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        if (m_document && m_document->selectedLink())
            refresh();
    }
    QWidget::changeEvent(event);
}

void MapInspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        if (m_document)
            refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace vinci
