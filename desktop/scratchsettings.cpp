#include "scratchsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace vinci {

namespace {

/** The folder QSettings(IniFormat, UserScope) files live under now ("~/.config"). */
QString iniUserPath()
{
    const QSettings probe(QSettings::IniFormat, QSettings::UserScope,
                          QCoreApplication::organizationName(),
                          QCoreApplication::applicationName());
    // <path>/<organization>/<application>.conf
    QDir folder = QFileInfo(probe.fileName()).absoluteDir();
    if (!QCoreApplication::organizationName().isEmpty())
        folder.cdUp();
    return folder.absolutePath();
}

} // namespace

ScratchSettings::ScratchSettings()
    : m_ownFormat(QSettings::defaultFormat())
{
    if (!m_folder.isValid())
        return;
    const QSettings own;
    m_ownIniPath = iniUserPath();
    // The copy is an ini file on every system (the person's may be the Windows registry).
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_folder.path());
    m_active = true;
    QSettings copy;
    for (const QString &key : own.allKeys())
        copy.setValue(key, own.value(key));
    copy.sync();
}

ScratchSettings::~ScratchSettings()
{
    if (!m_active)
        return;
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_ownIniPath);
    QSettings::setDefaultFormat(m_ownFormat);
}

QString ScratchSettings::fileName() const
{
    return m_active ? QSettings().fileName() : QString();
}

} // namespace vinci
