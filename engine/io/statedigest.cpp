#include "statedigest.h"

#include "statejson.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace vinci {

QString stateDigest(const GameState &state)
{
    const QByteArray canonical = QJsonDocument(stateToJson(state)).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

} // namespace vinci
