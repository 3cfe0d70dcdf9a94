#pragma once

#include <QString>

namespace vinci {

/**
 * Who a program of Vinci is to Qt and to the desktop: one organization name for both
 * programs, so that their settings (QSettings) and data (autosaves, QStandardPaths'
 * AppDataLocation) live under one folder, "vinci".
 */
struct ApplicationIdentity
{
    QString applicationName; ///< "vinci", "vinci-editor": the file and folder names
    QString displayName;     ///< shown in window titles
    QString desktopFileName; ///< the menu entry's id (resources/desktop/), for the desktop
    QString version;

    /** The organization both programs share. */
    static QString organizationName();

    /**
     * Sets the application's names and version (call after the Q*Application exists), once
     * moving this program's settings and data from the folder of an older version (the editor
     * used "Vinci") into the shared one.
     */
    void apply() const;

    /**
     * Moves `applicationName`'s settings file and data folder from the organization folder
     * `legacyOrganization` to organizationName()'s, under the user's configuration and data
     * locations; what already exists there is kept. Returns how many items moved.
     */
    static int migrateFromLegacyOrganization(const QString &applicationName,
                                             const QString &legacyOrganization);
};

} // namespace vinci
