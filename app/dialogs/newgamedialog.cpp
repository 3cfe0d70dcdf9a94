#include "dialogs/newgamedialog.h"

#include "dialogs/buttonlines.h"
#include "dialogs/mappicturedialog.h"
#include "dialogs/scrollingpage.h"
#include "dialogs/seatrow.h"
#include "languageswitcher.h"
#include "map/provincegraph.h"
#include "mapformat/mapreader.h"
#include "mappreview.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "rules/ruleset.h"
#include "rules/rulesetname.h"
#include "session/seatkind.h"
#include "windowplacement.h"

#include <QAbstractItemView>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QScreen>
#include <QSettings>
#include <QSpacerItem>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QString settingsGroup = u"newGame"_s;

/** The room of the chosen map's picture. */
constexpr QSizeF mapPreviewBox(280, 160);

QLabel *noteLabel(QWidget *parent)
{
    return PanelStyle::makeCaption(parent);
}

/**
 * The tiles the two mixes differ in, counted from the engine's mix: "3 Barbarians, 1
 * Specialization" (the printed box's said "2 Specialization", the s43 walk).
 */
QString mixCounts(bool printedMix)
{
    int barbarians = 0;
    int specializations = 0;
    for (const TileCount &tiles : classicTileMix(printedMix)) {
        if (tiles.kind == TileKind::Barbarians)
            barbarians = tiles.copies;
        else if (tiles.kind == TileKind::Specialization)
            specializations = tiles.copies;
    }
    // A count stays with its noun when the option's lines are broken.
    return NewGameDialog::tr("%1, %2", "the tiles of a mix: 3 Barbarians, 1 Specialization")
        .arg(numbersKeptWithTheirWords(
                 NewGameDialog::tr("%n Barbarian(s)", "tiles in the bag", barbarians)),
             numbersKeptWithTheirWords(
                 NewGameDialog::tr("%n Specialization(s)", "tiles in the bag", specializations)));
}

} // namespace

NewGameDialog::NewGameDialog(QWidget *parent, const QStringList &mapPaths)
    : QDialog(parent)
    , m_maps(MapDirectories::availableMaps(mapPaths))
    , m_mapPaths(mapPaths)
{
    buildUi();
    retranslate();
    // Each rule set's length as last chosen; rememberedSetup() brings the one of its rules.
    QSettings settings;
    settings.beginGroup(settingsGroup);
    for (int i = 0; i < m_ruleSet->count(); ++i) {
        const auto rules = static_cast<RuleSetId>(m_ruleSet->itemData(i).toInt());
        m_gameLengths[rules] =
            std::max(0, settings.value(NewGameSetup::gameLengthKey(rules)).toInt());
    }
    settings.endGroup();
    setSetup(rememberedSetup());
    fitTheScreen();
}

NewGameDialog::~NewGameDialog()
{
    // Before the children go: the list's hide as it is destroyed is no event for this.
    m_map->view()->removeEventFilter(this);
}

