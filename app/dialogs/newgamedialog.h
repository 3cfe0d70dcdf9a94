#pragma once

#include "mapformat/mapdirectories.h"
#include "session/newgamesetup.h"

#include <QDialog>
#include <QHash>
#include <QPixmap>

#include <map>
#include <memory>
#include <optional>
#include <vector>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QBoxLayout;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpacerItem;
class QSpinBox;
class QStackedWidget;
class QVBoxLayout;

namespace vinci {

class ProvinceGraph;
class SeatRow;

/**
 * Sets up a game: rule set, map (those without the rule set's table disabled; its picture and
 * author beside the options), 3 to 6 seats
 * (2 to 5 under Online 2013, where no seat is a virtual player) (name, colour, person or program
 * player), the rulebook's solo and two-player tables with virtual players, the options (tile mix,
 * identical pairs, victory target or rounds, automatic redeploy, virtual players' strength) and an
 * optional seed. It checks the choice with the engine's checkOptions() and shows why a game cannot
 * start; the last accepted choice is remembered (QSettings group "newGame"), the rule set with
 * the map, and the game's length of each rule set apart (points are no rounds). A setup whose
 * map the rule set cannot play opens under rules the map was made for.
 */
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    /** Lists the maps found in `mapPaths` (MapDirectories::searchPaths() by default). */
    explicit NewGameDialog(QWidget *parent = nullptr,
                           const QStringList &mapPaths = MapDirectories::searchPaths());
    ~NewGameDialog() override;

    /**
     * Fills the dialog from `setup` (the map by id when it is listed). A map its rule set
     * cannot play (remembered from an earlier version, or a package just installed) comes with
     * rules it was made for, so that the dialog opens on a game that can start.
     */
    void setSetup(const NewGameSetup &setup);
    /**
     * The choice as it stands. After accept(), `options.seed` is the seed used (drawn at
     * random when the seed field was empty); before, it is the field's value or 0.
     */
    NewGameSetup setup() const;

    /** Why the current choice cannot start a game (translated), or nothing. */
    std::optional<QString> validationError() const;

    /** The rulebook's table for `people` (1 or 2) with virtual players, keeping the map. */
    void applySoloPreset(int people);

    /** The last accepted setup from QSettings, or the default one. */
    static NewGameSetup rememberedSetup();

    /** The seat rows, for tests. */
    SeatRow *seatRow(int index) const;
    QSpinBox *playerCountBox() const { return m_playerCount; }
    QComboBox *mapBox() const { return m_map; }
    /** The chosen map's picture (mapPreview()) and who made it (shown when the map says). */
    QLabel *mapPreviewLabel() const { return m_mapPreview; }
    QLabel *mapAuthorLabel() const { return m_mapAuthor; }
    /** Why the map shown cannot be chosen (a greyed one), on its picture; hidden if it can. */
    QLabel *mapUnsuitedLabel() const { return m_mapUnsuited; }
    QComboBox *ruleSetBox() const { return m_ruleSet; }
    QLineEdit *seedEdit() const { return m_seed; }
    QSpinBox *victoryTargetBox() const { return m_victoryTarget; }
    QLabel *problemLabel() const { return m_problem; }
    QPushButton *startButton() const { return m_start; }
    /** What the chosen rule set does, under the rule set box: players and the game's length. */
    QLabel *ruleSetNoteLabel() const { return m_ruleSetNote; }
    /** Under the seats (Online 2013): which seats had a virtual player, and who plays them now. */
    QLabel *replacedSeatsNoteLabel() const { return m_replacedNote; }
    /** The rulebook's tables for one or two people (shown where the rules have virtual players). */
    QPushButton *soloButton() const { return m_solo; }

public slots:
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /**
     * Never larger than the screen's free room: the columns one over the other where side by
     * side they are wider, and the page scrolls where it is higher (s42: 911x512 pixels).
     */
    void fitTheScreen();
    void buildUi();
    void retranslate();
    /** The options' sentences, broken into lines m_optionLineWidth wide. */
    void setOptionTexts();
    /** The options' lines as wide as the map's picture, with their indicators. */
    int narrowestOptionLines() const;
    void setSeatCount(int count);
    /** Keeps the room of the seats not taken, up to the most a game can have. */
    void reserveSeatsRoom();
    void seatColourChanged(SeatRow *row, const QColor &previous, const QColor &chosen);
    void updateState();
    /** Maps, player counts, seat kinds and the game's length as the rule set wants them. */
    void applyRuleSet();
    RuleSetId currentRuleSet() const;
    /** Under setSetup(): a rule set the chosen map suits, when the chosen one does not. */
    void chooseRulesTheMapSuits();
    /** Why a map does not suit a rule set (translated), or nothing when it does. */
    std::optional<QString> mapUnsuitedReason(const QString &mapId, RuleSetId ruleSet) const;
    std::shared_ptr<const ProvinceGraph> boardFor(const QString &mapId) const;
    const MapEntry *currentMap() const;
    int defaultVictoryTarget() const;
    /** How long `chosen` lasts (points or rounds): its target, else the default: the one
     *  number the length box and the note under the rules both say. */
    int gameLength(const NewGameSetup &chosen) const;
    /** What the chosen rule set does: players and the game's length. */
    QString ruleSetNote(const NewGameSetup &chosen) const;
    /** The seats whose virtual player the last change to Online 2013 replaced, or nothing. */
    QString replacedSeatsNote() const;
    /**
     * The picture and author of the map at `row` of the map list (the chosen one by default,
     * the one the pointer is on while the list is open), and why it cannot be chosen if it is
     * greyed.
     */
    void showMapDetails(int row = -1);
    /** The chosen map's picture, large enough to read its names (MapPictureDialog). */
    void showMapPicture();
    /** After the content grew the dialog: back where its top-left corner was, on the screen. */
    void keepTopLeft();

