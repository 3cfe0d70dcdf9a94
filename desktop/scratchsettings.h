#pragma once

#include <QSettings>
#include <QString>
#include <QTemporaryDir>

namespace vinci {

/**
 * Settings for a run that must leave the person's own exactly as they were: the game the map
 * editor's Test Play starts. Every key of the program's settings is copied into a temporary
 * folder, and the QSettings made afterwards (the default constructor, QSettings::defaultFormat)
 * read and write that copy until this object goes. The run so starts in the person's language
 * and with their preferences, and whatever it would remember (the new game's map and seats,
 * the recent games, the folder of the file dialogs, the computer's speed...) is thrown away with
 * the folder. Make it early, before anything reads a setting.
 */
class ScratchSettings
{
public:
    ScratchSettings();
    /** Points QSettings back at the person's own settings; the copy is deleted. */
    ~ScratchSettings();
    ScratchSettings(const ScratchSettings &) = delete;
    ScratchSettings &operator=(const ScratchSettings &) = delete;

    /** Whether the copy is in use (false: no temporary folder could be made; nothing changed). */
    bool isValid() const { return m_active; }
    /** The temporary folder: also a place for the run's other files (its autosave). */
    QString folder() const { return m_folder.path(); }
    /** The settings file the run writes instead of the person's. */
    QString fileName() const;

private:
    QTemporaryDir m_folder;
    bool m_active = false;
    QSettings::Format m_ownFormat = QSettings::NativeFormat;
    QString m_ownIniPath; ///< where QSettings(IniFormat, UserScope) looked before
};

} // namespace vinci
