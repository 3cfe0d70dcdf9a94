#pragma once

#include "mapfinding.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <optional>
#include <vector>

namespace vinci {

/**
 * Takes typed values out of a parsed JSON document for MapReader. Every fault names the file
 * and the element path (`provinces[3].terrain`); the first fault wins and later calls fail
 * at once, so a reader can run straight through without checking after each field.
 */
class JsonFieldReader
{
public:
    /** Whether a key must be present. */
    enum class Presence : quint8
    {
        Required,
        Optional
    };

    explicit JsonFieldReader(QString fileName);

    bool failed() const { return m_error.has_value(); }
    /** The first fault (valid only when failed()). */
    const MapFileError &error() const { return *m_error; }
    /** Unknown keys met so far, as UnknownJsonKey warnings. */
    const std::vector<MapFinding> &warnings() const { return m_warnings; }

    /** Records a fault at `path` unless one is already recorded; always returns false. */
    bool fail(const QString &path, const QString &fault,
              MapFindingCode code = MapFindingCode::JsonInvalid);

    /**
     * Reads `object[key]` into `out`. Returns false (and records a fault) when the key is
     * required but missing or the value has the wrong type; an absent optional key leaves `out`
     * as it is and returns true.
     */
    bool get(const QJsonObject &object, const QString &path, QLatin1StringView key, QString *out,
             Presence presence = Presence::Required);
    bool get(const QJsonObject &object, const QString &path, QLatin1StringView key, int *out,
             Presence presence = Presence::Required);
    bool get(const QJsonObject &object, const QString &path, QLatin1StringView key, bool *out,
             Presence presence = Presence::Required);
    bool get(const QJsonObject &object, const QString &path, QLatin1StringView key,
             QJsonObject *out, Presence presence = Presence::Required);
    bool get(const QJsonObject &object, const QString &path, QLatin1StringView key, QJsonArray *out,
             Presence presence = Presence::Required);

    /** Typed views of a value at `path` (array items, map values). */
    std::optional<QString> toString(const QJsonValue &value, const QString &path);
    std::optional<int> toInt(const QJsonValue &value, const QString &path);
    std::optional<double> toNumber(const QJsonValue &value, const QString &path);
    std::optional<QJsonObject> toObject(const QJsonValue &value, const QString &path);

    /** Warns about every key of `object` not in `known`; `ids` name the area it belongs to. */
    void warnUnknownKeys(const QJsonObject &object, const QString &path,
                         std::initializer_list<QLatin1StringView> known,
                         const QStringList &ids = {});

    /** "path.key" (or "key" at the top level). */
    static QString member(const QString &path, QStringView key);
    /** "path[index]". */
    static QString item(const QString &path, qsizetype index);

private:
    /** The value at `object[key]`, or nothing (with a fault when required). */
    std::optional<QJsonValue> lookUp(const QJsonObject &object, const QString &path,
                                     QLatin1StringView key, Presence presence);
    bool wrongType(const QString &path, const char *expected, const QJsonValue &found);

    QString m_fileName;
    std::optional<MapFileError> m_error;
    std::vector<MapFinding> m_warnings;
};

} // namespace vinci
