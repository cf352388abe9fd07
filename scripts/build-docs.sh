#!/usr/bin/env bash
# Usage: build-docs.sh [OUTPUT_DIR]   (default .build/docs)
# Builds GtkUI's documentation with the toolchain's own tools, no plugin package:
#   1. `swift build` of the GtkUI library, for its .swiftmodule;
#   2. `swift-symbolgraph-extract` of GtkUI's public symbols, given GTK's C flags and the module
#      maps of CGtk and CGtkShim so the re-exported C modules resolve;
#   3. a filter that keeps GtkUI's own Swift symbols only (never the thousands of C ones);
#   4. `docc convert` of Sources/GtkUI/GtkUI.docc into OUTPUT_DIR/GtkUI.doccarchive, laid out
#      for static hosting, failing on any warning (a broken ``link`` is a warning);
#   5. the curation check: every public top-level symbol sits in a topic group.
# Serve it with `python3 -m http.server -d .build/docs` and open http://localhost:8000/.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
out_dir=${1:-.build/docs}
# The site is served from OUTPUT_DIR, so the archive's pages live under /GtkUI.doccarchive/.
base_path=${DOCS_HOSTING_BASE_PATH:-GtkUI.doccarchive}
work_dir=.build/docs-work
catalog=Sources/GtkUI/GtkUI.docc

echo "docs: building GtkUI"
$SWIFT build --target GtkUI
bin_dir=$($SWIFT build --show-bin-path)

# GTK's include paths as clang flags, and the module maps SwiftPM used for the C targets.
clang_flags=()
for flag in $(pkg-config --cflags-only-I gtk+-3.0); do clang_flags+=(-Xcc "$flag"); done
clang_flags+=(-Xcc "-fmodule-map-file=Sources/CGtk/module.modulemap")
clang_flags+=(-Xcc "-fmodule-map-file=$bin_dir/CGtkShim.build/module.modulemap")
clang_flags+=(-I Sources/CGtkShim/include)

rm -rf "$work_dir"
mkdir -p "$work_dir/raw" "$work_dir/symbols"
echo "docs: extracting GtkUI's symbol graph"
# Members every type merely inherits from protocol extensions (each view's 300 modifiers) are
# documented once, on the protocol; extensions of Swift's own types are kept as extension blocks.
swift-symbolgraph-extract -module-name GtkUI -I "$bin_dir/Modules" -target x86_64-unknown-linux-gnu \
    -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
    -module-cache-path "$bin_dir/ModuleCache" -output-dir "$work_dir/raw" "${clang_flags[@]}"
python3 scripts/filter-symbol-graph.py "$work_dir/raw" "$work_dir/symbols"

echo "docs: converting the catalog"
rm -rf "$out_dir/GtkUI.doccarchive"
mkdir -p "$out_dir"
set +e
docc convert "$catalog" --additional-symbol-graph-dir "$work_dir/symbols" \
    --output-path "$out_dir/GtkUI.doccarchive" \
    --fallback-display-name GtkUI --fallback-bundle-identifier org.gtkui.GtkUI \
    --transform-for-static-hosting --hosting-base-path "$base_path" \
    --warnings-as-errors 2>&1 | tee "$work_dir/docc.log"
status=${PIPESTATUS[0]}
set -e
# Belt and braces: a warning fails the build even if a future docc stops failing on it.
if [ "$status" -ne 0 ] || grep -qE "(warning|error):" "$work_dir/docc.log"; then
    echo "docs: docc reported problems (above); fix them, broken symbol links included" >&2
    exit 1
fi

python3 scripts/docs-curation-check.py "$out_dir/GtkUI.doccarchive"

# A front page for the server's root.
cat > "$out_dir/index.html" <<HTML
<!doctype html>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=$base_path/documentation/gtkui/">
<title>GtkUI documentation</title>
<a href="$base_path/documentation/gtkui/">GtkUI documentation</a>
HTML
echo "docs: done: $out_dir/GtkUI.doccarchive (serve with: python3 -m http.server -d $out_dir)"
