# The Debian package: `cpack -G DEB` in the build folder makes vinci_<version>_amd64.deb from
# what cmake/VinciInstall.cmake installs. Its Depends are computed from the programs by
# dpkg-shlibdeps, so they name exactly the Qt libraries the binaries link, and libarchive13 (the
# map packages, mappackage/).
set(CPACK_PACKAGE_NAME vinci)
set(CPACK_PACKAGE_VENDOR "The Vinci developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "board game of rising and falling civilizations")
set(CPACK_PACKAGE_DESCRIPTION
    "Vinci is Philippe Keyaerts' board game of civilizations that rise, spread across Europe
and fall into decline. Three to six people play at one computer; one or two play against
the rulebook's virtual players; any seat can be a computer player. In English, French and
German. The package holds the game (vinci), the map editor (vinci-editor) and the maps.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Debug information stays in the build tree; the package carries stripped programs.
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # vinci_<version>_<architecture>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# No mailing list exists yet: the reserved .invalid domain says so instead of inventing one.
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Vinci developers <maintainers@vinci.invalid>")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own texts (standard buttons, file dialogs) in French and German; the programs run
# without them, in English there.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")

include(CPack)
