#include "panels/signednumber.h"

using namespace Qt::StringLiterals;

namespace vinci {

QString signedNumber(int value)
{
    return value > 0 ? u"+%1"_s.arg(value) : unsignedNumber(value);
}

QString unsignedNumber(int value)
{
    // The hyphen read as a dash beside the cards' "−4 VP" (the s50 walk).
    return value < 0 ? u"\u2212%1"_s.arg(-static_cast<qint64>(value)) : QString::number(value);
}

} // namespace vinci
