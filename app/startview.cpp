#include "startview.h"

#include "mapformat/mapcatalog.h"
#include "mappreview.h"
#include "recentfiles.h"
#include "textsize.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

constexpr int shownRecentFiles = 4;

/** The map's picture: at 380 pixels wide the page was wider than a 1366x768 screen at the
 *  scale factor 1.5 (911 logical pixels; the s42 walk). */
constexpr QSize previewBox(330, 295);

/** The map shown when the one asked for cannot be found. */
const QString defaultPreviewMap = u"europe"_s;

} // namespace

StartView::StartView(MapCatalog *catalog, RecentFiles *recent, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_recent(recent)
    , m_mapId(defaultPreviewMap)
{
    setObjectName(u"startView"_s);
    setAttribute(Qt::WA_StyledBackground);
    followTextSize();

    auto *card = new QFrame(this);
    m_card = card;
    card->setObjectName(u"card"_s);
    card->setMaximumWidth(1040);

    auto *icon = new QLabel(card);
    icon->setPixmap(QIcon(u":/icons/vinci.svg"_s).pixmap(96, 96));
    m_title = new QLabel(card);
    m_title->setObjectName(u"title"_s);
    m_subtitle = new QLabel(card);
    m_subtitle->setObjectName(u"subtitle"_s);
    m_subtitle->setWordWrap(TextSize::factor() > 1); // as followTextSize() says
    m_intro = new QLabel(card);
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);
    m_preview = new QLabel(card);
    m_preview->setObjectName(u"mapPreview"_s);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setMinimumSize(previewBox);
    m_newGame = new QPushButton(card);
    m_newGame->setObjectName(u"newGameButton"_s);
    m_newGame->setDefault(true);
    m_open = new QPushButton(card);
    m_open->setObjectName(u"openButton"_s);
    m_learn = new QPushButton(card);
    m_learn->setObjectName(u"learnButton"_s);
    m_dismissLearn = new QPushButton(card);
    m_dismissLearn->setObjectName(u"dismissLearnButton"_s);
    m_dismissLearn->setCursor(Qt::PointingHandCursor);
    m_resumeList = new QVBoxLayout;
    m_recentHeading = new QLabel(card);
    m_recentHeading->setObjectName(u"heading"_s);
    m_recentList = new QVBoxLayout;
    m_recentList->setSpacing(0);

    auto *titles = new QVBoxLayout;
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    auto *header = new QHBoxLayout;
    header->addWidget(icon);
    header->addSpacing(8);
    header->addLayout(titles, 1);

    // The ways in right under the title, the words on how the game plays after them: under
    // the words, New game was below the fold at the scale factor 1.5 (911x512 logical pixels)
    // in French at Larger text, and the lesson to resume at Large in German on 1024x768 (the
    // s46 walk). A spacing of its own: a nested layout takes the card's wide one (36 pixels
    // between each two buttons).
    auto *left = new QVBoxLayout;
    left->setSpacing(10);
    left->addLayout(header);
    left->addSpacing(6);
    // The offer and the way to decline it on one line: declined, it is not made again. The
    // lessons to resume after New game: above it, two of them put it below the fold at Larger
    // text on 1024x768 (the s44 walk).
    m_learnRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_learnRow->addWidget(m_learn, 1);
    m_learnRow->addWidget(m_dismissLearn);
    left->addLayout(m_learnRow);
    left->addWidget(m_newGame);
    left->addWidget(m_open);
    left->addLayout(m_resumeList);
    left->addSpacing(12);
    left->addWidget(m_intro);
    left->addStretch(1);
    // The recent games beside the words, where there is room: under the buttons they needed
    // more than a 1024x768 screen's height and were drawn over each other. Over the map's
    // picture, not under it: there a game kept at "Not now" was below the fold at 911x512
    // logical pixels (the s47 walk). On a page of one column they come under the ways in
    // (arrange()). The heading close to its games (a nested layout takes the card's wide
    // spacing).
    auto *recentGames = new QVBoxLayout;
    m_recentGames = recentGames;
    recentGames->setSpacing(6);
    recentGames->addWidget(m_recentHeading);
    recentGames->addLayout(m_recentList);
    auto *right = new QVBoxLayout;
    right->addLayout(recentGames);
    right->addSpacing(16);
    right->addWidget(m_preview);
    right->addStretch(1);

    m_words = left;
    m_pictureAndGames = right;
    m_columns = new QBoxLayout(QBoxLayout::LeftToRight, card);
    m_columns->setContentsMargins(32, 28, 32, 28);
    m_columns->setSpacing(36);
    m_columns->addLayout(left, 5);
    m_columns->addLayout(right, 4);

    auto *centre = new QHBoxLayout;
    centre->addStretch(1);
    centre->addWidget(card, 12);
    centre->addStretch(1);
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(1);
    outer->addLayout(centre);
    outer->addStretch(1);

    connect(m_newGame, &QPushButton::clicked, this, &StartView::newGameRequested);
    connect(m_open, &QPushButton::clicked, this, &StartView::openRequested);
    connect(m_learn, &QPushButton::clicked, this, &StartView::learnRequested);
    connect(m_dismissLearn, &QPushButton::clicked, this, &StartView::learnDismissed);
    if (m_recent)
        connect(m_recent, &RecentFiles::changed, this, &StartView::showRecentFiles);
    retranslate();
    arrangeNow();
}

