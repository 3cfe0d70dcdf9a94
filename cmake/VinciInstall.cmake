# cmake --install (and so the Debian package, cmake/VinciPackage.cmake): the game and the
# editor, the maps, translations, icons, desktop entries, AppStream metadata and the map
# package's MIME type (GNUInstallDirs). MapDirectories finds the maps at
# <bindir>/../share/vinci/maps. Included by the top-level CMakeLists.txt after every program's
# folder.
include(GNUInstallDirs)

install(TARGETS vinci vinci-editor RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/maps/
    DESTINATION ${CMAKE_INSTALL_DATADIR}/vinci/maps
    FILES_MATCHING PATTERN "map.json" PATTERN "*.svg" PATTERN "README.md")

# The translations are compiled into the game; installed too for packagers and translators.
foreach(language en fr de)
    install(FILES ${PROJECT_BINARY_DIR}/app/vinci_${language}.qm
        DESTINATION ${CMAKE_INSTALL_DATADIR}/vinci/translations)
endforeach()
# The map package's file type (`*.vincimap`), which the game's desktop entry opens.
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/org.vincigame.Vinci.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME org.vincigame.Vinci.xml)

# Each program's menu entry and AppStream file are named after its reverse-domain id.
set(vinci_desktop_id_vinci org.vincigame.Vinci)
set(vinci_desktop_id_vinci-editor org.vincigame.VinciEditor)
foreach(program vinci vinci-editor)
    set(id ${vinci_desktop_id_${program}})
    foreach(size 16 32 48 64 128 256 512)
        install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/${program}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
# The map package's file type (`*.vincimap`), which the game's desktop entry opens.
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/org.vincigame.Vinci.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME org.vincigame.Vinci.xml)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/${program}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/${id}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    configure_file(${PROJECT_SOURCE_DIR}/resources/desktop/${id}.metainfo.xml
        ${PROJECT_BINARY_DIR}/metainfo/${id}.metainfo.xml @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/metainfo/${id}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endforeach()
# The map package's file type (`*.vincimap`), which the game's desktop entry opens.
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/org.vincigame.Vinci.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME org.vincigame.Vinci.xml)