void NewGameDialog::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    // The options scroll on a screen lower than they are; the problem and the buttons stay.
    auto *content = new QWidget;
    m_columns = new QBoxLayout(QBoxLayout::LeftToRight, content);
    m_columns->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new ScrollingPage(content, this), 1);
    auto *left = new QVBoxLayout;
    auto *right = new QVBoxLayout;
    m_columns->addLayout(left, 5);
    m_columns->addLayout(right, 4);

    // The game: rule set, map, number of seats.
    m_gameBox = new QGroupBox(this);
    auto *game = new QFormLayout(m_gameBox);
    m_ruleSet = new QComboBox(m_gameBox);
    m_ruleSet->addItem(QString(), static_cast<int>(RuleSetId::Classic));
    m_ruleSet->addItem(QString(), static_cast<int>(RuleSetId::Online2013));
    m_ruleSetLabel = new QLabel(m_gameBox);
    game->addRow(m_ruleSetLabel, m_ruleSet);
    m_ruleSetNote = noteLabel(m_gameBox);
    game->addRow(QString(), m_ruleSetNote);
    m_map = new QComboBox(m_gameBox);
    for (const MapEntry &map : m_maps)
        m_map->addItem(QString(), map.id);
    m_mapLabel = new QLabel(m_gameBox);
    game->addRow(m_mapLabel, m_map);
    m_playerCount = new QSpinBox(m_gameBox);
    const PlayerCountRange classicCounts = rulesPlayerCounts(RuleSetId::Classic);
    m_playerCount->setRange(classicCounts.min, classicCounts.max);
    m_playerCountLabel = new QLabel(m_gameBox);
    game->addRow(m_playerCountLabel, m_playerCount);
    left->addWidget(m_gameBox);

    // The seats, and the rulebook's tables for one or two people.
    m_seatsBox = new QGroupBox(this);
    auto *seats = new QVBoxLayout(m_seatsBox);
    m_seatsLayout = new QVBoxLayout;
    seats->addLayout(m_seatsLayout);
    // The room of the seats not taken (reserveSeatsRoom()).
    m_seatsRoom = new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::Fixed);
    seats->addSpacerItem(m_seatsRoom);
    auto *presets = new QHBoxLayout;
    m_solo = new QPushButton(m_seatsBox);
    m_duo = new QPushButton(m_seatsBox);
    // Enter starts the game wherever the focus is: a person who typed the number of players
    // and pressed Tab, then Enter, had the focused preset replace their seats by virtual ones.
    for (QPushButton *preset : {m_solo, m_duo})
        preset->setAutoDefault(false);
    presets->addWidget(m_solo);
    presets->addWidget(m_duo);
    presets->addStretch(1);
    seats->addLayout(presets);
    // Under the tables' buttons, in one place: the rulebook's tables (Classic), or the seats
    // whose virtual player Online 2013 replaced. The place is as high as the higher of the two,
    // so that the note coming and going never changes the dialog's height (under the rules,
    // it made the dialog grow, and scroll at 1024x768, the s51 walk).
    m_seatNotes = new QStackedWidget(m_seatsBox);
    m_presetNote = noteLabel(m_seatNotes);
    m_replacedNote = noteLabel(m_seatNotes);
    m_replacedNote->setObjectName(u"replacedSeatsNote"_s);
    m_seatNotes->addWidget(m_presetNote);
    m_seatNotes->addWidget(m_replacedNote);
    seats->addWidget(m_seatNotes);
    left->addWidget(m_seatsBox);
    // What only Classic shows keeps its room under Online 2013: the dialog keeps its size and
    // place when the rules change (it grew by the virtual players' box and, staying centred,
    // jumped 50 px up: the s37 walk).
    for (QWidget *classicOnly : std::initializer_list<QWidget *>{m_solo, m_duo}) {
        QSizePolicy policy = classicOnly->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        classicOnly->setSizePolicy(policy);
    }
    // The virtual players' strength under the seats, where they are chosen: the options beside
    // the map's picture keep its width, and the dialog fits a 1024-pixel screen at Larger text.
    m_virtualBox = new QGroupBox(this);
    auto *strength = new QFormLayout(m_virtualBox);
    m_virtualScore = new QSpinBox(m_virtualBox);
    m_virtualScore->setRange(0, 100);
    m_virtualScoreLabel = new QLabel(m_virtualBox);
    strength->addRow(m_virtualScoreLabel, m_virtualScore);
    m_virtualPawns = new QSpinBox(m_virtualBox);
    m_virtualPawns->setRange(0, 50);
    m_virtualPawnsLabel = new QLabel(m_virtualBox);
    strength->addRow(m_virtualPawnsLabel, m_virtualPawns);
    left->addWidget(m_virtualBox);
    QSizePolicy virtualPolicy = m_virtualBox->sizePolicy();
    virtualPolicy.setRetainSizeWhenHidden(true);
    m_virtualBox->setSizePolicy(virtualPolicy);
    left->addStretch(1);

    // The chosen map: its picture (the package's preview for an installed map) and author.
    m_mapPreview = new QLabel(this);
    m_mapPreview->setObjectName(u"mapPreview"_s);
    m_mapPreview->setAlignment(Qt::AlignCenter);
    m_mapPreview->setFixedSize(mapPreviewBox.toSize());
    // A click, or Space, shows the picture larger: at this size a package's picture had names
    // some 3 pixels high (the s51 walk). Its focus is seen, for the keyboard's sake.
    m_mapPreview->setCursor(Qt::PointingHandCursor);
    m_mapPreview->setFocusPolicy(Qt::StrongFocus);
    m_mapPreview->setStyleSheet(u"QLabel:focus { border: 2px solid palette(highlight); }"_s);
    m_mapPreview->installEventFilter(this);
    right->addWidget(m_mapPreview, 0, Qt::AlignHCenter);
    m_mapAuthor = noteLabel(this);
    m_mapAuthor->setObjectName(u"mapAuthor"_s);
    m_mapAuthor->setAlignment(Qt::AlignHCenter);
    right->addWidget(m_mapAuthor);
    // A greyed map says why on its picture, at its foot: shown for the chosen map (one picked
    // by hand or remembered stays chosen) and for the one the pointer is on in the open list.
    // Over the picture it takes no room of the dialog's: under it, its two lines were kept
    // empty for every map that can be played (a band under the picture, the s51 walk), since
    // the pointer going over a greyed map in the open list made the dialog grow and jump.
    m_mapUnsuited = new QLabel(m_mapPreview);
    m_mapUnsuited->setObjectName(u"mapUnsuited"_s);
    m_mapUnsuited->setAlignment(Qt::AlignCenter);
    m_mapUnsuited->setWordWrap(true);
    m_mapUnsuited->setStyleSheet(
        u"QLabel { background: rgba(255, 255, 255, 230); color: #5a2a20; padding: 2px; }"_s);
    m_mapUnsuited->hide();
    // The author's line is kept while it is hidden, for the same reason, where a listed map
    // names its author: the shipped maps do not, and their line stayed empty.
    if (std::any_of(m_maps.begin(), m_maps.end(),
                    [](const MapEntry &map) { return !map.author.isEmpty(); })) {
        QSizePolicy policy = m_mapAuthor->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        m_mapAuthor->setSizePolicy(policy);
        m_mapAuthor->setMinimumHeight(m_mapAuthor->fontMetrics().lineSpacing());
    }
    m_map->view()->setMouseTracking(true);
    connect(m_map->view(), &QAbstractItemView::entered, this,
            [this](const QModelIndex &index) { showMapDetails(index.row()); });
    // The list closed: back to the chosen map.
    m_map->view()->installEventFilter(this);

    // Options.
    m_optionsBox = new QGroupBox(this);
    auto *options = new QVBoxLayout(m_optionsBox);
    m_tileMixLabel = new QLabel(m_optionsBox);
    m_tileMixLabel->setWordWrap(true);
    options->addWidget(m_tileMixLabel);
    m_designerMix = new QRadioButton(m_optionsBox);
    m_printedMix = new QRadioButton(m_optionsBox);
    auto *mixGroup = new QButtonGroup(this);
    mixGroup->addButton(m_designerMix);
    mixGroup->addButton(m_printedMix);
    options->addWidget(m_designerMix);
    options->addWidget(m_printedMix);
    m_redraw = new QCheckBox(m_optionsBox);
    options->addWidget(m_redraw);
    m_autoRedeploy = new QCheckBox(m_optionsBox);
    options->addWidget(m_autoRedeploy);
    auto *numbers = new QFormLayout;
    // A label over its box where the two are wider than the map's picture (French, Larger).
    numbers->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_victoryTarget = new QSpinBox(m_optionsBox);
    m_victoryTarget->setRange(0, 999);
    m_victoryTarget->setSingleStep(10);
    m_victoryTargetLabel = new QLabel(m_optionsBox);
    numbers->addRow(m_victoryTargetLabel, m_victoryTarget);
    m_seed = new QLineEdit(m_optionsBox);
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(u"[0-9]{0,19}"_s), m_seed));
    m_seedLabel = new QLabel(m_optionsBox);
    numbers->addRow(m_seedLabel, m_seed);
    options->addLayout(numbers);

    right->addWidget(m_optionsBox);
    right->addStretch(1);

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color: #b23a2e; font-weight: bold;"_s);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_playerCount, &QSpinBox::valueChanged, this, [this](int count) {
        if (!m_updating)
            setSeatCount(count);
    });
    connect(m_solo, &QPushButton::clicked, this, [this] { applySoloPreset(1); });
    connect(m_duo, &QPushButton::clicked, this, [this] { applySoloPreset(2); });
    connect(m_ruleSet, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_ruleSetChanged = true;
        applyRuleSet();
    });
    // Points and rounds do not translate into each other: each rule set keeps its own length.
    connect(m_victoryTarget, &QSpinBox::valueChanged, this, [this](int length) {
        if (!m_updating)
            m_gameLengths[currentRuleSet()] = length;
    });
    connect(m_map, &QComboBox::currentIndexChanged, this, [this] {
        showMapDetails();
        if (!m_updating)
            applyRuleSet();
    });
    for (QAbstractButton *box : std::initializer_list<QAbstractButton *>{
             m_designerMix, m_printedMix, m_redraw, m_autoRedeploy})
        connect(box, &QAbstractButton::toggled, this, &NewGameDialog::updateState);
    for (QSpinBox *box : {m_victoryTarget, m_virtualScore, m_virtualPawns})
        connect(box, &QSpinBox::valueChanged, this, &NewGameDialog::updateState);
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::updateState);
}