QSize StartView::minimumSizeHint() const
{
    const QSize arranged = QWidget::minimumSizeHint();
    return {m_narrowest > 0 ? m_narrowest : arranged.width(), arranged.height()};
}

bool StartView::event(QEvent *event)
{
    const bool handled = QWidget::event(event);
    // Laid out again (a text size, a language, an offer more or less): the widths it needs now.
    if (event->type() == QEvent::LayoutRequest)
        arrange();
    return handled;
}

void StartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void StartView::arrangeNow()
{
    // Before the window takes its first size from the page (or its next, for new fonts): the
    // layouts measured at the fonts and words now, not as last shown.
    ensurePolished();
    layout()->invalidate();
    layout()->activate();
    arrange();
}

void StartView::arrange()
{
    // What each part needs across, from the layouts as last laid out (a direction changed
    // lays them out again, and this runs again with the same answer).
    const auto widest = [this](QLayout *column, const QLayout *skipped) {
        int width = 0;
        for (int i = 0; i < column->count(); ++i) {
            QLayoutItem *item = column->itemAt(i);
            if (item->layout() != skipped && item->layout() != m_recentGames)
                width = std::max(width, item->minimumSize().width());
        }
        return width;
    };
    int offerBesideWidth = 0;
    int offerAbove = 0;
    // The offer's words whole, the layout told so: given its least width, the column beside the
    // map's picture cut them ("First time? Learn to play in ten m", the s48 walk at the scale
    // factor 1.5, Larger text, in English and French).
    // The widgets' own figures: the layout's items keep those of the last layout.
    m_learn->setMinimumWidth(m_learn->sizeHint().width());
    for (int i = 0; i < m_learnRow->count(); ++i) {
        const QLayoutItem *item = m_learnRow->itemAt(i);
        const QWidget *widget = item->widget();
        const int width = item->isEmpty() || !widget
                              ? 0
                              : std::max(widget->minimumWidth(), widget->minimumSizeHint().width());
        offerBesideWidth += width + (offerBesideWidth > 0 && width > 0 ? m_learnRow->spacing() : 0);
        offerAbove = std::max(offerAbove, width);
    }
    const int words = widest(m_words, m_learnRow);
    const int pictureAndGames =
        std::max(widest(m_pictureAndGames, nullptr), m_recentGames->minimumSize().width());
    const QMargins card = m_columns->contentsMargins();
    const QMargins page = layout()->contentsMargins();
    const int chrome = card.left() + card.right() + page.left() + page.right();
    const auto needs = [&](bool columnsBeside, bool offerBeside) {
        const int wordsColumn = std::max(words, offerBeside ? offerBesideWidth : offerAbove);
        return chrome + (columnsBeside ? wordsColumn + m_columns->spacing() + pictureAndGames
                                       : std::max(wordsColumn, pictureAndGames));
    };
    // The widest arrangement that fits: the map's picture beside the words, else under them;
    // the lesson's offer beside its "No, thanks", else above it. Side by side at Larger text
    // the page needed 1,072 pixels, wider than a 1366x768 screen at the scale factor 1.5 (the
    // s45 walk, in French).
    struct Arrangement
    {
        bool columnsBeside;
        bool offerBeside;
    };
    constexpr Arrangement arrangements[] = {{true, true}, {true, false}, {false, true}};
    Arrangement chosen{false, false};
    for (const Arrangement &arrangement : arrangements) {
        if (needs(arrangement.columnsBeside, arrangement.offerBeside) <= width()) {
            chosen = arrangement;
            break;
        }
    }
    // The words' column as laid out can be narrower than the figures above allow (the map's
    // picture takes its share): the offer beside its "No, thanks" overlapped it there (the s48
    // walk at the scale factor 1.5, Larger text).
    const int wordsColumn = m_words->geometry().width();
    if (chosen.columnsBeside && chosen.offerBeside && wordsColumn > 0 &&
        offerBesideWidth > wordsColumn)
        chosen.offerBeside = false;
    const int narrowest = needs(false, false);
    const auto direction = [](bool beside) {
        return beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    };
    if (m_columns->direction() != direction(chosen.columnsBeside)) {
        m_columns->setDirection(direction(chosen.columnsBeside));
        placeRecentGames(chosen.columnsBeside);
    }
    if (m_learnRow->direction() != direction(chosen.offerBeside))
        m_learnRow->setDirection(direction(chosen.offerBeside));
    if (narrowest != m_narrowest) {
        m_narrowest = narrowest;
        updateGeometry(); // the window may be narrower
    }
}

