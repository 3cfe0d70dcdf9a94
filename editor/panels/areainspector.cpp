#include "areainspector.h"

#include "document/changeareaproperty.h"
#include "document/editactions.h"
#include "document/linkcommands.h"
#include "document/mapdocument.h"
#include "document/terrainchoice.h"
#include "documentundofirst.h"
#include "mapsymbols.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPalette>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleOptionMenuItem>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/**
 * The width `combo`'s list needs for entry `row` whole. Most styles draw the entries as menu
 * items (QStyle::SH_ComboBox_Popup), with a column for a check mark and margins the combo box's
 * own width hint leaves out; their size hint is the list's width, whatever the text.
 */
int popupEntryWidth(const QComboBox &combo, int row)
{
    QStyleOptionMenuItem option;
    option.initFrom(&combo);
    option.text = combo.itemText(row);
    option.icon = combo.itemIcon(row);
    option.menuItemType = QStyleOptionMenuItem::Normal;
    option.checkType = QStyleOptionMenuItem::NonExclusive;
    option.maxIconWidth = combo.iconSize().width() + 4;
    const QSize text(option.fontMetrics.horizontalAdvance(option.text),
                     option.fontMetrics.height());
    return combo.style()->sizeFromContents(QStyle::CT_MenuItem, &option, text, &combo).width();
}

/** The value every area shares, or nothing when they differ. */
template<typename T, typename Get>
std::optional<T> common(const MapDocument &document, const std::vector<AreaIndex> &areas, Get get)
{
    std::optional<T> value;
    for (AreaIndex index : areas) {
        const T v = get(document.area(index));
        if (value && *value != v)
            return std::nullopt;
        value = v;
    }
    return value;
}

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(60, 60, 60));
    painter.setBrush(colour);
    painter.drawRect(1, 1, 13, 13);
    return QIcon(pixmap);
}

constexpr AreaField<QString> nameFields[3] = {AreaFields::nameEn, AreaFields::nameFr,
                                              AreaFields::nameDe};

void setTextKeepingCursor(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text)
        edit->setText(text);
}

} // namespace

