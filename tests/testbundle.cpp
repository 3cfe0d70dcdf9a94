// The main of a test bundle (testbundle.h): runs the test its program's name names, as
// build/tests/test_gamepanels, a link to the bundle, runs test_gamepanels.cpp's.

#include "testbundle.h"

#include <cstdio>
#include <map>
#include <string>

namespace {

std::map<std::string, vinci::testing::BundledTestMain> &bundledTestMains()
{
    static std::map<std::string, vinci::testing::BundledTestMain> tests;
    return tests;
}

/** "/a/b/test_x.cpp" and "/a/b/test_x" both give "test_x". */
std::string bundledTestName(const std::string &path)
{
    std::string name = path.substr(path.find_last_of('/') + 1);
    if (const std::size_t dot = name.rfind(".cpp"); dot != std::string::npos)
        name.erase(dot);
    return name;
}

} // namespace

bool vinci::testing::registerBundledTest(const char *sourceFile, BundledTestMain main)
{
    bundledTestMains()[bundledTestName(sourceFile)] = main;
    return true;
}

int main(int argc, char *argv[])
{
    const std::string name = bundledTestName(argc > 0 ? argv[0] : "");
    const auto test = bundledTestMains().find(name);
    if (test != bundledTestMains().end())
        return test->second(argc, argv);
    std::fprintf(stderr, "%s: no test of that name in this bundle; run it as one of:\n",
                 name.c_str());
    for (const auto &[bundled, main] : bundledTestMains())
        std::fprintf(stderr, "  %s\n", bundled.c_str());
    return 2;
}