void NewGameDialog::retranslate()
{
    setWindowTitle(tr("New game"));
    m_gameBox->setTitle(tr("Game"));
    m_ruleSetLabel->setText(tr("&Rules:"));
    m_ruleSetLabel->setBuddy(m_ruleSet);
    // The rule sets' own names (ruleSetName), as every page and menu gives them.
    m_ruleSet->setItemText(0, ruleSetName(RuleSetId::Classic));
    m_ruleSet->setItemData(0, tr("The 1999 rules with the errata"), Qt::ToolTipRole);
    m_ruleSet->setItemText(1, ruleSetName(RuleSetId::Online2013));
    m_mapLabel->setText(tr("&Map:"));
    m_mapPreview->setAccessibleName(tr("Picture of the map"));
    m_mapPreview->setToolTip(tr("Click, or press Space, to see the map larger."));
    m_mapLabel->setBuddy(m_map);
    const QString language = uiLanguage();
    for (int i = 0; i < m_map->count() && i < static_cast<int>(m_maps.size()); ++i) {
        const MapEntry &map = m_maps[static_cast<std::size_t>(i)];
        m_map->setItemText(i, map.name(language));
    }
    showMapDetails();
    m_playerCountLabel->setText(tr("&Players:"));
    m_playerCountLabel->setBuddy(m_playerCount);
    m_seatsBox->setTitle(tr("Seats"));
    m_solo->setText(tr("Solo: 1 + 3 virtual players"));
    m_duo->setText(tr("2 players + 2 virtual players"));
    // The target is said where the game's length is (the box, the note under the rules), for
    // the game as set up: beside "default (30 points)" of a map's own table, "the game ends at
    // 150 points" read as a second answer (the s37 walk). Each preset's button says its own.
    m_presetNote->setText(tr("The rulebook's game for one or two: virtual players complete the "
                             "table and always take civilization I."));
    m_solo->setToolTip(tr("You and three virtual players; the game ends at %n point(s).", nullptr,
                          NewGameSetup::soloPreset(1).options.victoryTarget));
    m_duo->setToolTip(tr("Two people and two virtual players; the game ends at %n point(s).",
                         nullptr, NewGameSetup::soloPreset(2).options.victoryTarget));
    m_optionsBox->setTitle(tr("Options"));
    m_tileMixLabel->setText(tr("Civilization tiles in the bag:"));
    setOptionTexts();
    m_autoRedeploy->setToolTip(tr("Otherwise each defender places their surviving pawns at the "
                                  "end of the attacker's turn."));
    m_victoryTargetLabel->setBuddy(m_victoryTarget);
    m_seedLabel->setText(tr("See&d:"));
    m_seedLabel->setBuddy(m_seed);
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setToolTip(tr("The same seed, players and options give the same tiles and starting "
                          "player again."));
    m_virtualBox->setTitle(tr("Virtual players' strength"));
    m_virtualScoreLabel->setText(tr("Starting &victory points:"));
    m_virtualScoreLabel->setBuddy(m_virtualScore);
    m_virtualScore->setToolTip(tr("The rulebook: 10; 15 to make them stronger."));
    m_virtualPawnsLabel->setText(tr("&Extra pawns per civilization:"));
    m_virtualPawnsLabel->setBuddy(m_virtualPawns);
    m_virtualPawns->setToolTip(tr("The rulebook: 8; 9 or more to make them stronger."));
    // Each letter once in the dialog (test_mnemonics), here and in the translations: Alt+S
    // starts the game (the seed's "&Seed" took it first).
    m_start->setText(tr("&Start the game"));
    applyRuleSet();
}

