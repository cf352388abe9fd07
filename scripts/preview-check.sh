#!/usr/bin/env bash
# Drives gtkui-preview on the Demo as a person would: waits for the first preview, makes a
# one-line edit to Demo/CounterSection.swift, waits for the reload, then breaks the file and
# waits for the build error, then puts it back. Prints the tool's lines, with the reload times
# and what they were made of. Needs a display (run under xvfb-run); takes screenshots into
# .build/preview-check when ImageMagick's `import` is there. Fails when a step never comes.
set -euo pipefail
cd "$(dirname "$0")/.."

tool=.build/debug/gtkui-preview
file=Demo/CounterSection.swift
out_dir=.build/preview-check
mkdir -p "$out_dir"
log="$out_dir/output.txt"
backup="$(mktemp)"
cp "$file" "$backup"

"$tool" --target Demo . >"$log" 2>"$out_dir/errors.txt" &
tool_pid=$!
cleanup() {
    cp "$backup" "$file"
    rm -f "$backup"
    kill "$tool_pid" 2>/dev/null || true
    wait "$tool_pid" 2>/dev/null || true
}
trap cleanup EXIT

# Waits until the log has COUNT lines matching PATTERN, for at most 180 s (a cold build is slow).
wait_for() {
    local pattern=$1 count=$2
    for _ in $(seq 1 360); do
        if [ "$(grep -c -- "$pattern" "$log" || true)" -ge "$count" ]; then return 0; fi
        if ! kill -0 "$tool_pid" 2>/dev/null; then
            echo "preview-check: gtkui-preview ended early" >&2
            cat "$out_dir/errors.txt" >&2
            exit 1
        fi
        sleep 0.5
    done
    echo "preview-check: no '$pattern' line (count $count) from gtkui-preview" >&2
    cat "$log" >&2
    exit 1
}

shot() {
    sleep 0.5
    if command -v import >/dev/null; then import -window root "$out_dir/$1.png"; fi
}

wait_for "^shown: " 1
shot before
# A one-line edit, as a person saves it.
sed -i 's/Text("Clicked \\(count) time/Text("Pressed \\(count) time/' "$file"
wait_for "^reloaded in " 1
shot after-edit
sed -i 's/Text("Pressed \\(count) time/Text(missingName + "\\(count) time/' "$file"
wait_for "^build failed: " 1
shot compile-error
cp "$backup" "$file"
wait_for "^reloaded in " 2
shot restored
cat "$log"
grep -q "^preview: Counter Demo/CounterSection.swift:" "$log"
grep -q "^build failed: Demo/CounterSection.swift:[0-9]*: cannot find 'missingName' in scope" "$log"
echo "preview-check: passed (screenshots in $out_dir)"
