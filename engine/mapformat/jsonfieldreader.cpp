#include "jsonfieldreader.h"

#include <QCoreApplication>

#include <cmath>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call
 * JsonFieldReaderTexts::tr(). */
struct JsonFieldReaderTexts
{
    Q_DECLARE_TR_FUNCTIONS(MapReader)
};

const char *typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QT_TRANSLATE_NOOP("MapReader", "null");
    case QJsonValue::Bool:
        return QT_TRANSLATE_NOOP("MapReader", "true or false");
    case QJsonValue::Double:
        return QT_TRANSLATE_NOOP("MapReader", "a number");
    case QJsonValue::String:
        return QT_TRANSLATE_NOOP("MapReader", "a string");
    case QJsonValue::Array:
        return QT_TRANSLATE_NOOP("MapReader", "an array");
    case QJsonValue::Object:
        return QT_TRANSLATE_NOOP("MapReader", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QT_TRANSLATE_NOOP("MapReader", "nothing");
}

// Integers in a map (player counts, pawns, points) are small; the bound keeps every later
// sum and comparison far from overflow.
constexpr double maxMapInteger = 1e9;

} // namespace

JsonFieldReader::JsonFieldReader(QString fileName)
    : m_fileName(std::move(fileName))
{}

bool JsonFieldReader::fail(const QString &path, const QString &fault, MapFindingCode code)
{
    if (!m_error)
        m_error = MapFileError{code, m_fileName, 0, 0, path, fault};
    return false;
}

bool JsonFieldReader::wrongType(const QString &path, const char *expected, const QJsonValue &found)
{
    return fail(path, JsonFieldReaderTexts::tr("expected %1, found %2")
                          .arg(JsonFieldReaderTexts::tr(expected),
                               JsonFieldReaderTexts::tr(typeName(found))));
}

std::optional<QJsonValue> JsonFieldReader::lookUp(const QJsonObject &object, const QString &path,
                                                  QLatin1StringView key, Presence presence)
{
    if (failed())
        return std::nullopt;
    const auto it = object.constFind(key);
    if (it == object.constEnd()) {
        if (presence == Presence::Required)
            fail(member(path, QString(key)),
                 JsonFieldReaderTexts::tr("this required key is missing"));
        return std::nullopt;
    }
    return it.value();
}

bool JsonFieldReader::get(const QJsonObject &object, const QString &path, QLatin1StringView key,
                          QString *out, Presence presence)
{
    const auto value = lookUp(object, path, key, presence);
    if (!value)
        return !failed();
    const auto text = toString(*value, member(path, QString(key)));
    if (text)
        *out = *text;
    return text.has_value();
}

bool JsonFieldReader::get(const QJsonObject &object, const QString &path, QLatin1StringView key,
                          int *out, Presence presence)
{
    const auto value = lookUp(object, path, key, presence);
    if (!value)
        return !failed();
    const auto number = toInt(*value, member(path, QString(key)));
    if (number)
        *out = *number;
    return number.has_value();
}

bool JsonFieldReader::get(const QJsonObject &object, const QString &path, QLatin1StringView key,
                          bool *out, Presence presence)
{
    const auto value = lookUp(object, path, key, presence);
    if (!value)
        return !failed();
    if (!value->isBool())
        return wrongType(member(path, QString(key)),
                         QT_TRANSLATE_NOOP("MapReader", "true or false"), *value);
    *out = value->toBool();
    return true;
}

bool JsonFieldReader::get(const QJsonObject &object, const QString &path, QLatin1StringView key,
                          QJsonObject *out, Presence presence)
{
    const auto value = lookUp(object, path, key, presence);
    if (!value)
        return !failed();
    const auto inner = toObject(*value, member(path, QString(key)));
    if (inner)
        *out = *inner;
    return inner.has_value();
}

bool JsonFieldReader::get(const QJsonObject &object, const QString &path, QLatin1StringView key,
                          QJsonArray *out, Presence presence)
{
    const auto value = lookUp(object, path, key, presence);
    if (!value)
        return !failed();
    if (!value->isArray())
        return wrongType(member(path, QString(key)), QT_TRANSLATE_NOOP("MapReader", "an array"),
                         *value);
    *out = value->toArray();
    return true;
}

std::optional<QString> JsonFieldReader::toString(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isString()) {
        wrongType(path, QT_TRANSLATE_NOOP("MapReader", "a string"), value);
        return std::nullopt;
    }
    return value.toString();
}

std::optional<int> JsonFieldReader::toInt(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isDouble()) {
        wrongType(path, QT_TRANSLATE_NOOP("MapReader", "a whole number"), value);
        return std::nullopt;
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::floor(number) != number ||
        std::fabs(number) > maxMapInteger) {
        fail(path, JsonFieldReaderTexts::tr("expected a whole number, found %1").arg(number));
        return std::nullopt;
    }
    return static_cast<int>(number);
}

std::optional<double> JsonFieldReader::toNumber(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isDouble()) {
        wrongType(path, QT_TRANSLATE_NOOP("MapReader", "a number"), value);
        return std::nullopt;
    }
    const double number = value.toDouble();
    if (!std::isfinite(number)) {
        fail(path, JsonFieldReaderTexts::tr("the number is too large"));
        return std::nullopt;
    }
    return number;
}

std::optional<QJsonObject> JsonFieldReader::toObject(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isObject()) {
        wrongType(path, QT_TRANSLATE_NOOP("MapReader", "an object"), value);
        return std::nullopt;
    }
    return value.toObject();
}

void JsonFieldReader::warnUnknownKeys(const QJsonObject &object, const QString &path,
                                      std::initializer_list<QLatin1StringView> known,
                                      const QStringList &ids)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        bool isKnown = false;
        for (const QLatin1StringView key : known)
            isKnown = isKnown || it.key() == key;
        if (isKnown)
            continue;
        const MapFileError where{MapFindingCode::UnknownJsonKey,
                                 m_fileName,
                                 0,
                                 0,
                                 member(path, it.key()),
                                 JsonFieldReaderTexts::tr("unknown key, ignored")};
        m_warnings.push_back(MapFinding{MapSeverity::Warning, MapFindingCode::UnknownJsonKey,
                                        where.toString(), ids, where.element, where.fault});
    }
}

QString JsonFieldReader::member(const QString &path, QStringView key)
{
    return path.isEmpty() ? key.toString() : path + u'.' + key.toString();
}

QString JsonFieldReader::item(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

} // namespace vinci
