#!/usr/bin/env bash
# window_comes_up.sh PROGRAM: start the game on X11 with Qt's xcb plugin (DISPLAY must
# name a running X server, e.g. under xvfb-run), in a home of its own, and fail unless its
# main window is mapped within a minute; then close it as a player would (Ctrl+Q) and
# fail unless it exits with status 0. Used by the packaging test and the release workflow.
set -euo pipefail
program=$1
: "${DISPLAY:?window_comes_up.sh needs an X server (DISPLAY)}"
home=$(mktemp -d)
cleanup() {
    # A desktop portal that the game's session bus started mounts its documents under
    # the runtime folder (a FUSE mount even root cannot remove): unmount it first.
    if mountpoint -q "$home/run/doc" 2>/dev/null; then
        fusermount3 -u "$home/run/doc" 2>/dev/null || fusermount -u "$home/run/doc" 2>/dev/null ||
            umount -l "$home/run/doc" 2>/dev/null || true
    fi
    rm -rf "$home"
}
trap cleanup EXIT
mkdir -m 700 "$home/run"
export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache"
export XDG_RUNTIME_DIR="$home/run" QT_QPA_PLATFORM=xcb
"$program" --deal 1 >"$home/log" 2>&1 &
pid=$!
window=""
for _ in $(seq 120); do
    window=$(xdotool search --onlyvisible --pid "$pid" --name "Baker's Dozen" 2>/dev/null |
        head -n 1) || true
    [ -n "$window" ] && break
    kill -0 "$pid" 2>/dev/null || break # it has ended: no window will come
    sleep 0.5
done
if [ -z "$window" ]; then
    kill "$pid" 2>/dev/null || true
    echo "window_comes_up.sh: no window of $program within 60 s; it said:" >&2
    cat "$home/log" >&2
    exit 1
fi
echo "window_comes_up.sh: $program is up: $(xdotool getwindowname "$window")"
xdotool windowfocus --sync "$window" key ctrl+q
status=0
timeout 30 tail --pid="$pid" -f /dev/null || { kill "$pid"; echo "window_comes_up.sh: Ctrl+Q did not close it" >&2; exit 1; }
wait "$pid" || status=$?
if [ "$status" != 0 ]; then
    echo "window_comes_up.sh: $program exited with status $status; it said:" >&2
    cat "$home/log" >&2
    exit 1
fi
