#pragma once

#include <QFont>
#include <QObject>

class QActionGroup;

namespace vinci {

/**
 * How large the program's text is drawn (View > Text Size, #27 "any eyes"): Normal, Large or
 * Larger, 100, 125 or 150 % of the system's font. Applied at once to the application's font,
 * which every widget without a font of its own follows (Qt sends them FontChange); what draws
 * text in pixels of its own (the map's tokens and names, style sheets in pixels) asks factor().
 * The choice is remembered (QSettings "textSize") as the language and the zoom are.
 */
class TextSize : public QObject
{
    Q_OBJECT

public:
    enum class Level : quint8
    {
        Normal,
        Large,
        Larger,
    };

    /**
     * The first one made takes the application's font as it is then as Normal's. The level is
     * the application's, as its font is: every TextSize reads the same one.
     */
    explicit TextSize(QObject *parent = nullptr);

    /** 1, 1.25 or 1.5. */
    static qreal factorOf(Level level);
    /** The settings' word for a level ("large"), and back (Normal for anything else). */
    static QString keyOf(Level level);
    static Level levelOf(const QString &key);
    /** The level's name for the menu ("&Large"), translated. */
    static QString nameOf(Level level);

    /** The remembered choice, else Normal. */
    static Level preferredLevel();

    static Level level();
    /** The factor of the level in use, for text drawn in pixels of its own. */
    static qreal factor() { return factorOf(level()); }
    /** The application's font at `level` (Normal's: the one the first TextSize found). */
    static QFont fontAt(Level level);

    /** Draws the text at `level` now and, with `remember`, at the next start too. */
    void setLevel(Level level, bool remember = true);

    /**
     * Checkable actions, one per level (object names "textSize-normal", ...), that switch when
     * triggered and follow the level; for the menu, which names them (nameOf(), data: the
     * level). The group belongs to `parent`.
     */
    QActionGroup *createActions(QObject *parent);

signals:
    /** After a change: the new factor. */
    void changed(qreal factor);
};

} // namespace vinci
