#include "startview.h"

#include "aiseat.h"
#include "mapcatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTimer>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

constexpr int maxSeats = 6;

QIcon colourIcon(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(PlayerPalette::ink(), 1.2));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, 13, 13));
    return QIcon(pixmap);
}

} // namespace

StartView::StartView(MapCatalog *catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    setObjectName(u"startView"_s);
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(uR"(
        #startView { background: #232B36; }
        #startView QFrame#card { background: #FBF6EA; border-radius: 12px; }
        #startView QLabel#title { font-size: 40px; font-weight: 700; color: #2A1C12;
                                  font-family: serif; }
        #startView QLabel#subtitle { font-size: 16px; color: #6B5D4C; font-style: italic;
                                     font-family: serif; }
        #startView QLabel#heading { font-size: 16px; font-weight: 600; color: #2A1C12; }
        #startView QLabel { color: #2A1C12; }
        #startView QPushButton { padding: 7px 18px; border-radius: 6px; border: 1px solid #9C8B6A;
                                 background: #FFFDF7; color: #2A1C12; }
        #startView QPushButton#startButton { background: #F2C14E; border-color: #8A6410;
                                             font-weight: 600; font-size: 14px; }
        #startView QPushButton#startButton:hover { background: #F7D774; }
    )"_s);

    auto *card = new QFrame(this);
    card->setObjectName(u"card"_s);
    card->setMaximumWidth(1000);

    auto *icon = new QLabel(card);
    icon->setPixmap(QIcon(u":/icons/vinci.svg"_s).pixmap(88, 88));
    m_title = new QLabel(card);
    m_title->setObjectName(u"title"_s);
    m_subtitle = new QLabel(card);
    m_subtitle->setObjectName(u"subtitle"_s);
    m_intro = new QLabel(card);
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);
    m_intro->setMinimumWidth(300);
    m_preview = new QLabel(card);
    m_preview->setObjectName(u"mapPreview"_s);
    m_preview->setAlignment(Qt::AlignCenter);
    m_setupHeading = new QLabel(card);
    m_setupHeading->setObjectName(u"heading"_s);

    m_mapLabel = new QLabel(card);
    m_map = new QComboBox(card);
    m_map->setObjectName(u"mapBox"_s);
    m_playersLabel = new QLabel(card);
    m_players = new QSpinBox(card);
    m_players->setObjectName(u"playerCountBox"_s);
    m_players->setRange(3, maxSeats);
    m_players->setValue(3);

    auto *seatGrid = new QGridLayout;
    seatGrid->setHorizontalSpacing(6);
    for (int seat = 0; seat < maxSeats; ++seat) {
        SeatRow row;
        row.label = new QLabel(card);
        row.colour = new QComboBox(card);
        row.colour->setObjectName(u"colourBox%1"_s.arg(seat + 1));
        for (int c = 0; c < PlayerPalette::size; ++c)
            row.colour->addItem(colourIcon(PlayerPalette::colour(c)), QString(), c);
        row.colour->setCurrentIndex(seat);
        row.name = new QLineEdit(card);
        row.name->setObjectName(u"nameEdit%1"_s.arg(seat + 1));
        row.name->setMaxLength(24);
        row.name->setMinimumWidth(150);
        row.controller = new QComboBox(card);
        row.controller->setObjectName(u"controllerBox%1"_s.arg(seat + 1));
        fillControllers(row.controller);
        seatGrid->addWidget(row.label, seat, 0);
        seatGrid->addWidget(row.colour, seat, 1);
        seatGrid->addWidget(row.name, seat, 2);
        seatGrid->addWidget(row.controller, seat, 3);
        m_seats.push_back(row);
    }
    seatGrid->setColumnStretch(2, 1);

    m_targetLabel = new QLabel(card);
    m_target = new QSpinBox(card);
    m_target->setObjectName(u"targetBox"_s);
    m_target->setRange(0, 400);
    m_target->setSingleStep(10);
    m_mixLabel = new QLabel(card);
    m_mix = new QComboBox(card);
    m_mix->addItem(QString(), static_cast<int>(TileMix::Designer));
    m_mix->addItem(QString(), static_cast<int>(TileMix::PrintedBox));
    m_redraw = new QCheckBox(card);
    m_autoRedeploy = new QCheckBox(card);
    m_autoRedeploy->setObjectName(u"autoRedeployBox"_s);
    m_seedLabel = new QLabel(card);
    m_seed = new QLineEdit(card);
    m_seed->setObjectName(u"seedEdit"_s);
    m_start = new QPushButton(card);
    m_start->setObjectName(u"startButton"_s);
    m_start->setDefault(true);
    m_open = new QPushButton(card);
    m_open->setObjectName(u"openButton"_s);

    auto *form = new QFormLayout;
    form->addRow(m_mapLabel, m_map);
    form->addRow(m_playersLabel, m_players);
    form->addRow(seatGrid);
    form->addRow(m_targetLabel, m_target);
    form->addRow(m_mixLabel, m_mix);
    form->addRow(QString(), m_redraw);
    form->addRow(QString(), m_autoRedeploy);
    form->addRow(m_seedLabel, m_seed);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addStretch(1);
    buttons->addWidget(m_start);

    auto *setup = new QVBoxLayout;
    setup->addWidget(m_setupHeading);
    setup->addLayout(form);
    setup->addStretch(1);
    setup->addLayout(buttons);

    auto *titles = new QVBoxLayout;
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    auto *header = new QHBoxLayout;
    header->addWidget(icon);
    header->addLayout(titles, 1);

    auto *left = new QVBoxLayout;
    left->addLayout(header);
    left->addSpacing(10);
    left->addWidget(m_intro);
    left->addStretch(1);
    left->addWidget(m_preview);

    auto *cardLayout = new QHBoxLayout(card);
    cardLayout->setContentsMargins(28, 24, 28, 24);
    cardLayout->setSpacing(32);
    cardLayout->addLayout(left, 4);
    cardLayout->addLayout(setup, 5);

    auto *outer = new QVBoxLayout(this);
    outer->addStretch(1);
    auto *centre = new QHBoxLayout;
    centre->addStretch(1);
    centre->addWidget(card, 10);
    centre->addStretch(1);
    outer->addLayout(centre);
    outer->addStretch(1);

    connect(m_players, &QSpinBox::valueChanged, this, &StartView::showSeatCount);
    // The preview is drawn once the page is on screen: the first frame does not wait for it.
    connect(m_map, &QComboBox::currentIndexChanged, this,
            [this] { QTimer::singleShot(0, this, &StartView::showMapPreview); });
    connect(m_start, &QPushButton::clicked, this, &StartView::startRequested);
    connect(m_open, &QPushButton::clicked, this, &StartView::openRequested);
    retranslate();
    refreshMaps();
    showSeatCount(m_players->value());
}