    std::vector<MapEntry> m_maps;
    QStringList m_mapPaths;
    mutable QHash<QString, std::shared_ptr<const ProvinceGraph>> m_boards;
    mutable QHash<QString, QString> m_boardErrors;
    QHash<QString, QPixmap> m_previews; ///< by map id, drawn once per language
    std::vector<SeatRow *> m_rows;
    std::optional<quint64> m_acceptedSeed;
    bool m_updating = false;
    bool m_ruleSetChanged = false; ///< applyRuleSet() may move off an unsuited map
    /** The game's length chosen under each rule set (0: the default), shown when it is chosen. */
    std::map<RuleSetId, int> m_gameLengths;
    /** Seats (from 0) whose virtual player the last rule set change replaced, to say so. */
    QList<int> m_replacedVirtualSeats;
    std::optional<QPoint> m_anchor; ///< the top-left corner it grows from
    QPoint m_placedAt;              ///< where keepTopLeft() last moved it
    bool m_growing = false;         ///< resized for the wrapped notes' lines
    int m_optionLineWidth = 0;      ///< the options' lines (fitTheScreen()); 0: narrowest

    QBoxLayout *m_columns = nullptr; ///< the game and seats beside (or over) the map and options
    QGroupBox *m_gameBox = nullptr;
    QLabel *m_ruleSetLabel = nullptr;
    QComboBox *m_ruleSet = nullptr;
    QLabel *m_ruleSetNote = nullptr;
    QLabel *m_mapLabel = nullptr;
    QComboBox *m_map = nullptr;
    QLabel *m_mapPreview = nullptr;
    QLabel *m_mapAuthor = nullptr;
    QLabel *m_mapUnsuited = nullptr;
    QLabel *m_playerCountLabel = nullptr;
    QSpinBox *m_playerCount = nullptr;
    QGroupBox *m_seatsBox = nullptr;
    QVBoxLayout *m_seatsLayout = nullptr;
    QSpacerItem *m_seatsRoom = nullptr; ///< the room of the seats not taken
    QPushButton *m_solo = nullptr;
    QPushButton *m_duo = nullptr;
    QStackedWidget *m_seatNotes = nullptr; ///< under the seats: one of the two notes below
    QLabel *m_presetNote = nullptr;
    QLabel *m_replacedNote = nullptr; ///< the seats Online 2013 took a virtual player from
    QGroupBox *m_optionsBox = nullptr;
    QLabel *m_tileMixLabel = nullptr;
    QRadioButton *m_designerMix = nullptr;
    QRadioButton *m_printedMix = nullptr;
    QCheckBox *m_redraw = nullptr;
    QLabel *m_victoryTargetLabel = nullptr;
    QSpinBox *m_victoryTarget = nullptr;
    QCheckBox *m_autoRedeploy = nullptr;
    QGroupBox *m_virtualBox = nullptr;
    QLabel *m_virtualScoreLabel = nullptr;
    QSpinBox *m_virtualScore = nullptr;
    QLabel *m_virtualPawnsLabel = nullptr;
    QSpinBox *m_virtualPawns = nullptr;
    QLabel *m_seedLabel = nullptr;
    QLineEdit *m_seed = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_start = nullptr;
};

} // namespace vinci
