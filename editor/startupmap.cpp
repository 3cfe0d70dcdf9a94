#include "startupmap.h"

#include "editorwindow.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

namespace vinci {

namespace {

/** How long "map was not opened: the recovered map is open" stays, as Recovered's words. */
constexpr int notOpenedTimeout = 30000;

} // namespace

StartupMap openStartupMap(EditorWindow &window, const QStringList &maps)
{
    const bool recovered = window.offerRecovery();
    if (window.isQuittingAskingNothing())
        return StartupMap::None;
    if (recovered) {
        if (!maps.isEmpty()) {
            // Said first, then what Undo can still do (offerRecovery's words). A folder named
            // with a final slash has its own name, not an empty one.
            const QString name = QFileInfo(QDir::cleanPath(maps.constFirst())).fileName();
            QStatusBar *bar = window.statusBar();
            const QString said = QCoreApplication::translate(
                                     "main", "%1 was not opened: the recovered map was opened "
                                             "instead.")
                                     .arg(name);
            bar->showMessage(bar->currentMessage().isEmpty()
                                 ? said
                                 : said + QLatin1Char(' ') + bar->currentMessage(),
                             notOpenedTimeout);
        }
        return StartupMap::Recovered;
    }
    if (maps.isEmpty())
        return StartupMap::None;
    return window.openMap(maps.constFirst()) ? StartupMap::Opened : StartupMap::None;
}

} // namespace vinci