void StartView::fillControllers(QComboBox *box)
{
    const QString current = box->currentData().toString();
    box->clear();
    box->addItem(tr("Human"), QString::fromUtf16(humanController));
    for (const AiSeatKind &kind : aiSeatKinds())
        box->addItem(kind.description, kind.name);
    const int index = box->findData(current);
    box->setCurrentIndex(index >= 0 ? index : 0);
}

void StartView::showMapPreview()
{
    const QString id = m_map->currentData().toString();
    const auto map = id.isEmpty() ? nullptr : m_catalog->load(id);
    if (!map) {
        m_preview->clear();
        return;
    }
    QSvgRenderer renderer(map->svgPath);
    if (!renderer.isValid())
        return;
    const QSizeF size = renderer.viewBoxF().size().scaled(QSizeF(360, 330), Qt::KeepAspectRatio);
    const qreal dpr = devicePixelRatioF();
    QPixmap pixmap((size * dpr).toSize());
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(QPointF(0, 0), size));
    painter.end();
    m_preview->setPixmap(pixmap);
}

void StartView::refreshMaps()
{
    const QString current = m_map->currentData().toString();
    m_map->clear();
    for (const MapCatalog::Entry &entry : m_catalog->available()) {
        QString error;
        const auto map = m_catalog->load(entry.id, &error);
        const QString name = map ? map->graph->mapNames().in(QLocale().name().left(2)) : entry.id;
        m_map->addItem(name.isEmpty() ? entry.id : name, entry.id);
    }
    const int index = m_map->findData(current.isEmpty() ? u"europe"_s : current);
    m_map->setCurrentIndex(index >= 0 ? index : 0);
    m_start->setEnabled(m_map->count() > 0);
}

QLineEdit *StartView::nameEdit(int seat) const
{
    return m_seats.at(static_cast<std::size_t>(seat)).name;
}

QComboBox *StartView::controllerBox(int seat) const
{
    return m_seats.at(static_cast<std::size_t>(seat)).controller;
}

QComboBox *StartView::colourBox(int seat) const
{
    return m_seats.at(static_cast<std::size_t>(seat)).colour;
}

