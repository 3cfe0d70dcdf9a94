#include "commandlineoption.h"

namespace vinci {

bool commandLineNames(int argc, const char *const *argv, std::string_view name,
                      OptionSpellings spellings)
{
    for (int i = 1; i < argc; ++i) {
        std::string_view argument(argv[i]);
        if (argument.substr(0, 2) == "--")
            argument.remove_prefix(2);
        else if (spellings.singleDash && argument.substr(0, 1) == "-")
            argument.remove_prefix(1);
        else
            continue;
        if (argument == name)
            return true;
        if (spellings.withValue && argument.size() > name.size() &&
            argument.substr(0, name.size()) == name && argument[name.size()] == '=')
            return true;
    }
    return false;
}

} // namespace vinci
