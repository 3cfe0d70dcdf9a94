# cmake --install: the game, its maps, translations, icons and desktop entries (GNUInstallDirs).
# MapDirectories finds the maps at <bindir>/../share/vinci/maps. Included by the top-level
# CMakeLists.txt after every program's folder, so that the editor's entry is installed when the
# editor is built.
include(GNUInstallDirs)

install(TARGETS vinci RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/maps/
    DESTINATION ${CMAKE_INSTALL_DATADIR}/vinci/maps
    FILES_MATCHING PATTERN "map.json" PATTERN "*.svg" PATTERN "README.md")

# The translations are compiled into the game; installed too for packagers and translators.
foreach(language en fr de)
    install(FILES ${PROJECT_BINARY_DIR}/app/vinci_${language}.qm
        DESTINATION ${CMAKE_INSTALL_DATADIR}/vinci/translations)
endforeach()

# The editor installs its own program; here only its menu entry and icons.
set(vinci_desktop_programs vinci)
if(TARGET vinci-editor)
    list(APPEND vinci_desktop_programs vinci-editor)
endif()
foreach(program IN LISTS vinci_desktop_programs)
    foreach(size 16 32 48 64 128 256 512)
        install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/${program}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/${program}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/${program}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
endforeach()
