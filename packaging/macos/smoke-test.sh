#!/usr/bin/env bash
# macOS release check, run by the release workflow after build.sh: open the disk image,
# check the app's Info.plist (not background-only, the minimum macOS the locked Qt wheels
# need, the game as its executable), copy the app out as a player would, start it through
# LaunchServices (`open`, so with the cocoa plugin and the plist in force) with
# --screenshot and check the picture, then start it plainly and fail unless it is a
# foreground app with a window on screen within a minute; quit it as a player would.
set -euo pipefail
arch=$1
cd "$(dirname "$0")/../.."
test "$(uname -m)" = "$arch"
mount=$(mktemp -d)
hdiutil attach build/bakers-dozen-*-macos-"$arch".dmg -nobrowse -mountpoint "$mount"
trap 'hdiutil detach "$mount" >/dev/null 2>&1 || true' EXIT
for name in LICENSE.txt LICENSE-LGPL-3.0.txt THIRD-PARTY.txt THIRD-PARTY-LIBRARIES.txt; do
    test -f "$mount/$name"
done
apps=$(mktemp -d)
cp -R "$mount/Baker's Dozen.app" "$apps/"
app="$apps/Baker's Dozen.app"
plist="$app/Contents/Info.plist"
key() { /usr/libexec/PlistBuddy -c "Print :$1" "$plist"; }
test "$(key LSBackgroundOnly)" = false
test "$(key LSMinimumSystemVersion)" = "$(uv run --locked python packaging/release_info.py macos-minimum)"
test "$(key CFBundleExecutable)" = bakers-dozen
test "$(key CFBundleShortVersionString)" = "$(uv run --locked python packaging/release_info.py version)"
test "$(key LSApplicationCategoryType)" = public.app-category.card-games
test "$(key CFBundleLocalizations:0)" = en

# A tag run (REQUIRE_SIGNING=1): signed with the hardened runtime, notarised and stapled,
# and Gatekeeper lets the copied-out app run, as on a player's Mac.
if [ "${REQUIRE_SIGNING:-0}" = 1 ]; then
    codesign --verify --deep --strict --verbose=2 "$app"
    codesign -dv "$app" 2>&1 | grep -q 'flags=.*runtime'
    xcrun stapler validate build/bakers-dozen-*-macos-"$arch".dmg
    spctl --assess --type execute --verbose=2 "$app"
fi

# TLS: the bundle's Qt has a backend and completes an HTTPS exchange trusting the
# system's certificates (bakers_dozen_qt/tls_check.py).
report="$PWD/build/tls-macos-$arch.json"
BAKERS_DOZEN_TLS_CHECK="$report" "$app/Contents/MacOS/bakers-dozen" https://github.com/ ||
    { cat "$report" >&2 || true; echo "no TLS in the app" >&2; exit 1; }
cat "$report"

# LaunchServices starts it with the environment of launchd, not this shell's: no
# QT_QPA_PLATFORM, so Qt takes its cocoa plugin.
shot="$PWD/build/screenshot-macos-$arch.png"
open -W -n "$app" --args --screenshot "$shot"
uv run --locked python packaging/check_screenshot.py "$shot"
"$app/Contents/MacOS/bakers-dozen-solve" --show 1 >/dev/null

open -n "$app" --args --deal 1
pid=""
for _ in $(seq 60); do
    pid=$(pgrep -f "$app/Contents/MacOS/bakers-dozen" | head -n 1 || true)
    if [ -n "$pid" ]; then
        type=$(lsappinfo info -only applicationtype "$(lsappinfo find pid="$pid")" || true)
        windows=$(osascript -l JavaScript packaging/macos/windows_of.js "$pid" || echo 0)
        if [ "${windows:-0}" -gt 0 ]; then break; fi
    fi
    sleep 1
done
echo "pid ${pid:-none}: ${type:-no application type}, ${windows:-0} window(s) on screen"
test -n "$pid"
case $type in *'"Foreground"'*) ;; *) echo "not a foreground app: $type" >&2; exit 1 ;; esac
test "${windows:-0}" -gt 0
osascript -e 'tell application id "io.github.bakersdozen.BakersDozen" to quit'
for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
if kill -0 "$pid" 2>/dev/null; then kill "$pid"; echo "the game did not quit" >&2; exit 1; fi
