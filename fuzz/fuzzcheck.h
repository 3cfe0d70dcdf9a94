#pragma once

#include <cstdio>
#include <cstdlib>

namespace vinci::fuzzing {

/** Stops the run, naming the promise the input broke (libFuzzer keeps the input). */
inline void check(bool condition, const char *promise)
{
    if (!condition) {
        std::fprintf(stderr, "broken promise: %s\n", promise);
        std::abort();
    }
}

} // namespace vinci::fuzzing
