#!/usr/bin/env bash
# Builds GtkUI's macro plugin (#Preview, @Previewable, @Entry) against the Swift toolchain's own
# SwiftSyntax libraries and installs it where that toolchain's compiler looks for plugins with no
# flags: usr/local/lib/swift/host/plugins under the toolchain. Does nothing when the installed
# plugin was built from these sources by this toolchain, so it is cheap to run before every build.
#
#   scripts/install-macros.sh            build if needed, install
#   scripts/install-macros.sh --uninstall
#
# SWIFTC picks the compiler (default: swiftc on PATH). Where the plugin folder is not writable,
# the plugin is left in .build/macros and the flags to load it from there are printed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
sources=("$root"/Sources/GtkUIMacros/*.swift)
library=libGtkUIMacros.so

# The folder the compiler itself searches, as its driver reports it (not guessed from a path).
plugin_dir="$("$swiftc" -### -parse /dev/null 2>/dev/null | tr ' ' '\n' |
    grep -A1 -x -- '-plugin-path' | grep '/local/lib/swift/host/plugins' | head -n1 || true)"
resource_dir="$("$swiftc" -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p' | head -n1)"
toolchain_usr="$(dirname "$(dirname "$resource_dir")")"
if [ -z "$plugin_dir" ]; then plugin_dir="$toolchain_usr/local/lib/swift/host/plugins"; fi
host_dir="$toolchain_usr/lib/swift/host"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$plugin_dir/$library" "$plugin_dir/.$library.stamp"
    echo "Removed $plugin_dir/$library"
    exit 0
fi

# Same sources, same script, same compiler: nothing to do. A new toolchain has its own folder
# (or, upgraded in place, another version line), so it always gets a fresh build.
stamp="$({ "$swiftc" --version 2>&1; echo "$host_dir"; cat "$0" "${sources[@]}"; } | sha256sum | cut -d' ' -f1)"
if [ -f "$plugin_dir/$library" ] && [ "$(cat "$plugin_dir/.$library.stamp" 2>/dev/null)" = "$stamp" ]; then
    exit 0
fi

out="$root/.build/macros"
mkdir -p "$out"
echo "Building $library against $host_dir"
# rpaths relative to the installed plugin reach the toolchain's host libraries and runtime, as the
# toolchain's own plugins do, so the plugin keeps working if the toolchain folder moves.
"$swiftc" -emit-library -parse-as-library -swift-version 6 -O -module-name GtkUIMacros \
    -I "$host_dir" -L "$host_dir" \
    -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -lSwiftDiagnostics \
    -Xlinker -rpath -Xlinker '$ORIGIN/../../../../../lib/swift/host' \
    -Xlinker -rpath -Xlinker '$ORIGIN/../../../../../lib/swift/linux' \
    -Xlinker -rpath -Xlinker "$host_dir" \
    -o "$out/$library" "${sources[@]}"

if mkdir -p "$plugin_dir" 2>/dev/null && [ -w "$plugin_dir" ]; then
    # Copied beside, then renamed over: a build running meanwhile sees the old plugin or the new
    # one, and running this twice leaves one.
    cp "$out/$library" "$plugin_dir/.$library.new"
    mv -f "$plugin_dir/.$library.new" "$plugin_dir/$library"
    echo "$stamp" >"$plugin_dir/.$library.stamp"
    echo "Installed $plugin_dir/$library"
else
    echo "$plugin_dir is not writable; the plugin is in $out/$library." >&2
    echo "Build with: swift build -Xswiftc -load-plugin-library -Xswiftc $out/$library" >&2
fi
