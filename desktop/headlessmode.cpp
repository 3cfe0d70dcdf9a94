#include "headlessmode.h"

#include <QCommandLineParser>

#include <cstring>

namespace vinci {

bool asksForTextOnly(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], flag) == 0)
                return true;
        }
    }
    return false;
}

HeadlessMode::HeadlessMode(QCommandLineParser &parser, const QCommandLineOption &option)
    : m_parser(parser)
    , m_option(option)
{
    m_parser.addOption(m_option);
}

bool HeadlessMode::isRequested() const
{
    return m_parser.isSet(m_option);
}

} // namespace vinci