void StartView::placeRecentGames(bool columnsBeside)
{
    // One column: the recent games are ways in, under the others; below the words and the
    // map's picture, a game kept at "Not now" was out of sight, found only in Game > Open
    // Recent (the s47 walk at 911x512 logical pixels, in French at Larger text).
    QBoxLayout *column = columnsBeside ? m_pictureAndGames : m_words;
    if (m_recentGames->parent() == column)
        return;
    qobject_cast<QBoxLayout *>(m_recentGames->parent())->removeItem(m_recentGames);
    m_recentGames->setParent(nullptr);
    if (columnsBeside) // over the picture
        column->insertLayout(0, m_recentGames);
    else // under the ways in, with a little room before the words
        column->insertLayout(column->indexOf(m_resumeList) + 1, m_recentGames);
}

void StartView::setPreviewMap(const QString &mapId)
{
    if (mapId == m_mapId && !m_preview->pixmap().isNull())
        return;
    m_mapId = mapId;
    if (isVisible())
        showMapPreview();
}

void StartView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    showRecentFiles();
    // Drawn once the page is on screen: the first frame does not wait for the picture.
    if (m_preview->pixmap().isNull())
        QTimer::singleShot(0, this, &StartView::showMapPreview);
}

void StartView::showMapPreview()
{
    auto map = m_mapId.isEmpty() ? nullptr : m_catalog->load(m_mapId);
    // A remembered map that is gone (a deleted folder; the test map an older version's Test
    // Play left as the next game's): the shipped one rather than an empty frame.
    if (!map)
        map = m_catalog->load(defaultPreviewMap);
    if (!map) {
        m_preview->clear();
        return;
    }
    const QPixmap pixmap =
        mapPreview(map->folder, map->svgPath, QSizeF(previewBox), devicePixelRatioF());
    if (pixmap.isNull())
        return;
    m_preview->setPixmap(pixmap);
}

void StartView::setCardShown(bool shown)
{
    m_card->setVisible(shown);
}

bool StartView::isCardShown() const
{
    return !m_card->isHidden();
}

void StartView::setInterruptedGame(const QString &file, const QString &autosave,
                                   std::optional<int> movesPast)
{
    m_interruptedFile = file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath();
    m_interruptedAutosave = autosave;
    m_interruptedMovesPast = movesPast;
    showRecentFiles();
}

QString StartView::interruptedGameWords() const
{
    // Further by its moves, never by its time (the same minute as the file's, the s48 walk).
    if (!m_interruptedMovesPast)
        return tr("The interrupted game: its automatic save (%1) is offered now.")
            .arg(m_interruptedAutosave);
    const int past = *m_interruptedMovesPast;
    if (past > 0)
        return tr("An older state of the interrupted game: its automatic save (%1), offered now, "
                  "is newer.")
            .arg(m_interruptedAutosave);
    if (past == 0)
        return tr("The interrupted game: its automatic save (%1), offered now, holds the same "
                  "moves.")
            .arg(m_interruptedAutosave);
    return tr("The interrupted game, %n move(s) further than its automatic save (%1) offered now.",
              nullptr, -past)
        .arg(m_interruptedAutosave);
}