void StartView::showSeatCount(int count)
{
    for (int seat = 0; seat < maxSeats; ++seat) {
        const bool shown = seat < count;
        const SeatRow &row = m_seats[static_cast<std::size_t>(seat)];
        for (QWidget *widget :
             std::initializer_list<QWidget *>{row.label, row.colour, row.name, row.controller})
            widget->setVisible(shown);
    }
}

StartRequest StartView::request() const
{
    StartRequest request;
    request.mapId = m_map->currentData().toString();
    const int count = m_players->value();
    for (int seat = 0; seat < count; ++seat) {
        const SeatRow &row = m_seats[static_cast<std::size_t>(seat)];
        QString name = row.name->text().trimmed();
        if (name.isEmpty())
            name = tr("Player %1").arg(seat + 1);
        request.seats.push_back({name, PlayerPalette::colour(row.colour->currentData().toInt()),
                                 row.controller->currentData().toString()});
    }
    request.options.playerCount = count;
    request.options.victoryTarget = m_target->value();
    request.options.tileMix = static_cast<TileMix>(m_mix->currentData().toInt());
    request.options.redrawIdenticalPairs = m_redraw->isChecked();
    request.options.autoRedeploy = m_autoRedeploy->isChecked();
    bool ok = false;
    const quint64 seed = m_seed->text().trimmed().toULongLong(&ok);
    request.options.seed = ok ? seed : QRandomGenerator::global()->generate64();
    return request;
}

void StartView::setRequest(const StartRequest &request)
{
    const int mapIndex = m_map->findData(request.mapId);
    if (mapIndex >= 0)
        m_map->setCurrentIndex(mapIndex);
    m_players->setValue(static_cast<int>(request.seats.size()));
    for (std::size_t seat = 0; seat < request.seats.size() && seat < m_seats.size(); ++seat) {
        const Seat &info = request.seats[seat];
        m_seats[seat].name->setText(info.name);
        const int colour = PlayerPalette::indexOf(info.colour);
        if (colour >= 0)
            m_seats[seat].colour->setCurrentIndex(colour);
        const int controller = m_seats[seat].controller->findData(info.controller);
        m_seats[seat].controller->setCurrentIndex(controller >= 0 ? controller : 0);
    }
    m_target->setValue(request.options.victoryTarget);
    m_mix->setCurrentIndex(m_mix->findData(static_cast<int>(request.options.tileMix)));
    m_redraw->setChecked(request.options.redrawIdenticalPairs);
    m_autoRedeploy->setChecked(request.options.autoRedeploy);
}

void StartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StartView::retranslate()
{
    m_title->setText(tr("Vinci"));
    m_subtitle->setText(tr("The Rise and Fall of Civilizations"));
    m_intro->setText(
        tr("<p>Lead one civilization after another across Europe. Each takes its pawns and two "
           "special abilities from the track, enters at the edge of the board and conquers "
           "province after province.</p>"
           "<p>Every turn you choose: <b>expand</b> your empire once more, or let it fall into "
           "<b>decline</b> and choose a new one. Your provinces, active and declining, score "
           "victory points at the end of each of your turns.</p>"
           "<p>The map shows what every conquest costs and why; the bar above it tells you what "
           "to do next. Hover over a province for its details.</p>"));
    m_setupHeading->setText(tr("New game"));
    m_mapLabel->setText(tr("Map:"));
    m_playersLabel->setText(tr("Players:"));
    for (int seat = 0; seat < maxSeats; ++seat) {
        SeatRow &row = m_seats[static_cast<std::size_t>(seat)];
        row.label->setText(tr("Seat %1").arg(seat + 1));
        row.name->setPlaceholderText(tr("Player %1").arg(seat + 1));
        for (int c = 0; c < PlayerPalette::size; ++c)
            row.colour->setItemText(c, PlayerPalette::colourName(c));
        fillControllers(row.controller);
    }
    m_targetLabel->setText(tr("Victory points:"));
    m_target->setSpecialValueText(tr("As the rules say (by player count)"));
    m_mixLabel->setText(tr("Tile mix:"));
    m_mix->setItemText(0, tr("As the designer intended (3 Barbarians, 1 Specialization)"));
    m_mix->setItemText(1, tr("As printed in the box (2 Barbarians, 2 Specialization)"));
    m_redraw->setText(tr("Redraw a pair of two identical tiles (German rules)"));
    m_autoRedeploy->setText(tr("Place defenders' surviving pawns automatically"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setPlaceholderText(tr("random"));
    m_start->setText(tr("Start game"));
    m_open->setText(tr("Open a saved game..."));
}

} // namespace vinci