AreaInspector::AreaInspector(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_form(new QFormLayout)
    , m_id(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_names{new QLineEdit(this), new QLineEdit(this), new QLineEdit(this)}
    , m_terrain(new QComboBox(this))
    , m_mine(new QCheckBox(this))
    , m_port(new QCheckBox(this))
    , m_boardEdge(new QCheckBox(this))
    , m_provincesOnly(new QLabel(this))
    , m_error(new QLabel(this))
    , m_neighboursTitle(new QLabel(this))
    , m_neighbours(new QListWidget(this))
    , m_unlink(new QPushButton(this))
{
    m_texts.text(m_mine, QT_TR_NOOP("Mine (pickaxe)"));
    m_texts.text(m_port, QT_TR_NOOP("Port (anchor)"));
    m_texts.text(m_boardEdge, QT_TR_NOOP("On the board edge"));
    m_texts.text(m_neighboursTitle, QT_TR_NOOP("Links"));
    m_texts.text(m_unlink, QT_TR_NOOP("Unlink"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    // Names for tests and accessibility tools.
    m_id->setObjectName(u"areaId"_s);
    m_kind->setObjectName(u"areaKind"_s);
    m_names[0]->setObjectName(u"nameEn"_s);
    m_names[1]->setObjectName(u"nameFr"_s);
    m_names[2]->setObjectName(u"nameDe"_s);
    m_terrain->setObjectName(u"terrain"_s);
    m_mine->setObjectName(u"mine"_s);
    m_port->setObjectName(u"port"_s);
    m_boardEdge->setObjectName(u"boardEdge"_s);
    m_neighbours->setObjectName(u"links"_s);
    // The list takes the room the page leaves, down to a few lines, but asks for none: its
    // usual size made the inspector scroll at 1024x768 (QStackedLayout asks each page's height
    // for the dock's width from the items' size hints).
    m_neighbours->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_neighbours->setMinimumHeight(m_neighbours->fontMetrics().lineSpacing() * 4);
    // A line too long for the dock goes on over a second line rather than behind the scroll
    // bar (the s44 walk, in German: "Östliches Mittelmeer — Meeresverbindung (automati…").
    m_neighbours->setWordWrap(true);
    m_neighbours->setResizeMode(QListView::Adjust);
    m_neighbours->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_provincesOnly->setObjectName(u"provincesOnly"_s);
    m_provincesOnly->setWordWrap(true);
    m_provincesOnly->setForegroundRole(QPalette::PlaceholderText);

    m_id->setValidator(new QRegularExpressionValidator(QRegularExpression(u"[a-z0-9-]+"_s), m_id));
    m_texts.toolTip(m_id, QT_TR_NOOP("The area's id in map.json and in the SVG: lower-case "
                                     "letters, digits and dashes. Renaming changes both files."));
    m_kind->addItem(QString());
    m_kind->addItem(QString());
    m_texts.add(QT_TR_NOOP("Province"),
                [this](const QString &text) { m_kind->setItemText(0, text); });
    m_texts.add(QT_TR_NOOP("Sea zone"),
                [this](const QString &text) { m_kind->setItemText(1, text); });
    m_texts.add(QT_TR_NOOP("(mixed)"), [this](const QString &text) {
        m_kind->setPlaceholderText(text);
        m_terrain->setPlaceholderText(text);
    });
    for (int t = 0; t < terrainCount; ++t)
        m_terrain->addItem(swatch(terrainColor(static_cast<Terrain>(t))), QString());
    m_texts.follow([this] { showTerrainChoices(); });
    m_error->setStyleSheet(u"color: #b3261e"_s);
    m_error->setWordWrap(true);
    m_error->hide();

    QFormLayout *form = m_form;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const std::pair<QWidget *, const char *> rows[] = {{m_id, QT_TR_NOOP("Id")},
                                                       {m_kind, QT_TR_NOOP("Kind")},
                                                       {m_names[0], QT_TR_NOOP("English")},
                                                       {m_names[1], QT_TR_NOOP("French")},
                                                       {m_names[2], QT_TR_NOOP("German")},
                                                       {m_terrain, QT_TR_NOOP("Terrain")}};
    for (const auto &[field, label] : rows) {
        auto *name = new QLabel(this);
        m_texts.text(name, label);
        form->addRow(name, field);
    }
    form->addRow(QString(), m_mine);
    form->addRow(QString(), m_port);
    form->addRow(QString(), m_boardEdge);
    form->addRow(m_provincesOnly);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_neighboursTitle);
    layout->addWidget(m_neighbours, 1);
    layout->addWidget(m_unlink, 0, Qt::AlignRight);
    // Takes the room the links list leaves when it is hidden (several areas selected).
    layout->addStretch(0);

    for (QLineEdit *field : {m_id, m_names[0], m_names[1], m_names[2]})
        leaveUndoToDocument(field);
    connect(m_id, &QLineEdit::editingFinished, this, &AreaInspector::commitId);
    for (int language = 0; language < 3; ++language) {
        connect(m_names[language], &QLineEdit::textEdited, this,
                [this, language] { commitName(language); });
    }
    connect(m_kind, &QComboBox::activated, this, &AreaInspector::commitKind);
    connect(m_terrain, &QComboBox::activated, this, &AreaInspector::commitTerrain);
    for (QCheckBox *box : {m_mine, m_port, m_boardEdge})
        connect(box, &QCheckBox::clicked, this, [this, box] { commitFlag(box); });
    connect(m_neighbours, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        m_document->selectIds({item->data(Qt::UserRole).toString()});
    });
    // A link chosen in the list is selected, as on the canvas (the s47 walk chose France–Spain
    // here: nothing lit up and Delete Link stayed greyed).
    connect(m_neighbours, &QListWidget::currentRowChanged, this, [this](int row) {
        m_unlink->setEnabled(row >= 0);
        const QListWidgetItem *item = m_neighbours->item(row);
        if (!m_document || m_document->selectedAreas().size() != 1)
            return;
        const QString id = m_document->area(m_document->selectedAreas().front()).id;
        m_document->setSelectedLinkOfArea(
            item ? std::optional(LinkPair(id, item->data(Qt::UserRole).toString())) : std::nullopt);
    });
    connect(m_unlink, &QPushButton::clicked, this, [this] {
        const QListWidgetItem *item = m_neighbours->currentItem();
        if (!item || m_document->selectedAreas().size() != 1)
            return;
        const QString id = m_document->area(m_document->selectedAreas().front()).id;
        EditActions::removeLinks(m_document, {LinkPair(id, item->data(Qt::UserRole).toString())});
    });
}

void AreaInspector::setDocument(MapDocument *document)
{
    m_document = document;
    refresh();
}

void AreaInspector::refresh()
{
    if (!m_document || m_document->selectedAreas().empty())
        return;
    const MapDocument &document = *m_document;
    const std::vector<AreaIndex> &areas = document.selectedAreas();
    const int count = static_cast<int>(areas.size());
    const bool single = count == 1;
    std::vector<AreaIndex> land;
    for (AreaIndex index : areas) {
        if (document.area(index).kind == AreaKind::Land)
            land.push_back(index);
    }

    m_title->setText(single ? document.areaName(document.area(areas.front()).id)
                            : tr("%n areas selected", nullptr, count));
    m_id->setEnabled(single);
    setTextKeepingCursor(m_id, single ? document.area(areas.front()).id : QString());
    m_id->setPlaceholderText(single ? QString() : tr("(one id per area)"));

    const auto kind = common<AreaKind>(document, areas, [](const AreaData &a) { return a.kind; });
    m_kind->setCurrentIndex(kind ? (*kind == AreaKind::Sea ? 1 : 0) : -1);

    for (int language = 0; language < 3; ++language) {
        const AreaField<QString> field = nameFields[language];
        const auto name = common<QString>(document, areas, field.get);
        setTextKeepingCursor(m_names[language], name.value_or(QString()));
        m_names[language]->setPlaceholderText(name ? tr("(missing)") : tr("(several values)"));
    }

    // A sea zone has no terrain, mine or port (map-format.md): no rows for them.
    const bool anyLand = !land.empty();
    for (QWidget *field : {static_cast<QWidget *>(m_terrain), static_cast<QWidget *>(m_mine),
                           static_cast<QWidget *>(m_port)})
        m_form->setRowVisible(field, anyLand);
    const int landCount = static_cast<int>(land.size());
    if (!anyLand)
        m_provincesOnly->setText(single ? tr("A sea zone has no terrain, mine or port.")
                                        : tr("Sea zones have no terrain, mines or ports."));
    else if (landCount < count)
        m_provincesOnly->setText(
            tr("Terrain, mine and port: the %n province(s) selected only.", nullptr, landCount));
    m_form->setRowVisible(m_provincesOnly, landCount < count);

    showTerrainChoices();
    const auto terrain =
        common<Terrain>(document, land, [](const AreaData &a) { return a.terrain; });
    m_terrain->setCurrentIndex(terrain && anyLand ? static_cast<int>(*terrain) : -1);

    auto showFlag = [&](QCheckBox *box, const std::vector<AreaIndex> &subset, AreaField<bool> f) {
        const auto value = common<bool>(document, subset, f.get);
        box->setTristate(!value.has_value());
        box->setCheckState(!value ? Qt::PartiallyChecked : (*value ? Qt::Checked : Qt::Unchecked));
    };
    showFlag(m_mine, land, AreaFields::mine);
    showFlag(m_port, land, AreaFields::port);
    showFlag(m_boardEdge, areas, AreaFields::boardEdge);
    refreshNeighbours();
}

void AreaInspector::showTerrainChoices()
{
    auto *model = qobject_cast<QStandardItemModel *>(m_terrain->model());
    const MapData empty;
    const MapData &map = m_document ? m_document->map() : empty;
    for (int t = 0; t < terrainCount; ++t) {
        // A terrain the map's rule sets do not allow stays listed, marked, disabled, with why.
        const TerrainChoice choice = TerrainChoice::of(map, static_cast<Terrain>(t));
        m_terrain->setItemText(t, choice.text);
        m_terrain->setItemData(t, choice.why.isEmpty() ? QVariant() : QVariant(choice.why),
                               Qt::ToolTipRole);
        if (model && model->item(t))
            model->item(t)->setEnabled(choice.allowed);
    }
    // Every entry whole: "Controllable sea (Online 2013 only)" was cut at the screen's edge at
    // 1366x768 (the s50 walk), the list no wider than the inspector's field. As wide as its
    // longest entry, the list opens leftwards where the screen ends (QComboBox keeps it on it).
    int widest = m_terrain->view()->sizeHintForColumn(0);
    for (int t = 0; t < terrainCount; ++t)
        widest = std::max(widest, popupEntryWidth(*m_terrain, t));
    m_terrain->view()->setMinimumWidth(widest + 2 * m_terrain->view()->frameWidth());
}

void AreaInspector::refreshNeighbours()
{
    const std::vector<AreaIndex> &areas = m_document->selectedAreas();
    const bool single = areas.size() == 1;
    m_neighboursTitle->setVisible(single);
    m_neighbours->setVisible(single);
    m_unlink->setVisible(single);
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->setStretch(box->count() - 1, single ? 0 : 1);
    // Filled again only when its lines change: choosing a line selects its link, which comes
    // back here, and must not pull the list from under the pointer or the arrow keys.
    const QSignalBlocker quiet(m_neighbours);
    if (!single) {
        m_neighbours->clear();
        return;
    }
    const QString id = m_document->area(areas.front()).id;
    std::vector<std::pair<QString, QString>> lines; // what it says, the other end's id
    for (const LinkData &link : m_document->map().links) {
        const LinkPair pair = LinkPair::of(link);
        if (!pair.contains(id))
            continue;
        const QString &other = pair.other(id);
        const QString name = m_document->areaName(other);
        const QString how = link.manual ? tr("set by hand") : tr("automatic");
        // The dash the editor names links with (MapDocument::linkName()).
        lines.emplace_back(tr("%1 – %2 (%3)").arg(name, linkKindName(link.kind), how), other);
    }
    const auto shown = [&](std::size_t row) {
        const QListWidgetItem *item = m_neighbours->item(static_cast<int>(row));
        return item->text() == lines[row].first &&
               item->data(Qt::UserRole).toString() == lines[row].second;
    };
    bool same = m_neighbours->count() == static_cast<int>(lines.size());
    for (std::size_t row = 0; same && row < lines.size(); ++row)
        same = shown(row);
    if (!same) {
        m_neighbours->clear();
        for (const auto &[text, other] : lines) {
            auto *item = new QListWidgetItem(text, m_neighbours);
            item->setData(Qt::UserRole, other);
            item->setToolTip(tr("Double-click to select %1").arg(other));
        }
    }
    m_neighboursTitle->setText(tr("Links (%1)").arg(m_neighbours->count()));
    // The link selected, if it is one of this area's, is the list's current line.
    int current = -1;
    if (const auto &link = m_document->selectedLink(); link && link->contains(id)) {
        const QString &other = link->other(id);
        for (int row = 0; row < m_neighbours->count() && current < 0; ++row) {
            if (m_neighbours->item(row)->data(Qt::UserRole).toString() == other)
                current = row;
        }
    }
    m_neighbours->setCurrentRow(current);
    m_unlink->setEnabled(current >= 0);
}

void AreaInspector::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void AreaInspector::commitId()
{
    const std::vector<AreaIndex> &areas = m_document->selectedAreas();
    if (areas.size() != 1)
        return;
    QString error;
    if (!EditActions::renameArea(m_document, areas.front(), m_id->text(), &error)) {
        showError(error);
        m_id->setText(m_document->area(areas.front()).id);
        return;
    }
    showError({});
}

void AreaInspector::focusName(int language)
{
    if (language < 0 || language >= 3)
        return;
    m_names[language]->setFocus(Qt::OtherFocusReason);
    m_names[language]->selectAll();
}

void AreaInspector::commitName(int language)
{
    // The History says whose name (the walk read "Set French name" three times, for three
    // areas): the area's, or how many when several are named at once.
    static const char *const one[3] = {QT_TR_NOOP("Set the English name of %1"),
                                       QT_TR_NOOP("Set the French name of %1"),
                                       QT_TR_NOOP("Set the German name of %1")};
    static const char *const several[3] = {QT_TR_N_NOOP("Set the English name of %n areas"),
                                           QT_TR_N_NOOP("Set the French name of %n areas"),
                                           QT_TR_N_NOOP("Set the German name of %n areas")};
    const std::vector<AreaIndex> &areas = m_document->selectedAreas();
    const char *context = staticMetaObject.className();
    UndoText text = areas.size() == 1
                        ? UndoText(context, one[language])
                              .areaArg(m_document, m_document->area(areas.front()).id)
                        : UndoText(context, several[language], static_cast<int>(areas.size()));
    m_document->undoStack()->push(new ChangeAreaProperty<QString>(
        m_document, areas, nameFields[language], m_names[language]->text(), std::move(text), true));
}

void AreaInspector::commitKind(int index)
{
    QString error;
    const AreaKind kind = index == 1 ? AreaKind::Sea : AreaKind::Land;
    if (!EditActions::setAreaKind(m_document, m_document->selectedAreas(), kind, &error))
        showError(error);
    else
        showError({});
}

void AreaInspector::commitTerrain(int index)
{
    EditActions::setTerrain(m_document, m_document->selectedAreas(), static_cast<Terrain>(index));
}

void AreaInspector::commitFlag(QCheckBox *box)
{
    const bool value = box->checkState() == Qt::Checked;
    box->setTristate(false);
    box->setChecked(value);
    std::vector<AreaIndex> areas;
    for (AreaIndex area : m_document->selectedAreas()) {
        if (box == m_boardEdge || m_document->area(area).kind == AreaKind::Land)
            areas.push_back(area);
    }
    const AreaField<bool> field = box == m_mine   ? AreaFields::mine
                                  : box == m_port ? AreaFields::port
                                                  : AreaFields::boardEdge;
    // Whose mine, port or edge, named (the History read "Add mine" without saying whose).
    // Each pair: the areas named, then counted (UndoText::ofAreas()).
    static const char *const texts[3][2][2] = {
        {{QT_TR_N_NOOP("Remove the mine of %1"), QT_TR_N_NOOP("Remove the mines of %n provinces")},
         {QT_TR_N_NOOP("Add a mine to %1"), QT_TR_N_NOOP("Add a mine to %n provinces")}},
        {{QT_TR_N_NOOP("Remove the port of %1"), QT_TR_N_NOOP("Remove the ports of %n provinces")},
         {QT_TR_N_NOOP("Add a port to %1"), QT_TR_N_NOOP("Add a port to %n provinces")}},
        {{QT_TR_N_NOOP("Take %1 off the board edge"),
          QT_TR_N_NOOP("Take %n area(s) off the board edge")},
         {QT_TR_N_NOOP("Put %1 on the board edge"),
          QT_TR_N_NOOP("Put %n area(s) on the board edge")}}};
    const int which = box == m_mine ? 0 : box == m_port ? 1 : 2;
    const auto &[named, counted] = texts[which][value ? 1 : 0];
    QStringList ids;
    for (AreaIndex area : areas)
        ids << m_document->area(area).id;
    m_document->undoStack()->push(new ChangeAreaProperty<bool>(
        m_document, areas, field, value,
        UndoText::ofAreas(staticMetaObject.className(), named, counted, m_document, ids)));
}

void AreaInspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        refresh(); // the texts made from the selection
    }
    QWidget::changeEvent(event);
}

} // namespace vinci
