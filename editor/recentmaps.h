#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace vinci {

/** The map folders opened or saved last, kept in the settings, shown in File ▸ Open Recent. */
class RecentMaps : public QObject
{
    Q_OBJECT

public:
    static constexpr int maximum = 8;

    explicit RecentMaps(QObject *parent = nullptr);

    QStringList folders() const;
    /** Puts `folder` first. */
    void add(const QString &folder);
    /** Fills `menu` with the folders that still exist, plus "Clear". */
    void fillMenu(QMenu *menu);

signals:
    void openRequested(const QString &folder);
};

} // namespace vinci