void StartView::showRecentFiles()
{
    while (QLayoutItem *item = m_recentList->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    QStringList files;
    for (const QString &file : m_recent ? m_recent->files() : QStringList()) {
        if (files.size() < shownRecentFiles && QFileInfo::exists(file))
            files << file;
    }
    // Named as Game > Open Recent names them (a kept game in the language of the moment).
    const QStringList names = m_recent ? m_recent->names(files) : QStringList();
    int shown = 0;
    for (const QString &file : std::as_const(files)) {
        // The file's name as a link, and under it which game it is (round, players, when).
        auto *button = new QPushButton(names.at(shown), this);
        button->setObjectName(u"recentFile"_s);
        button->setToolTip(QDir::toNativeSeparators(file));
        button->setCursor(Qt::PointingHandCursor);
        connect(button, &QPushButton::clicked, this,
                [this, file] { emit openFileRequested(file); });
        m_recentList->addWidget(button);
        QString about = m_recent->description(file);
        if (!m_interruptedFile.isEmpty() && QFileInfo(file).absoluteFilePath() == m_interruptedFile)
            about += u'\n' + interruptedGameWords();
        if (!about.isEmpty()) {
            auto *details = new QLabel(about, this);
            details->setObjectName(u"recentFileDetails"_s);
            details->setTextFormat(Qt::PlainText);
            details->setWordWrap(true);
            m_recentList->addWidget(details);
        }
        ++shown;
    }
    m_recentHeading->setVisible(shown > 0);
}

void StartView::followTextSize()
{
    // Its texts in pixels, at the text size chosen (View > Text Size).
    const qreal factor = TextSize::factor();
    // Larger than Normal, the subtitle may take two lines: on one it made the window 1038
    // pixels wide on a 1024x768 screen at Larger text (the s43 walk). At Normal it keeps its
    // line (wrapped, it took two where the card's left column was narrow).
    if (m_subtitle)
        m_subtitle->setWordWrap(factor > 1);
    setStyleSheet(uR"(
        #startView { background: #232B36; }
        #startView QFrame#card { background: #FBF6EA; border-radius: 12px; }
        #startView QLabel#title { font-size: %1px; font-weight: 700; color: #2A1C12;
                                  font-family: serif; }
        #startView QLabel#subtitle { font-size: %2px; color: #6B5D4C; font-style: italic;
                                     font-family: serif; }
        #startView QLabel#heading { font-size: %3px; font-weight: 600; color: #2A1C12; }
        #startView QLabel { color: #2A1C12; }
        #startView QPushButton { padding: 8px 20px; border-radius: 6px; border: 1px solid #9C8B6A;
                                 background: #FFFDF7; color: #2A1C12; text-align: left; }
        #startView QPushButton:hover { background: #FFF3D1; }
        #startView QPushButton#newGameButton { background: #F2C14E; border-color: #8A6410;
                                               font-weight: 600; font-size: %3px; }
        #startView QPushButton#newGameButton:hover { background: #F7D774; }
        #startView QPushButton#dismissLearnButton { border: none; background: transparent;
                                                    color: #2B5C8A; padding: 8px 4px; }
        #startView QPushButton#dismissLearnButton:hover { text-decoration: underline; }
        #startView QPushButton#recentFile { border: none; background: transparent;
                                            color: #2B5C8A; padding: 3px 4px; }
        #startView QPushButton#recentFile:hover { text-decoration: underline; }
        #startView QLabel#recentFileDetails { color: #6B5D4C; padding: 0px 4px 4px 0px; }
    )"_s.arg(std::lround(44 * factor))
                      .arg(std::lround(17 * factor))
                      .arg(std::lround(15 * factor)));
    if (m_columns)
        arrangeNow();
}

void StartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        arrangeNow();
        // The recent games' descriptions are in words and dates of the language; so are the
        // names on the preview of a map that paints its terrain (mapPreview()).
        if (isVisible()) {
            showRecentFiles();
            showMapPreview();
        }
    }
    QWidget::changeEvent(event);
}

void StartView::setLearnOffered(bool offered)
{
    m_learn->setVisible(offered);
    m_dismissLearn->setVisible(offered);
}

void StartView::setLessonsToResume(const QStringList &labels)
{
    qDeleteAll(m_resume);
    m_resume.clear();
    for (int index = 0; index < labels.size(); ++index) {
        auto *button = new QPushButton(labels.at(index), this);
        button->setObjectName(u"resumeLessonButton"_s);
        connect(button, &QPushButton::clicked, this,
                [this, index] { emit resumeRequested(index); });
        m_resumeList->addWidget(button);
        m_resume << button;
    }
}

void StartView::retranslate()
{
    m_title->setText(tr("Vinci"));
    m_subtitle->setText(tr("The Rise and Fall of Civilizations"));
    m_intro->setText(
        tr("<p>Lead one civilization after another across the map. Each takes its pawns and two "
           "special abilities from the track, enters at the edge of the board and conquers "
           "province after province.</p>"
           "<p>Every turn you choose: <b>expand</b> your empire once more, or let it fall into "
           "<b>decline</b> and choose a new one. Your provinces, active and declining, score "
           "victory points at the end of each of your turns.</p>"
           "<p>The map shows what every conquest costs and why; the bar above it tells you what "
           "to do next. Hover over a province for its details.</p>"));
    m_newGame->setText(tr("New game..."));
    m_open->setText(tr("Open a saved game..."));
    m_learn->setText(tr("First time? Learn to play in ten minutes"));
    m_dismissLearn->setText(tr("No, thanks"));
    m_dismissLearn->setToolTip(tr("The lesson stays in the Game menu, under Learn to Play"));
    m_recentHeading->setText(tr("Continue a recent game"));
}

} // namespace vinci
