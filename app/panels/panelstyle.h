#pragma once

#include <QColor>

#include <initializer_list>

class QLabel;
class QVBoxLayout;
class QWidget;

namespace vinci {

/**
 * The look shared by the panels: the cream card colours of the tiles' palette
 * (resources/README.md) and the panels' title and caption labels.
 */
class PanelStyle
{
public:
    static QColor ink() { return QColor(0x2A1C12); }
    static QColor muted() { return QColor(0x6B5A48); }
    static QColor gold() { return QColor(0x8A6410); }
    static QColor cardFace() { return QColor(0xFFFDF7); }
    static QColor cardHover() { return QColor(0xFFF3D6); }
    static QColor cardBorder() { return QColor(0xD9CFBF); }
    static QColor gain() { return QColor(0x2E7D32); }
    static QColor loss() { return QColor(0xB23A2E); }

    /** A panel's bold title label, named "panelTitle" (tests find it by that name). */
    static QLabel *makeTitle(QWidget *parent);
    /** A panel's muted, wrapping caption label. */
    static QLabel *makeCaption(QWidget *parent);
    /**
     * The column every dock panel is laid out in (its margins and spacing), on `panel`, with
     * `top` (its title, its caption) first; the panel adds its content below.
     */
    static QVBoxLayout *makeColumn(QWidget *panel, std::initializer_list<QWidget *> top);
};

} // namespace vinci
