#pragma once

#include <QString>
#include <QStringView>

namespace vinci {

/** A name in each language the game ships (English, French, German). */
struct LocalizedName
{
    QString en;
    QString fr;
    QString de;

    /** The name in `language` ("en", "fr", "de"); falls back to English when that one is empty. */
    QString in(QStringView language) const
    {
        const QString &chosen = language == u"fr" ? fr : language == u"de" ? de : en;
        return chosen.isEmpty() ? en : chosen;
    }

    bool operator==(const LocalizedName &) const = default;
};

} // namespace vinci
