#!/usr/bin/env bash
# Usage: write-pkgconfig.sh DIR [MODULE...]   (default module: gtk+-3.0)
# Writes DIR/MODULE.pc for each module: its flags as pkg-config resolves them, without
# "-pthread", which SwiftPM rejects with a warning on every build. Swift links libpthread
# anyway, so nothing is lost. A plain `swift build` without these files works too; it only
# prints that warning.
set -euo pipefail
out_dir="${1:-.build/pkgconfig}"
shift || true
modules=("$@")
[ ${#modules[@]} -eq 0 ] && modules=(gtk+-3.0)
mkdir -p "$out_dir"
for module in "${modules[@]}"; do
    cflags=$(pkg-config --cflags "$module" | sed -e 's/-pthread//g' -e 's/-Wl,--export-dynamic//g')
    libs=$(pkg-config --libs "$module" | sed -e 's/-pthread//g' -e 's/-Wl,--export-dynamic//g')
    cat > "$out_dir/$module.pc.tmp" <<PC
Name: $module (GtkUI build copy)
Description: $module flags for SwiftPM, without -pthread
Version: $(pkg-config --modversion "$module")
Cflags: $cflags
Libs: $libs
PC
    mv "$out_dir/$module.pc.tmp" "$out_dir/$module.pc"
done
