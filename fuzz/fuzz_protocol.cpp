// libFuzzer target for the engine protocol (vinci --engine): one session fed the input's lines
// (engine/protocol/enginesession.cpp), as a script or a bot would.
//
// Input: request lines separated by '\n' (at most 48 are played, so that "ai" requests cannot
// make one input run for long). "save" and "load" are pointed at one scratch file, so that the
// fuzzer exercises them without writing anywhere else. Besides "never crash", every line gets
// one answer: {"ok":true,...} or {"ok":false,"error":{"code":"...","message":"..."}}.

#include "fuzzboards.h"
#include "protocol/enginesession.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdint>

using namespace vinci;
using namespace vinci::fuzzing;

namespace {

constexpr int maxLines = 48;

/** The line, with a "save"/"load" request's file replaced by the scratch file. */
QByteArray sandboxed(const QByteArray &line, const QString &scratchFile)
{
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return line;
    QJsonObject request = document.object();
    const QString command = request.value(QStringLiteral("cmd")).toString();
    if (command != u"save" && command != u"load")
        return line;
    if (request.value(QStringLiteral("file")).isString())
        request.insert(QStringLiteral("file"), scratchFile);
    return QJsonDocument(request).toJson(QJsonDocument::Compact);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir scratch;
    check(scratch.isValid(), "a scratch folder");
    const QString scratchFile = QDir(scratch.path()).filePath(QStringLiteral("game.vinci"));
    QFile::remove(scratchFile);

    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    EngineSession session(boards());
    int played = 0;
    for (const QByteArray &line : input.split('\n')) {
        if (++played > maxLines || session.quitRequested())
            break;
        const QJsonObject reply = session.handleLine(sandboxed(line, scratchFile));
        const QJsonValue ok = reply.value(QStringLiteral("ok"));
        check(ok.isBool(), "every answer says ok true or false");
        if (!ok.toBool()) {
            const QJsonObject error = reply.value(QStringLiteral("error")).toObject();
            check(!error.value(QStringLiteral("code")).toString().isEmpty(),
                  "a refusal has a code");
            check(!error.value(QStringLiteral("message")).toString().isEmpty(),
                  "a refusal has a message");
        }
    }
    return 0;
}