void NewGameDialog::setOptionTexts()
{
    const int width = m_optionLineWidth > 0 ? m_optionLineWidth : narrowestOptionLines();
    setButtonLines(m_designerMix, tr("As the designer intended: %1").arg(mixCounts(false)), width);
    setButtonLines(m_printedMix, tr("As printed in the box: %1").arg(mixCounts(true)), width);
    setButtonLines(m_redraw, tr("Draw again a pair of two identical tiles (German rules)"), width);
    setButtonLines(m_autoRedeploy, tr("Place the defenders' surviving pawns automatically"), width);
}

int NewGameDialog::narrowestOptionLines() const
{
    // As wide as the map's picture over them, the indicator included.
    const int indicator = style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                          style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing);
    return static_cast<int>(mapPreviewBox.width()) - indicator;
}

bool NewGameDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_map->view() && event->type() == QEvent::Hide)
        showMapDetails();
    if (watched == m_mapPreview) {
        const bool clicked = event->type() == QEvent::MouseButtonRelease &&
                             static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton;
        // Space, as on a button; Enter starts the game wherever the focus is.
        const bool pressed = event->type() == QEvent::KeyPress &&
                             static_cast<QKeyEvent *>(event)->key() == Qt::Key_Space;
        if (clicked || pressed) {
            showMapPicture();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void NewGameDialog::showMapDetails(int row)
{
    if (row < 0)
        row = m_map->currentIndex();
    const MapEntry *map = row >= 0 && row < static_cast<int>(m_maps.size())
                              ? &m_maps[static_cast<std::size_t>(row)]
                              : nullptr;
    if (!map) {
        m_mapPreview->clear();
        m_mapAuthor->hide();
        m_mapUnsuited->hide();
        return;
    }
    auto preview = m_previews.find(map->id);
    if (preview == m_previews.end())
        preview = m_previews.insert(
            map->id, mapPreview(map->folder, map->svgPath, mapPreviewBox, devicePixelRatioF()));
    m_mapPreview->setPixmap(*preview);
    QString author;
    if (!map->author.isEmpty())
        author = map->licence.isEmpty() ? tr("By %1").arg(map->author)
                                        : tr("By %1 (licence: %2)").arg(map->author, map->licence);
    m_mapAuthor->setText(author);
    m_mapAuthor->setVisible(!author.isEmpty());
    const auto reason = mapUnsuitedReason(map->id, currentRuleSet());
    m_mapUnsuited->setText(reason ? *reason : QString());
    // At the picture's foot, across it.
    const int width = m_mapPreview->width();
    const int height = std::min(m_mapUnsuited->heightForWidth(width), m_mapPreview->height());
    m_mapUnsuited->setGeometry(0, m_mapPreview->height() - height, width, height);
    m_mapUnsuited->setVisible(reason.has_value());
}

void NewGameDialog::showMapPicture()
{
    const MapEntry *map = currentMap();
    if (!map)
        return;
    auto *picture = new MapPictureDialog(map->name(uiLanguage()), map->folder, map->svgPath, this);
    picture->setAttribute(Qt::WA_DeleteOnClose);
    picture->open();
}

RuleSetId NewGameDialog::currentRuleSet() const
{
    return static_cast<RuleSetId>(m_ruleSet->currentData().toInt());
}

std::optional<QString> NewGameDialog::mapUnsuitedReason(const QString &mapId,
                                                        RuleSetId ruleSet) const
{
    const auto board = boardFor(mapId);
    if (!board)
        return std::nullopt; // validationError() says why it cannot be read
    // The engine's: only the maps made for the rule set are offered.
    switch (boardFit(*board, ruleSet)) {
    case BoardFit::Suited:
        break;
    case BoardFit::Unplayable:
        return tr("This map is for the Online 2013 rules only.");
    case BoardFit::NoTable:
        return tr("This map has no table for the Online 2013 rules.");
    }
    return std::nullopt;
}

void NewGameDialog::applyRuleSet()
{
    if (m_updating)
        return;
    m_updating = true;
    const RuleSetId chosen = currentRuleSet();
    const bool online = chosen == RuleSetId::Online2013;
    const bool ruleSetChanged = m_ruleSetChanged;

    // The maps that suit the rule set; the others stay listed, disabled, with the reason.
    auto *model = qobject_cast<QStandardItemModel *>(m_map->model());
    int firstSuited = -1;
    for (int i = 0; i < m_map->count() && i < static_cast<int>(m_maps.size()); ++i) {
        const MapEntry &map = m_maps[static_cast<std::size_t>(i)];
        const auto reason = mapUnsuitedReason(map.id, chosen);
        if (model)
            model->item(i)->setEnabled(!reason);
        // Why it is greyed; a folder's path says nothing to a player.
        m_map->setItemData(i, reason ? *reason : QVariant(), Qt::ToolTipRole);
        if (!reason && firstSuited < 0)
            firstSuited = i;
    }
    // A new rule set moves off a map that does not suit it; a map picked by hand stays, and
    // validationError() says why it cannot be played.
    if (const MapEntry *map = currentMap();
        m_ruleSetChanged && map && mapUnsuitedReason(map->id, chosen) && firstSuited >= 0)
        m_map->setCurrentIndex(firstSuited);
    m_ruleSetChanged = false;

    // Player counts: the engine's for the rule set on this map.
    PlayerCountRange counts = rulesPlayerCounts(chosen);
    if (const MapEntry *map = currentMap()) {
        if (const auto board = boardFor(map->id))
            counts = playerCountRange(*board, chosen);
    }
    m_playerCount->setRange(counts.min, counts.max);
    const int seats = static_cast<int>(m_rows.size());
    const int wanted = std::clamp(seats, counts.min, counts.max);
    if (seats > 0)
        m_playerCount->setValue(wanted);
    m_updating = false;
    if (seats > 0 && seats != wanted)
        setSeatCount(wanted);

    // No virtual players under Online 2013: neither the seat kinds nor the rulebook's tables.
    // A virtual seat chosen before becomes a computer the rules allow, and the dialog says so.
    const bool virtualAllowed = ruleSet(chosen).allowsVirtualPlayers;
    if (ruleSetChanged)
        m_replacedVirtualSeats.clear();
    m_updating = true;
    for (int i = 0; i < static_cast<int>(m_rows.size()); ++i) {
        if (m_rows[static_cast<std::size_t>(i)]->setVirtualSeatsOffered(virtualAllowed))
            m_replacedVirtualSeats << i;
    }
    m_updating = false;
    for (QWidget *virtualOnly : std::initializer_list<QWidget *>{m_solo, m_duo, m_virtualBox})
        virtualOnly->setVisible(virtualAllowed);
    m_seatNotes->setCurrentWidget(virtualAllowed ? m_presetNote : m_replacedNote);
    // Classic's options: the online bag holds one of each tile (no mix, no identical pair) and
    // the defenders' survivors are always placed automatically.
    for (QWidget *option : std::initializer_list<QWidget *>{m_tileMixLabel, m_designerMix,
                                                            m_printedMix, m_redraw, m_autoRedeploy})
        option->setEnabled(!online);

    // The game's length: a point target (Classic) or a number of rounds (Online 2013), the
    // one last chosen under these rules (set after the range, which would clamp it).
    m_updating = true;
    if (online) {
        m_victoryTargetLabel->setText(tr("R&ounds:"));
        m_victoryTarget->setSuffix(tr(" rounds"));
        m_victoryTarget->setRange(0, 99);
        m_victoryTarget->setSingleStep(1);
    } else {
        m_victoryTargetLabel->setText(tr("Victory &target:"));
        m_victoryTarget->setSuffix(tr(" points"));
        m_victoryTarget->setRange(0, 999);
        m_victoryTarget->setSingleStep(10);
    }
    const auto length = m_gameLengths.find(chosen);
    m_victoryTarget->setValue(length != m_gameLengths.end() ? length->second : 0);
    m_updating = false;
    showMapDetails();
    updateState();
}

void NewGameDialog::keepTopLeft()
{
    // Its top-left corner stays where it was placed: the seat count box, above the seats, stays
    // under the pointer as seats come. Kept around its centre, the dialog went up by half a seat
    // at each one, the spin box's arrow away from the pointer (the s54 walk).
    const QRect frame = frameGeometry();
    if (!m_anchor)
        m_anchor = frame.topLeft();
    QPoint topLeft = *m_anchor;
    // Never past the screen's edge, where its buttons would be out of reach.
    if (const QScreen *screen = this->screen()) {
        const QRect available = screen->availableGeometry();
        topLeft.setX(std::clamp(topLeft.x(), available.left(),
                                std::max(available.left(), available.right() + 1 - frame.width())));
        topLeft.setY(
            std::clamp(topLeft.y(), available.top(),
                       std::max(available.top(), available.bottom() + 1 - frame.height())));
    }
    if (topLeft != frame.topLeft()) {
        m_placedAt = topLeft;
        move(topLeft);
    }
}

void NewGameDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    // Grown by its content (a seat's thinking time, the Online 2013 note, more seats), the
    // dialog grows down and to the right, on the screen; a size the player drags is left alone
    // (it never starts below the minimum).
    const QSize old = event->oldSize();
    if (isVisible() && old.isValid() &&
        (old.width() < minimumWidth() || old.height() < minimumHeight() || m_growing))
        keepTopLeft();
}

void NewGameDialog::moveEvent(QMoveEvent *event)
{
    QDialog::moveEvent(event);
    // Moved by the player (or placed when shown): grown later, it keeps its new place.
    // (The window system may tell of the dialog's own moves late: they are known by place.)
    if (frameGeometry().topLeft() != m_placedAt)
        m_anchor.reset();
}

bool NewGameDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    // The layout grows the dialog to its minimum height, counted without the wrapped notes'
    // lines at this width: the rest would be taken from the seat rows, squeezing them. With no
    // wrapped line shown (no problem under the page) the layout has no height for a width, and
    // the page's height is its hint: more seats scrolled the page in a dialog that could grow
    // (4 to 6 seats at 1024x768 with Larger text, the s51 walk).
    if (event->type() == QEvent::LayoutRequest) {
        reserveSeatsRoom(); // as high as the seats are now (their text size)
        const int wanted = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                         : layout()->totalSizeHint().height();
        // As high as the screen's room at most: the page scrolls beyond.
        const int needed = std::min(wanted, maximumHeight());
        if (height() < needed) {
            const QScopedValueRollback growing(m_growing, true);
            resize(width(), needed);
        }
    }
    return handled;
}

