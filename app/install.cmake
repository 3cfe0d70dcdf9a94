# cmake --install: the game, its maps, translations, icons and desktop entries (GNUInstallDirs).
# MapDirectories finds the maps at <bindir>/../share/vinci/maps.
include(GNUInstallDirs)

install(TARGETS vinci RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/maps/
    DESTINATION ${CMAKE_INSTALL_DATADIR}/vinci/maps
    FILES_MATCHING PATTERN "map.json" PATTERN "*.svg" PATTERN "README.md")

# The translations are compiled into the game; installed too for packagers and translators.
foreach(ts_file IN LISTS vinci_ts_files)
    get_filename_component(qm_name ${ts_file} NAME_WLE)
    install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${qm_name}.qm
        DESTINATION ${CMAKE_INSTALL_DATADIR}/vinci/translations)
endforeach()

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
