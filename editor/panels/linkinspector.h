#pragma once

#include "translatedtexts.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace vinci {

class AdjacencyProposals;
class MapDocument;

/** The inspector's page for the selected link: its ends, kind, "set by hand", delete. */
class LinkInspector : public QWidget
{
    Q_OBJECT

public:
    explicit LinkInspector(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    TranslatedTexts m_texts{staticMetaObject.className()};
    QPointer<MapDocument> m_document;
    QLabel *m_title;
    QComboBox *m_kind;
    QCheckBox *m_manual;
    QLabel *m_error;
    QPushButton *m_selectEnds;
    QPushButton *m_delete;
};

/**
 * The inspector's page when nothing is selected: the map's id, names, author and licence (the
 * credit a map package carries), whether the game paints terrain over the art, and counts.
 */
class MapInspector : public QWidget
{
    Q_OBJECT

public:
    explicit MapInspector(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);
    /** The document's proposals: the counts say how many links wait to be accepted. */
    void setProposals(AdjacencyProposals *proposals);
    void refresh();
    /**
     * Puts the keyboard in the field of the map's `element` as map.json names it ("author",
     * "licence", "id", "names.fr"; "names": the first name not given), its text selected.
     */
    void focusField(const QString &element);

protected:
    void changeEvent(QEvent *event) override;

private:
    /** The map's name in `language` (0 English, 1 French, 2 German) as typed: one undo step. */
    void commitName(int language);
    /** `text`: the edit's name, marked with QT_TR_NOOP. */
    void commitCredit(const char *text);

    TranslatedTexts m_texts{staticMetaObject.className()};
    QPointer<MapDocument> m_document;
    QPointer<AdjacencyProposals> m_proposals;
    QLineEdit *m_id;
    QLineEdit *m_names[3];
    QCheckBox *m_paintTerrain;
    QLineEdit *m_author;
    QLineEdit *m_licence;
    QLabel *m_counts;
};

} // namespace vinci