void NewGameDialog::showEvent(QShowEvent *event)
{
    // Its screen is known now (and the window system's frame, from the window it opens over).
    const QBoxLayout::Direction before = m_columns->direction();
    fitTheScreen();
    // Not adjustSize(): it gives a window two thirds of the screen at most, and on a low screen
    // the dialog came up 340 of 512 pixels high, its options scrolling.
    const QSize wanted = sizeHint().expandedTo(minimumSizeHint()).boundedTo(maximumSize());
    if (m_columns->direction() != before)
        resize(wanted);
    else if (height() < wanted.height())
        resize(width(), wanted.height());
    QDialog::showEvent(event);
}

void NewGameDialog::fitTheScreen()
{
    const QSize room = roomOnScreen(*this);
    setMaximumSize(room);
    // Side by side, the columns need their minimum widths, the page's scroll bar and margins.
    const QMargins margins = layout()->contentsMargins();
    const int chrome = margins.left() + margins.right() + m_columns->spacing() +
                       style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int left = m_columns->itemAt(0)->minimumSize().width();
    // The options' lines take the room the seats leave, down to the picture's width (fewer
    // lines, a lower page), up to some 40 characters (longer lines are hard to read).
    const QMargins box =
        m_optionsBox->contentsMargins() + m_optionsBox->layout()->contentsMargins();
    const int indicator = style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                          style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing);
    const int lines =
        std::clamp(room.width() - chrome - left - box.left() - box.right() - indicator,
                   narrowestOptionLines(), 40 * fontMetrics().averageCharWidth());
    if (lines != m_optionLineWidth) {
        m_optionLineWidth = lines;
        setOptionTexts();
    }
    const int sideBySide = chrome + left + m_columns->itemAt(1)->minimumSize().width();
    m_columns->setDirection(sideBySide > room.width() ? QBoxLayout::TopToBottom
                                                      : QBoxLayout::LeftToRight);
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // A map that paints its terrain previews with its names, in the language they were in.
        m_previews.clear();
        showMapDetails();
    } else if (event->type() == QEvent::FontChange) {
        setOptionTexts(); // their lines at the new text size
        showMapDetails(); // the greyed map's reason, as high as its lines are now
    }
    QDialog::changeEvent(event);
}

