#!/usr/bin/env bash
# Writes .build/pkgconfig/gtk+-3.0.pc: GTK's own flags without "-pthread", which SwiftPM
# rejects with a warning on every build. Swift links libpthread anyway, so nothing is lost.
# A plain `swift build` without this file still works; it only prints that warning.
set -euo pipefail
out_dir="${1:-.build/pkgconfig}"
mkdir -p "$out_dir"
cflags=$(pkg-config --cflags gtk+-3.0 | sed 's/-pthread//g')
libs=$(pkg-config --libs gtk+-3.0 | sed 's/-pthread//g')
cat > "$out_dir/gtk+-3.0.pc.tmp" <<PC
Name: GTK+ (GtkUI build copy)
Description: GTK 3 flags for SwiftPM, without -pthread
Version: $(pkg-config --modversion gtk+-3.0)
Cflags: $cflags
Libs: $libs
PC
mv "$out_dir/gtk+-3.0.pc.tmp" "$out_dir/gtk+-3.0.pc"
