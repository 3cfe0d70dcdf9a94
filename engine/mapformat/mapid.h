#pragma once

#include <QStringView>

namespace vinci {

/**
 * Whether `id` is a valid map or area id: one or more of a-z, 0-9 and '-'. Ids double as SVG
 * element ids, folder names and keys in saved games, so they stay plain ASCII.
 */
inline bool isValidMapId(QStringView id)
{
    if (id.isEmpty())
        return false;
    for (const QChar c : id) {
        const char16_t u = c.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'-'))
            return false;
    }
    return true;
}

} // namespace vinci