SeatRow *NewGameDialog::seatRow(int index) const
{
    return index >= 0 && index < static_cast<int>(m_rows.size())
               ? m_rows[static_cast<std::size_t>(index)]
               : nullptr;
}

void NewGameDialog::setSeatCount(int count)
{
    count = std::clamp(count, 1, playerColourCount);
    while (static_cast<int>(m_rows.size()) > count) {
        delete m_rows.back();
        m_rows.pop_back();
    }
    while (static_cast<int>(m_rows.size()) < count) {
        const int index = static_cast<int>(m_rows.size());
        auto *row = new SeatRow(index, m_seatsBox);
        // A new seat takes the first colour no one has.
        int colour = 0;
        while (colour < playerColourCount &&
               std::any_of(m_rows.begin(), m_rows.end(), [&](const SeatRow *other) {
                   return other->seat().colour == playerColour(colour);
               }))
            ++colour;
        // A seat added under rules without virtual players does not offer them either.
        row->setVirtualSeatsOffered(ruleSet(currentRuleSet()).allowsVirtualPlayers);
        // A new seat is played as the one before it: a person who made seats 2 and 3 computers
        // wants the fourth one too (the s42 walk got a Human there). The first seat alone says
        // nothing of the others.
        SeatSetup seat{defaultSeatName(index), playerColour(colour % playerColourCount),
                       QString::fromUtf16(humanSeatKey)};
        if (index >= 2) {
            const SeatSetup before = m_rows.back()->seat();
            seat.controller = before.controller;
            seat.thinkingMs = before.thinkingMs;
        }
        row->setSeat(seat);
        connect(row, &SeatRow::changed, this, [this] {
            // The seats were changed by hand since: what the rule set did to them is old news.
            if (!m_updating)
                m_replacedVirtualSeats.clear();
            updateState();
        });
        connect(row, &SeatRow::colourChanged, this,
                [this, row](const QColor &previous, const QColor &chosen) {
                    seatColourChanged(row, previous, chosen);
                });
        m_seatsLayout->addWidget(row);
        m_rows.push_back(row);
    }
    if (m_playerCount->value() != count) {
        const QSignalBlocker blocker(m_playerCount);
        m_playerCount->setValue(count);
    }
    reserveSeatsRoom();
    updateState();
}

void NewGameDialog::reserveSeatsRoom()
{
    // Room for every seat there can be, the seats not taken left empty: a seat more or less
    // changes neither the dialog's size nor its place. As the dialog grew by a seat, the seat
    // count's arrow moved away from the pointer, and the tables' buttons under the seats too
    // (the s54 walk). Every seat count fits a 1024x768 screen at Larger text (s51).
    if (m_rows.empty())
        return;
    const int row = m_rows.front()->sizeHint().height() + m_seatsLayout->spacing();
    const int missing = std::max(0, playerColourCount - static_cast<int>(m_rows.size())) * row;
    if (m_seatsRoom->sizeHint().height() == missing)
        return;
    m_seatsRoom->changeSize(0, missing, QSizePolicy::Minimum, QSizePolicy::Fixed);
    m_seatsBox->layout()->invalidate();
}

void NewGameDialog::seatColourChanged(SeatRow *row, const QColor &previous, const QColor &chosen)
{
    // Colours are never shared: the seat that had the chosen colour takes the other's old one.
    for (SeatRow *other : m_rows) {
        if (other == row || other->seat().colour != chosen)
            continue;
        SeatSetup seat = other->seat();
        seat.colour = previous;
        other->setSeat(seat);
    }
}

