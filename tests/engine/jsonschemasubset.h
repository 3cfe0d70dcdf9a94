#pragma once

// A JSON Schema (draft 2020-12) validator for the subset docs/protocol.schema.json uses: type,
// required, properties, additionalProperties, enum, const, items, minItems, maxItems, minimum,
// maximum, local $ref into $defs, oneOf. Any other keyword is itself reported as a fault, so the
// schema cannot say something this check would silently skip. Qt has no validator of its own.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <cmath>

namespace vinci::schema {

class SubsetValidator
{
public:
    explicit SubsetValidator(QJsonObject root)
        : m_root(std::move(root))
    {}

    /** The first fault of `value` against the schema at `#/$defs/<name>`, or an empty string. */
    QString check(const QJsonValue &value, const QString &name) const
    {
        return checkAt(value, resolve(u"#/$defs/"_qs + name), u"$"_qs);
    }

private:
    QJsonObject resolve(const QString &reference) const
    {
        const QString prefix = u"#/$defs/"_qs;
        if (!reference.startsWith(prefix))
            return {};
        return m_root.value(u"$defs"_qs).toObject().value(reference.mid(prefix.size())).toObject();
    }

    static bool hasType(const QJsonValue &value, const QString &type)
    {
        if (type == u"object")
            return value.isObject();
        if (type == u"array")
            return value.isArray();
        if (type == u"string")
            return value.isString();
        if (type == u"boolean")
            return value.isBool();
        if (type == u"null")
            return value.isNull();
        if (type == u"number")
            return value.isDouble();
        if (type == u"integer")
            return value.isDouble() && std::floor(value.toDouble()) == value.toDouble();
        return false;
    }

    QString checkAt(const QJsonValue &value, const QJsonObject &schema, const QString &path) const
    {
        static const QStringList known{
            u"$schema"_qs,  u"title"_qs,    u"description"_qs, u"$defs"_qs,
            u"type"_qs,     u"required"_qs, u"properties"_qs,  u"additionalProperties"_qs,
            u"enum"_qs,     u"const"_qs,    u"items"_qs,       u"minItems"_qs,
            u"maxItems"_qs, u"minimum"_qs,  u"maximum"_qs,     u"$ref"_qs,
            u"oneOf"_qs};
        for (auto it = schema.begin(); it != schema.end(); ++it) {
            if (!known.contains(it.key()))
                return path + u": the schema uses \""_qs + it.key() + u"\", not checked here"_qs;
        }
        if (schema.contains(u"$ref"_qs)) {
            const QJsonObject target = resolve(schema.value(u"$ref"_qs).toString());
            if (target.isEmpty())
                return path + u": unresolved $ref "_qs + schema.value(u"$ref"_qs).toString();
            if (QString fault = checkAt(value, target, path); !fault.isEmpty())
                return fault;
        }
        if (schema.contains(u"type"_qs)) {
            const QJsonValue type = schema.value(u"type"_qs);
            const QJsonArray types = type.isArray() ? type.toArray() : QJsonArray{type};
            bool matches = false;
            for (const auto &each : types)
                matches = matches || hasType(value, each.toString());
            if (!matches)
                return path + u": not of type "_qs +
                       QString::fromUtf8(QJsonDocument(types).toJson(QJsonDocument::Compact));
        }
        if (schema.contains(u"const"_qs) && value != schema.value(u"const"_qs))
            return path + u": not the constant the schema gives"_qs;
        if (schema.contains(u"enum"_qs) && !schema.value(u"enum"_qs).toArray().contains(value))
            return path + u": \""_qs + value.toVariant().toString() + u"\" not in its enum"_qs;
        if (value.isDouble()) {
            if (schema.contains(u"minimum"_qs) &&
                value.toDouble() < schema.value(u"minimum"_qs).toDouble())
                return path + u": below its minimum"_qs;
            if (schema.contains(u"maximum"_qs) &&
                value.toDouble() > schema.value(u"maximum"_qs).toDouble())
                return path + u": above its maximum"_qs;
        }
        if (value.isObject()) {
            if (QString fault = checkObject(value.toObject(), schema, path); !fault.isEmpty())
                return fault;
        }
        if (value.isArray()) {
            const QJsonArray items = value.toArray();
            if (schema.contains(u"minItems"_qs) &&
                items.size() < schema.value(u"minItems"_qs).toInt())
                return path + u": too few items"_qs;
            if (schema.contains(u"maxItems"_qs) &&
                items.size() > schema.value(u"maxItems"_qs).toInt())
                return path + u": too many items"_qs;
            if (schema.contains(u"items"_qs)) {
                for (qsizetype i = 0; i < items.size(); ++i) {
                    QString fault = checkAt(items.at(i), schema.value(u"items"_qs).toObject(),
                                            path + u'[' + QString::number(i) + u']');
                    if (!fault.isEmpty())
                        return fault;
                }
            }
        }
        if (schema.contains(u"oneOf"_qs)) {
            QStringList faults;
            int matching = 0;
            for (const auto &branch : schema.value(u"oneOf"_qs).toArray()) {
                const QString fault = checkAt(value, branch.toObject(), path);
                if (fault.isEmpty())
                    ++matching;
                else
                    faults.append(fault);
            }
            if (matching != 1)
                return path + u": matches "_qs + QString::number(matching) +
                       u" of oneOf's branches ("_qs + faults.join(u"; "_qs) + u')';
        }
        return {};
    }

    QString checkObject(const QJsonObject &object, const QJsonObject &schema,
                        const QString &path) const
    {
        for (const auto &key : schema.value(u"required"_qs).toArray()) {
            if (!object.contains(key.toString()))
                return path + u": lacks the required \""_qs + key.toString() + u'"';
        }
        const QJsonObject properties = schema.value(u"properties"_qs).toObject();
        const QJsonValue additional = schema.value(u"additionalProperties"_qs);
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString where = path + u'.' + it.key();
            if (properties.contains(it.key())) {
                QString fault = checkAt(it.value(), properties.value(it.key()).toObject(), where);
                if (!fault.isEmpty())
                    return fault;
            } else if (additional.isBool() && !additional.toBool()) {
                return where + u": not in the schema (additionalProperties is false)"_qs;
            } else if (additional.isObject()) {
                if (QString fault = checkAt(it.value(), additional.toObject(), where);
                    !fault.isEmpty())
                    return fault;
            }
        }
        return {};
    }

    QJsonObject m_root;
};

} // namespace vinci::schema
