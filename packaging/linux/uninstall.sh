#!/usr/bin/env sh
# Remove what install.sh put under ~/.local (or $PREFIX). The player's saved game,
# statistics and settings stay (see the README's "Install" section for where they are).
set -eu
prefix=${PREFIX:-$HOME/.local}
id=io.github.bakersdozen.BakersDozen
lib="$prefix/lib/bakers-dozen"
share="$prefix/share"

for cmd in bakers-dozen bakers-dozen-solve; do
    # Only our own links: a bakers-dozen from elsewhere on PATH is not ours to remove.
    if [ -L "$prefix/bin/$cmd" ] && [ "$(readlink "$prefix/bin/$cmd")" = "$lib/$cmd" ]; then
        rm -f "$prefix/bin/$cmd"
    fi
done
rm -f "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml"
for icon in "$share"/icons/hicolor/*/apps/"$id".png "$share"/icons/hicolor/scalable/apps/"$id".svg; do
    rm -f "$icon"
done
rm -rf "$lib"

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$share/applications" ]; then
    update-desktop-database -q "$share/applications" || true
fi
echo "Baker's Dozen is removed. Your games and statistics are kept."