void NewGameDialog::setSetup(const NewGameSetup &setup)
{
    m_updating = true;
    const int ruleIndex = m_ruleSet->findData(static_cast<int>(setup.options.ruleSet));
    m_ruleSet->setCurrentIndex(std::max(0, ruleIndex));
    const int mapIndex = m_map->findData(setup.mapId);
    if (mapIndex >= 0)
        m_map->setCurrentIndex(mapIndex);
    const int count = std::clamp(static_cast<int>(setup.seats.size()), 1, playerColourCount);
    m_playerCount->setValue(count); // within the spin box's range: applyRuleSet() sets it
    setSeatCount(count);
    const bool virtualAllowed = ruleSet(setup.options.ruleSet).allowsVirtualPlayers;
    for (int i = 0; i < count; ++i) {
        // Offered as the setup's rules offer them, so that its virtual seats can be set.
        m_rows[static_cast<std::size_t>(i)]->setVirtualSeatsOffered(virtualAllowed);
        m_rows[static_cast<std::size_t>(i)]->setSeat(setup.seats[static_cast<std::size_t>(i)]);
    }
    (setup.options.tileMix == TileMix::PrintedBox ? m_printedMix : m_designerMix)->setChecked(true);
    m_redraw->setChecked(setup.options.redrawIdenticalPairs);
    m_autoRedeploy->setChecked(setup.options.autoRedeploy);
    m_gameLengths[setup.options.ruleSet] = setup.options.victoryTarget;
    m_virtualScore->setValue(setup.options.virtualStartingScore);
    m_virtualPawns->setValue(setup.options.virtualExtraPawns);
    m_seed->setText(setup.options.seed ? QString::number(setup.options.seed) : QString());
    m_updating = false;
    applyRuleSet();
    chooseRulesTheMapSuits();
}

void NewGameDialog::chooseRulesTheMapSuits()
{
    const MapEntry *map = currentMap();
    if (!map || !mapUnsuitedReason(map->id, currentRuleSet()))
        return;
    for (int i = 0; i < m_ruleSet->count(); ++i) {
        if (!mapUnsuitedReason(map->id, static_cast<RuleSetId>(m_ruleSet->itemData(i).toInt()))) {
            m_ruleSet->setCurrentIndex(i); // as if chosen: the seats follow the rules
            return;
        }
    }
}

NewGameSetup NewGameDialog::setup() const
{
    NewGameSetup setup;
    setup.options.ruleSet = static_cast<RuleSetId>(m_ruleSet->currentData().toInt());
    if (const MapEntry *map = currentMap()) {
        setup.mapId = map->id;
        setup.mapFolder = map->folder;
    }
    for (const SeatRow *row : m_rows) {
        SeatSetup seat = row->seat();
        setup.seats.push_back(seat);
    }
    setup.options.tileMix = m_printedMix->isChecked() ? TileMix::PrintedBox : TileMix::Designer;
    setup.options.redrawIdenticalPairs = m_redraw->isChecked();
    setup.options.autoRedeploy = m_autoRedeploy->isChecked();
    setup.options.victoryTarget = m_victoryTarget->value();
    setup.options.virtualStartingScore = m_virtualScore->value();
    setup.options.virtualExtraPawns = m_virtualPawns->value();
    setup.options.seed = m_acceptedSeed ? *m_acceptedSeed : m_seed->text().toULongLong();
    setup.syncOptions();
    return setup;
}

const MapEntry *NewGameDialog::currentMap() const
{
    const int index = m_map->currentIndex();
    return index >= 0 && index < static_cast<int>(m_maps.size())
               ? &m_maps[static_cast<std::size_t>(index)]
               : nullptr;
}

std::shared_ptr<const ProvinceGraph> NewGameDialog::boardFor(const QString &mapId) const
{
    if (const auto found = m_boards.constFind(mapId); found != m_boards.constEnd())
        return *found;
    // checkOptions() needs the board's tables only: map.json is enough, the art is read when
    // the game loads the map for play.
    const auto entry = std::find_if(m_maps.begin(), m_maps.end(),
                                    [&](const MapEntry &map) { return map.id == mapId; });
    QString error;
    std::shared_ptr<const ProvinceGraph> board;
    if (entry != m_maps.end()) {
        MapReader reader;
        if (const auto mapData = reader.readFolder(entry->folder)) {
            if (auto graph = ProvinceGraph::fromMapData(*mapData, &error))
                board = std::make_shared<const ProvinceGraph>(std::move(*graph));
        } else {
            error = reader.errorString();
        }
    }
    m_boards.insert(mapId, board);
    m_boardErrors.insert(mapId, error);
    return board;
}

int NewGameDialog::defaultVictoryTarget() const
{
    // The engine's: newGame() sets the same.
    const NewGameSetup chosen = setup();
    if (const MapEntry *map = currentMap()) {
        if (const auto board = boardFor(map->id))
            return defaultGameLength(chosen.options, *board);
    }
    return defaultGameLength(chosen.options);
}

std::optional<QString> NewGameDialog::validationError() const
{
    const MapEntry *map = currentMap();
    if (!map) {
        return tr("No map was found (looked in: %1).")
            .arg(m_mapPaths.isEmpty() ? tr("no folder") : m_mapPaths.join(u", "_s));
    }
    const auto board = boardFor(map->id);
    if (!board)
        return tr("The map \"%1\" cannot be read: %2")
            .arg(map->name(uiLanguage()), m_boardErrors.value(map->id));
    const NewGameSetup chosen = setup();
    QStringList names;
    for (int i = 0; i < static_cast<int>(chosen.seats.size()); ++i) {
        const SeatSetup &seat = chosen.seats[static_cast<std::size_t>(i)];
        if (seat.name.isEmpty())
            return tr("Player %1 needs a name.").arg(i + 1);
        if (names.contains(seat.name, Qt::CaseInsensitive))
            return tr("Two players are called \"%1\".").arg(seat.name);
        names << seat.name;
        for (int j = 0; j < i; ++j) {
            if (chosen.seats[static_cast<std::size_t>(j)].colour == seat.colour)
                return tr("Players %1 and %2 have the same colour.").arg(j + 1).arg(i + 1);
        }
    }
    const bool anyPerson =
        std::any_of(chosen.seats.begin(), chosen.seats.end(),
                    [](const SeatSetup &seat) { return !isProgramSeat(seat.controller); });
    if (!anyPerson)
        return tr("At least one seat must be played by a person.");
    return checkOptions(chosen.options, *board);
}

