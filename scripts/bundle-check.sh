#!/usr/bin/env bash
# Proves gtkui-bundle where it matters: packages the Demo and Tests/BundleFixture as .deb files and
# BundleFixture as a relocatable folder, then, as a user's machine would:
#   - lintian finds no error in either .deb;
#   - (root only) dpkg -i installs each, the desktop entry and icon are where the desktop looks, the
#     installed app starts with the Swift toolchain and the package's .build hidden from the loader
#     and shows its window, owned by its application id; dpkg -r leaves none of its files behind;
#   - the folder, unpacked in a temporary folder, resolves every Swift library inside itself (ldd)
#     and starts through a link from elsewhere;
#   - bad input: several products and no --product, and a product that does not build, each give one
#     error and status 1.
# Each release product is built once (the folder reuses the .deb's build). Needs a display: the
# Makefile runs it under xvfb-run when there is none. Prints sizes and times, then "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
root_dir=$PWD
tool=$root_dir/.build/debug/gtkui-bundle
work=$(mktemp -d /tmp/gtkui-bundle-check.XXXXXX)
passed=0
failed=0
apps=()
trap 'for pid in "${apps[@]}"; do kill "$pid" 2>/dev/null; done; rm -rf "$work"' EXIT

pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAILED: $1"; }
check() { local what=$1; shift; if "$@"; then pass "$what"; else fail "$what"; fi; }

# The folders whose Swift libraries must not be used: the toolchain's runtime (where the tool's own
# libswiftCore.so comes from) and this package's build folder (Bundle.module's fallback path).
runtime_dir=$(dirname "$(ldd "$tool" | awk '$1 == "libswiftCore.so" { print $3 }')")
echo "bundle-check: hiding $runtime_dir and $root_dir/.build from the apps it starts"

# Runs a command in a private mount namespace where empty folders cover the hidden ones.
hidden() {
    unshare --mount --propagation private bash -c '
        mount -t tmpfs gtkui-hidden "$1" && mount -t tmpfs gtkui-hidden "$2" || exit 99
        shift 2
        exec "$@"' _ "$runtime_dir" "$root_dir/.build" "$@"
}

# Waits up to 60 s for a visible window that `xdotool search` finds with these arguments; prints its id.
find_window() {
    local id
    for _ in $(seq 1 60); do
        id=$(xdotool search --onlyvisible "$@" 2>/dev/null | head -n 1)
        if [ -n "$id" ]; then echo "$id"; return 0; fi
        sleep 1
    done
    return 1
}

# Runs gtkui-bundle, timing it; the path on its last line, "bundle: PATH", goes into $bundle.
bundle=""
run_tool() {
    local log=$work/tool.log started=$SECONDS
    "$tool" "$@" > "$log" 2>&1
    local status=$?
    echo "time: gtkui-bundle $* took $((SECONDS - started)) s"
    if [ $status -ne 0 ]; then sed 's/^/  /' "$log"; return 1; fi
    bundle=$(tail -n 1 "$log" | sed -n 's/^bundle: //p')
    [ -n "$bundle" ]
}

echo "== bad input"
"$tool" deb > "$work/several.log" 2>&1
status=$?
check "several executable products and no --product: status 1, one error listing them" \
    test $status -eq 1 -a "$(grep -c 'error:' "$work/several.log")" -eq 1
check "  ...which names Demo and BundleFixture" grep -q 'several executable products:.*BundleFixture.*' "$work/several.log"

mkdir -p "$work/broken/Sources/Broken"
cat > "$work/broken/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Broken", targets: [.executableTarget(name: "Broken")])
EOF
printf 'let count: Int = "three"\nprint(count)\n' > "$work/broken/Sources/Broken/main.swift"
"$tool" dir "$work/broken" > "$work/broken.log" 2>&1
status=$?
check "a product that does not build: status 1" test $status -eq 1
check "  ...and the first compiler error" grep -q 'error: Broken does not build:' "$work/broken.log"
check "  ...with its place" grep -q 'main.swift:1:[0-9]*: error:' "$work/broken.log"

echo "== packaging"
if run_tool deb --product Demo --output "$work/out"; then pass "Demo .deb"; demo_deb=$bundle; else fail "Demo .deb"; demo_deb=""; fi
if run_tool deb --product BundleFixture --output "$work/out"; then
    pass "BundleFixture .deb"; fixture_deb=$bundle
else
    fail "BundleFixture .deb"; fixture_deb=""
fi
if run_tool dir --product BundleFixture --output "$work/out"; then
    pass "BundleFixture folder"; fixture_dir=$bundle
else
    fail "BundleFixture folder"; fixture_dir=""
fi
for deb in $demo_deb $fixture_deb; do echo "size: $(basename "$deb") $(stat -c %s "$deb") bytes"; done
if [ -n "$fixture_dir" ]; then
    echo "size: folder $(basename "$fixture_dir") $(du -sb "$fixture_dir" | cut -f1) bytes," \
        "$(basename "$fixture_dir").tar.gz $(stat -c %s "$fixture_dir.tar.gz") bytes"
fi

debs=$(printf '%s ' $demo_deb $fixture_deb)
if [ -n "${debs// /}" ]; then
    started=$SECONDS
    lintian $debs > "$work/lintian.log" 2>&1
    echo "time: lintian took $((SECONDS - started)) s"
    sed 's/^/  lintian: /' "$work/lintian.log"
    check "lintian reports no errors" test "$(grep -c '^E:' "$work/lintian.log")" -eq 0
