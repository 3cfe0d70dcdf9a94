#pragma once

#include <QString>

namespace vinci {

/**
 * A change with its sign, as the cards and badges write it: "+2", "−4" (the minus sign U+2212,
 * not a hyphen), "0". For the terms of a sum after its first one, and any gain or loss.
 */
QString signedNumber(int value);

/** A number as the first term of a sum: "3", "−1" (the minus sign, as signedNumber()). */
QString unsignedNumber(int value);

} // namespace vinci
