# Warnings are errors in our own targets; sanitizers are a whole-build switch.

function(vinci_target_options target)
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE
            -Wall -Wextra -Wpedantic -Werror
            -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
            -Wunused -Woverloaded-virtual -Wnull-dereference
            -Wimplicit-fallthrough)
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
            # GCC 12 reports false positives inside Boost and Qt templates.
            target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized -Wno-null-dereference)
        endif()
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_DISABLE_DEPRECATED_BEFORE=0x060400)
    if(VINCI_MOC_PROJECT_INCLUDES)
        set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE ${VINCI_MOC_PROJECT_INCLUDES})
    endif()
endfunction()

# AUTOMOC runs moc through cmake/moc-project-includes.sh, which keeps only the project's and Qt's
# include directories: moc then skips Boost and the standard library, some 1.6 s of CPU for each
# file it reads (about 120 in a build), with the same output (docs/build-times.md, "2026-11-28,
# moc"). Off, AUTOMOC's own moc. A macro, called once Qt is found, so the variable stays visible.
option(VINCI_MOC_SKIPS_SYSTEM_HEADERS "AUTOMOC's moc reads only the project's and Qt's headers" ON)
set(VINCI_MOC_SCRIPT_TEMPLATE ${CMAKE_CURRENT_LIST_DIR}/moc-project-includes.sh.in)
macro(vinci_moc_skips_system_headers)
    if(VINCI_MOC_SKIPS_SYSTEM_HEADERS AND TARGET Qt6::moc)
        get_target_property(VINCI_QT_MOC Qt6::moc LOCATION)
        set(VINCI_QT_HEADERS ${QT6_INSTALL_PREFIX}/${QT6_INSTALL_HEADERS})
        set(VINCI_MOC_PROJECT_INCLUDES ${CMAKE_BINARY_DIR}/moc-project-includes.sh)
        configure_file(${VINCI_MOC_SCRIPT_TEMPLATE} ${VINCI_MOC_PROJECT_INCLUDES} @ONLY
            FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
            WORLD_READ WORLD_EXECUTE)
    endif()
endmacro()

# Precompiled headers: the Qt and standard headers most files of a target include, parsed once
# per target instead of once per file. A clean build spends about half of each file's time
# parsing Qt's headers (measured on the tests: 3.1 s of 7.2 s).
option(VINCI_PCH "Precompile the headers most files of a target share (faster clean builds)" ON)

function(vinci_precompile_headers target)
    if(VINCI_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# A target compiled with the same flags as HOST (a program and its library) uses HOST's
# precompiled headers; a mismatch would fail the build (-Winvalid-pch with -Werror).
function(vinci_reuse_precompiled_headers target host)
    if(VINCI_PCH)
        target_precompile_headers(${target} REUSE_FROM ${host})
        vinci_skip_empty_moc_pch(${target})
    endif()
endfunction()

# Targets of one GROUP compile with the same flags and share one precompiled header: the first
# of the group makes it from the headers given, the others reuse it.
function(vinci_group_precompiled_headers target group)
    if(NOT VINCI_PCH)
        return()
    endif()
    get_property(host GLOBAL PROPERTY vinci_pch_group_${group})
    if(host)
        target_precompile_headers(${target} REUSE_FROM ${host})
    else()
        target_precompile_headers(${target} PRIVATE ${ARGN})
        set_property(GLOBAL PROPERTY vinci_pch_group_${group} ${target})
    endif()
endfunction()

# For a target with no Q_OBJECT class of its own in a header (a test includes its moc output,
# a program's main.cpp has none), AUTOMOC's mocs_compilation.cpp is empty; with the precompiled
# header it would still load it, about 3 s of CPU each with GCC.
function(vinci_skip_empty_moc_pch target)
    set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp
        PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

if(VINCI_SANITIZE)
    # -O1 (after the Debug -O0): the sanitizers' usual level; the 1,000 seeded games run about
    # three times faster than at -O0 and the reports keep their line numbers.
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                        -fno-sanitize-recover=undefined -O1)
    add_link_options(-fsanitize=address,undefined)
endif()

# lld links in a fifth of GNU ld's time (vinci-editor: 2.6 s of CPU with ld.bfd, 0.56 s with lld;
# docs/build-times.md, "2026-11-27"), for GCC and clang alike; some hundred programs are linked in
# CI's two builds. tools/ensure-packages.sh installs it; without it, the compiler's default.
option(VINCI_LINK_WITH_LLD "Link with lld where it is installed (faster links)" ON)
if(VINCI_LINK_WITH_LLD)
    find_program(VINCI_LLD ld.lld)
    if(VINCI_LLD)
        add_link_options(-fuse-ld=lld)
    endif()
endif()

# CI's clean clone is built once, tested and thrown away: there, debug information is cut to line
# tables (-g1 for GCC, -gline-tables-only for clang), which still name file:line in backtraces
# and sanitizer reports. The machine code is the same as with -g (GCC and clang do not let the
# debug level change code generation); the compile and link get lighter. ./test.sh turns it on
# when CI=true; ./run.sh's and developers' builds keep full -g.
option(VINCI_LINE_TABLES_ONLY "Debug information: line tables only (CI's throwaway builds)" OFF)
if(VINCI_LINE_TABLES_ONLY)
    # After the build type's -g on the command line, so it wins.
    add_compile_options($<IF:$<CXX_COMPILER_ID:Clang>,-gline-tables-only,-g1>)
endif()

# CI's throwaway dev build also optimizes at -O1 instead of RelWithDebInfo's -O2: GCC spends some
# 16% less CPU per file (strategist.cpp 5.4 s against 4.5 s, mainwindow.cpp 11.3 s against 8.7 s;
# docs/build-times.md, "2026-11-28"), and the tests still run optimized code. ./run.sh's and
# developers' builds, what players get, keep -O2. The tests' own units go to -O0 there
# (tests/CMakeLists.txt).
option(VINCI_OPTIMIZE_LIGHTLY "Optimize at -O1, not -O2 (CI's throwaway builds compile faster)" OFF)
if(VINCI_OPTIMIZE_LIGHTLY)
    # After the build type's -O2 on the command line, so it wins; a Debug build keeps its -O0.
    add_compile_options($<$<CONFIG:RelWithDebInfo,Release>:-O1>)
endif()

# CI's throwaway dev build also compiles the libraries (the engine, the map art, the desktop bits,
# the game's and the editor's) eight files to a unit (CMake's unity build): a unit parses the Qt,
# Boost and project headers its files share once, not eight times, and instantiates their
# templates once (docs/build-times.md, "stop 51", "stop 52"). Developers' builds and
# ./run.sh keep a unit per file: an edit recompiles one file, and a file that lacks an include
# fails there (a unit's earlier files can hide it). Two files of a unit must not both define a
# name outside a class (a helper or a translation context in an anonymous namespace).
option(VINCI_UNITY_BUILD "Compile the libraries several files to a unit (CI's throwaway builds)"
    OFF)
function(vinci_unity_build target)
    if(VINCI_UNITY_BUILD)
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    endif()
endfunction()
