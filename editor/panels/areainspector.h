#pragma once

#include "document/mapchange.h"
#include "translatedtexts.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace vinci {

class MapDocument;

/**
 * The inspector's page for the selected areas: id, province or sea zone, names in English,
 * French and German, terrain, mine, port, board edge, and (for one area) its links. With many
 * areas selected, values they share are shown, differing ones are shown as mixed, and an edit
 * applies to all of them in one undo step. Terrain, mine and port are the provinces' only: hidden
 * for sea zones, and about the provinces alone in a selection of both.
 */
class AreaInspector : public QWidget
{
    Q_OBJECT

public:
    explicit AreaInspector(QWidget *parent = nullptr);

    void setDocument(MapDocument *document);
    /** Shows the document's selected areas. */
    void refresh();
    /** Puts the keyboard in the name in `language` (0 English, 1 French, 2 German). */
    void focusName(int language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void commitId();
    void commitName(int language);
    void commitKind(int index);
    void commitTerrain(int index);
    void commitFlag(QCheckBox *box);
    /** The terrains the map's rule sets allow enabled, the others marked and disabled. */
    void showTerrainChoices();
    void refreshNeighbours();
    void showError(const QString &message);

    TranslatedTexts m_texts{staticMetaObject.className()};
    QPointer<MapDocument> m_document;
    QLabel *m_title;
    QFormLayout *m_form;
    QLineEdit *m_id;
    QComboBox *m_kind;
    QLineEdit *m_names[3];
    QComboBox *m_terrain;
    QCheckBox *m_mine;
    QCheckBox *m_port;
    QCheckBox *m_boardEdge;
    /** What the province-only rows mean for this selection (none, or some of it). */
    QLabel *m_provincesOnly;
    QLabel *m_error;
    QLabel *m_neighboursTitle;
    QListWidget *m_neighbours;
    QPushButton *m_unlink;
};

} // namespace vinci
