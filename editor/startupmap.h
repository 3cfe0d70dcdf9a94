#pragma once

#include <QStringList>

namespace vinci {

class EditorWindow;

/** What the editor opened with at start. */
enum class StartupMap
{
    None,      ///< nothing asked, or the map could not be opened (the designer was told)
    Recovered, ///< the unsaved edits an editor that did not close properly left
    Opened,    ///< the map the command line named
};

/**
 * The map the editor opens with at start. The autosave an editor left that did not close
 * properly comes first (EditorWindow::offerRecovery), also when `maps` (the command line's) names
 * a map: opening it over the recovered map deleted the recovered copy, the only one of those
 * edits (the s52 walk). A map recovered, the one named is not opened and the status bar says so.
 * A quit asked for during the question opens nothing.
 */
StartupMap openStartupMap(EditorWindow &window, const QStringList &maps);

} // namespace vinci
