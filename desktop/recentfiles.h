#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QMenu;

namespace vinci {

/**
 * The files opened or saved lately, newest first, kept in QSettings and shown in a menu that
 * rebuilds itself each time it opens; what no longer exists is left out of the menu. Written
 * once for both programs: the game's saved games and the editor's map folders behave alike.
 */
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    /** What the list remembers. */
    enum class Kind : quint8
    {
        Games, ///< saved games (settings key "recentFiles"), shown by file name
        Maps,  ///< map folders holding a map.json (key "recentMaps"), shown by path
    };

    explicit RecentFiles(QObject *parent = nullptr, int maximum = 8, Kind kind = Kind::Games);

    /** The remembered files, newest first. */
    QStringList files() const;
    /**
     * Says in a few words what a remembered file holds ("Round 4 · Anna, Bruno · 26/11/2024
     * 14:02"), or nothing; the program that knows its files gives one (the game reads a save's
     * summary), the menu and the welcome page show it after the name.
     */
    using Describer = std::function<QString(const QString &path)>;
    void setDescriber(Describer describer) { m_describer = std::move(describer); }
    /** What the describer says of `path`; empty without a describer. */
    QString description(const QString &path) const;
    /**
     * Names a remembered game for the menu and the welcome page (the game words the games it
     * kept itself in the language of the moment); without one, a game by its file's name
     * without ".vinci". Not used for map folders, shown by path.
     */
    using Namer = std::function<QString(const QString &path)>;
    void setNamer(Namer namer) { m_namer = std::move(namer); }
    /**
     * The names of `paths` as the menu shows them: two of the same name (a kept game saved
     * again under its name elsewhere) each with its folder after it, so that they are told
     * apart (the s48 walk saw two entries reading "nordic (interrupted)").
     */
    QStringList names(const QStringList &paths) const;

    /** Puts `fileName` first (the absolute path), dropping the oldest beyond the maximum. */
    void add(const QString &fileName);
    void remove(const QString &fileName);
    void clear();

    /**
     * Fills `menu` with one action per existing file ("1 europe-game", a game by its name, then
     * its description when there is one; its path as the tooltip; a map folder by its path) and
     * a "Clear the list" action; the menu refills itself before each showing.
     */
    void attachTo(QMenu *menu);

signals:
    /** A file in the menu was chosen. */
    void openRequested(const QString &fileName);
    void changed();

private:
    void fill(QMenu *menu);
    void store(const QStringList &files);
    QString absolute(const QString &path) const;
    bool stillThere(const QString &path) const;
    QString label(const QString &path) const;

    int m_maximum;
    Kind m_kind;
    Describer m_describer;
    Namer m_namer;
};

} // namespace vinci
