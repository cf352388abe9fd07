#!/usr/bin/env bash
# `make install-demo` and `make uninstall-demo`: the Demo for this user, from gtkui-bundle's
# relocatable folder. The folder goes to DEMO_LIB_DIR, the command DEMO_BIN_DIR/gtkui-demo links
# to its launcher, and its desktop entry (Exec set to that command) and icon go under
# DEMO_DATA_DIR, so the desktop lists the Demo with its name and icon.
#   scripts/install-demo.sh install FOLDER | uninstall
set -euo pipefail
: "${DEMO_BIN_DIR:?}" "${DEMO_DATA_DIR:?}" "${DEMO_LIB_DIR:?}"
id=org.gtkui.Demo
entry=$DEMO_DATA_DIR/applications/$id.desktop
icons=$DEMO_DATA_DIR/icons/hicolor

remove() {
    rm -rf "$DEMO_LIB_DIR"
    rm -f "$DEMO_BIN_DIR/gtkui-demo" "$entry" "$icons/scalable/apps/$id.svg"
}

case "${1:-}" in
install)
    folder=${2:-}
    if [ ! -d "$folder" ]; then echo "install-demo: gtkui-bundle wrote no folder" >&2; exit 1; fi
    remove
    mkdir -p "$(dirname "$DEMO_LIB_DIR")" "$DEMO_BIN_DIR" "$DEMO_DATA_DIR/applications" "$icons/scalable/apps"
    cp -R "$folder" "$DEMO_LIB_DIR"
    ln -s "$DEMO_LIB_DIR/gtkui-demo" "$DEMO_BIN_DIR/gtkui-demo"
    sed "s|^Exec=.*|Exec=$DEMO_BIN_DIR/gtkui-demo|" "$DEMO_LIB_DIR/share/applications/$id.desktop" > "$entry"
    cp "$DEMO_LIB_DIR/share/icons/hicolor/scalable/apps/$id.svg" "$icons/scalable/apps/"
    echo "installed $DEMO_BIN_DIR/gtkui-demo, $entry and its icon"
    ;;
uninstall)
    remove
    ;;
*)
    echo "usage: $0 install FOLDER | uninstall" >&2
    exit 2
    ;;
esac
# Touching the icon folder tells GTK that an icon cache there, if any, is out of date.
if [ -d "$icons" ]; then touch "$icons"; fi
