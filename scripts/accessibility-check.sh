#!/usr/bin/env bash
# Runs the Demo on a private D-Bus session with the AT-SPI bus and drives it by accessible name.
# Usage: scripts/accessibility-check.sh path/to/Demo          (needs a display: DISPLAY or xvfb-run)
#        scripts/accessibility-check.sh path/to/Demo random   (the random walk, after the page walk)
# accessibility-check.py walks every page of the Demo for unnamed controls; with "random",
# accessibility-random.py then makes a seeded random walk (A11Y_SEED, A11Y_STEPS) and watches the
# Demo's memory and its log for critical messages.
set -euo pipefail
demo="$1"
mode="${2:-}"
exec dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 1
    export DEMO_LOG="$(mktemp)"
    "$0" >"$DEMO_LOG" 2>&1 &
    export DEMO_PID=$!
    scripts="$(dirname "$1")"
    status=0
    timeout 120 /usr/bin/python3 "$scripts/accessibility-check.py" || status=$?
    if [ $status -eq 0 ] && [ "$2" = random ]; then
        timeout 900 /usr/bin/python3 "$scripts/accessibility-random.py" || status=$?
    fi
    kill "$DEMO_PID" 2>/dev/null || true
    rm -f "$DEMO_LOG"
    exit $status
' "$demo" "$0" "$mode"
