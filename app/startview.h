#pragma once

#include "game/gameoptions.h"
#include "seat.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace vinci {

class MapCatalog;

/** What the start view asks for: a map, the options and the seats. */
struct StartRequest
{
    QString mapId;
    GameOptions options;
    std::vector<Seat> seats;
};

/**
 * The welcome page shown when no game is open: the game's name, a few lines on how it plays,
 * and a new game set-up (map, 3 to 6 seats with names, colours and who plays them, victory
 * target, tile mix, automatic redeploy, seed) or opening a saved game.
 */
class StartView : public QWidget
{
    Q_OBJECT

public:
    explicit StartView(MapCatalog *catalog, QWidget *parent = nullptr);

    /** The set-up as entered. */
    StartRequest request() const;
    /** Fills the form from a request (the last game's set-up, tests). */
    void setRequest(const StartRequest &request);
    /** Looks the map folders up again. */
    void refreshMaps();

    QSpinBox *playerCountBox() const { return m_players; }
    QLineEdit *nameEdit(int seat) const;
    QComboBox *controllerBox(int seat) const;
    QComboBox *colourBox(int seat) const;
    QSpinBox *targetBox() const { return m_target; }
    QLineEdit *seedEdit() const { return m_seed; }
    QCheckBox *autoRedeployBox() const { return m_autoRedeploy; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *openButton() const { return m_open; }

signals:
    void startRequested();
    void openRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct SeatRow
    {
        QLabel *label;
        QComboBox *colour;
        QLineEdit *name;
        QComboBox *controller;
    };
    void retranslate();
    void showSeatCount(int count);
    void fillControllers(QComboBox *box);
    void showMapPreview();

    MapCatalog *m_catalog;
    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_intro;
    QLabel *m_preview;
    QLabel *m_setupHeading;
    QLabel *m_mapLabel;
    QComboBox *m_map;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    std::vector<SeatRow> m_seats;
    QLabel *m_targetLabel;
    QSpinBox *m_target;
    QLabel *m_mixLabel;
    QComboBox *m_mix;
    QCheckBox *m_redraw;
    QCheckBox *m_autoRedeploy;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QPushButton *m_start;
    QPushButton *m_open;
};

} // namespace vinci
