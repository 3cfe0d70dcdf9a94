#include "headlessmode.h"

#include <QCommandLineParser>

namespace vinci {

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