fi

# Installs a .deb, starts it by its command with the toolchain hidden, looks at its window and
# desktop files, removes it and looks for leftovers.
prove_deb() {
    local deb=$1 package=$2 id=$3 title=$4
    echo "== $package: install, start, remove"
    if ! dpkg -i "$deb" > "$work/dpkg.log" 2>&1; then
        sed 's/^/  /' "$work/dpkg.log"; fail "dpkg -i $package"; return
    fi
    pass "dpkg -i $package"
    dpkg -L "$package" > "$work/$package.files"
    check "$package: desktop entry in /usr/share/applications" test -f "/usr/share/applications/$id.desktop"
    check "$package: desktop-file-validate accepts the installed entry" \
        desktop-file-validate "/usr/share/applications/$id.desktop"
    check "$package: the entry's icon is in the hicolor theme" \
        bash -c "grep -qx 'Icon=$id' /usr/share/applications/$id.desktop && ls /usr/share/icons/hicolor/*/apps/$id.* >/dev/null"
    check "$package: metainfo in /usr/share/metainfo" test -f "/usr/share/metainfo/$id.metainfo.xml"
    check "$package: the Swift runtime is in /usr/lib/$package" test -f "/usr/lib/$package/libswiftCore.so"
    hidden ldd "/usr/bin/$package" > "$work/$package.ldd" 2>&1
    check "$package: ldd /usr/bin/$package finds every library in /usr/lib/$package with the toolchain hidden" \
        bash -c "grep -q 'libswiftCore.so => /usr/lib/$package/' '$work/$package.ldd' && ! grep -q 'not found' '$work/$package.ldd'"

    # On a session bus of its own, so the app registers its id as on a desktop. Started by its
    # command, the app's window class is the package's name.
    local started=$SECONDS window app_pid
    NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory hidden dbus-run-session -- "$package" > "$work/$package.log" 2>&1 &
    local pid=$!
    apps+=("$pid")
    if window=$(find_window --classname "^$package\$"); then
        pass "$package: started by its command with the toolchain hidden, a window after $((SECONDS - started)) s"
        if [ -n "$title" ]; then
            check "$package: the window is titled \"$title\"" test "$(xdotool getwindowname "$window")" = "$title"
        fi
        check "$package: the window belongs to $id, as GNOME Shell matches it to the desktop entry" \
            bash -c "xprop -id $window _GTK_APPLICATION_ID | grep -q '\"$id\"'"
        app_pid=$(xdotool getwindowpid "$window")
        [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
    else
        fail "$package: no window"; sed 's/^/  /' "$work/$package.log"
    fi
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null

    dpkg -r "$package" > "$work/dpkg.log" 2>&1 || sed 's/^/  /' "$work/dpkg.log"
    check "$package: dpkg -r removes the package" \
        bash -c "! dpkg-query -W -f='\${Status}' $package 2>/dev/null | grep -q installed"
    local left=""
    while read -r path; do
        if [ -L "$path" ] || [ -f "$path" ]; then left="$left $path"; fi
    done < "$work/$package.files"
    for folder in "/usr/lib/$package" "/usr/share/doc/$package"; do [ -e "$folder" ] && left="$left $folder"; done
    check "$package: nothing left behind${left:+ (left:$left)}" test -z "$left"
}

if [ "$(id -u)" -ne 0 ]; then
    echo "bundle-check: skipped installing the .deb files and hiding the toolchain: not root (CI runs as root)"
else
    # One check at a time on this machine: dpkg has one database, and engineers share the machine.
    exec 9> /tmp/gtkui-bundle-check.lock
    flock 9
    [ -n "$demo_deb" ] && prove_deb "$demo_deb" gtkui-demo org.gtkui.Demo ""
    [ -n "$fixture_deb" ] && prove_deb "$fixture_deb" bundlefixture org.gtkui.BundleFixture "Hello from a bundled resource"
    flock -u 9
fi

if [ -n "$fixture_dir" ]; then
    echo "== the relocatable folder, unpacked elsewhere"
    unpacked=$work/unpacked
    mkdir -p "$unpacked" "$work/bin"
    tar -C "$unpacked" -xzf "$fixture_dir.tar.gz"
    folder=$unpacked/$(basename "$fixture_dir")
    ldd "$folder/lib/BundleFixture" > "$work/ldd.log"
    swift_libs='libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime'
    check "ldd: no library is missing" bash -c "! grep -q 'not found' '$work/ldd.log'"
    check "ldd: every Swift library resolves inside the folder" \
        bash -c "grep -E '$swift_libs' '$work/ldd.log' | grep -vq '=> $folder/lib/' && exit 1 || exit 0"
    check "ldd: the Swift runtime is among them" grep -q "libswiftCore.so => $folder/lib/libswiftCore.so" "$work/ldd.log"
    ln -s "$folder/bundlefixture" "$work/bin/fixture"
    if [ "$(id -u)" -eq 0 ]; then launch=(hidden "$work/bin/fixture"); else launch=("$work/bin/fixture"); fi
    NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory "${launch[@]}" > "$work/folder.log" 2>&1 &
    pid=$!
    apps+=("$pid")
    if find_window "Hello from a bundled resource" > /dev/null; then
        pass "the folder's launcher, through a link, starts the app and it reads its resource"
    else
        fail "the folder's app shows no window"; sed 's/^/  /' "$work/folder.log"
    fi
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
fi

echo "bundle-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