void NewGameDialog::applySoloPreset(int people)
{
    NewGameSetup preset = NewGameSetup::soloPreset(people);
    const NewGameSetup current = setup();
    preset.mapId = current.mapId;
    preset.options.ruleSet = current.options.ruleSet;
    preset.options.tileMix = current.options.tileMix;
    preset.options.redrawIdenticalPairs = current.options.redrawIdenticalPairs;
    preset.options.autoRedeploy = current.options.autoRedeploy;
    preset.options.virtualStartingScore = current.options.virtualStartingScore;
    preset.options.virtualExtraPawns = current.options.virtualExtraPawns;
    // The people keep their names and colours.
    for (int i = 0; i < people && i < static_cast<int>(current.seats.size()); ++i) {
        if (!isProgramSeat(current.seats[static_cast<std::size_t>(i)].controller)) {
            preset.seats[static_cast<std::size_t>(i)].name =
                current.seats[static_cast<std::size_t>(i)].name;
        }
    }
    preset.syncOptions();
    setSetup(preset);
}

void NewGameDialog::updateState()
{
    if (m_updating)
        return;
    const NewGameSetup chosen = setup();
    m_virtualBox->setEnabled(chosen.options.hasVirtualPlayers());
    m_victoryTarget->setSpecialValueText(
        chosen.options.ruleSet == RuleSetId::Online2013
            ? tr("default (%n round(s))", nullptr, defaultVictoryTarget())
            : tr("default (%n point(s))", nullptr, defaultVictoryTarget()));
    m_ruleSetNote->setText(numbersKeptWithTheirWords(ruleSetNote(chosen)));
    m_replacedNote->setText(replacedSeatsNote());
    const auto problem = validationError();
    m_problem->setText(problem ? *problem : QString());
    m_problem->setVisible(problem.has_value());
    m_start->setEnabled(!problem);
}

int NewGameDialog::gameLength(const NewGameSetup &chosen) const
{
    return chosen.options.victoryTarget > 0 ? chosen.options.victoryTarget : defaultVictoryTarget();
}

QString NewGameDialog::ruleSetNote(const NewGameSetup &chosen) const
{
    // What the rules and this table really do: the engine's player counts and game length, the
    // same number as the length box's.
    const RuleSet &rules = ruleSet(chosen.options.ruleSet);
    if (chosen.options.ruleSet != RuleSetId::Online2013) {
        PlayerCountRange counts = rulesPlayerCounts(chosen.options.ruleSet);
        if (const MapEntry *map = currentMap()) {
            if (const auto board = boardFor(map->id))
                counts = playerCountRange(*board, chosen.options.ruleSet);
        }
        return tr("%1 to %2 players; this game ends at %n point(s).", nullptr, gameLength(chosen))
            .arg(counts.min)
            .arg(counts.max);
    }
    return tr("%1 to %2 players, no virtual players; this game ends after %n round(s).", nullptr,
              gameLength(chosen))
        .arg(rules.minPlayers)
        .arg(rules.maxPlayers);
}

QString NewGameDialog::replacedSeatsNote() const
{
    if (m_replacedVirtualSeats.isEmpty())
        return {};
    QStringList seats;
    for (int seat : m_replacedVirtualSeats)
        seats << QString::number(seat + 1);
    // The kind as the seat's box says it ("Computer, normal"): the long name made the note a
    // line longer than the box it speaks of (the s51 walk).
    return tr("Seat(s) %1 had a virtual player; now played by %2.", nullptr,
              static_cast<int>(seats.size()))
        .arg(QLocale().createSeparatedList(seats), seatKindChoice(u"strategist-normal"));
}

NewGameSetup NewGameDialog::rememberedSetup()
{
    QSettings settings;
    settings.beginGroup(settingsGroup);
    auto setup = NewGameSetup::load(settings);
    settings.endGroup();
    return setup ? *setup : NewGameSetup::firstSetup();
}

void NewGameDialog::accept()
{
    if (validationError())
        return;
    const QString seedText = m_seed->text().trimmed();
    m_acceptedSeed =
        seedText.isEmpty() ? QRandomGenerator::global()->generate64() : seedText.toULongLong();
    NewGameSetup chosen = setup();
    // Only a map the next start lists is remembered: one played from a folder given for this
    // game (`vinci --map FOLDER`, the editor's Test Play) would leave the next new game, and
    // the welcome page's picture, on a map that is not there.
    if (!MapDirectories::find(chosen.mapId)) {
        const QString before = rememberedSetup().mapId;
        chosen.mapId = MapDirectories::find(before) ? before : NewGameSetup().mapId;
    }
    QSettings settings;
    settings.beginGroup(settingsGroup);
    settings.remove(QString());
    // The other rule sets' lengths first: the chosen one's is the setup's.
    for (const auto &[rules, length] : m_gameLengths)
        settings.setValue(NewGameSetup::gameLengthKey(rules), length);
    chosen.save(settings);
    settings.endGroup();
    QDialog::accept();
}

} // namespace vinci
