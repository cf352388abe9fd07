#!/usr/bin/env bash
# Runs the Demo on a private D-Bus session with the AT-SPI bus and drives it by accessible name;
# accessibility-check.py walks every page of the Demo for unnamed controls.
# Usage: scripts/accessibility-check.sh path/to/Demo   (needs a display: DISPLAY or xvfb-run)
set -euo pipefail
demo="$1"
exec dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 1
    "$0" >/dev/null 2>&1 &
    demo_pid=$!
    status=0
    timeout 120 /usr/bin/python3 "$(dirname "$1")/accessibility-check.py" || status=$?
    kill "$demo_pid" 2>/dev/null || true
    exit $status
' "$demo" "$0"
