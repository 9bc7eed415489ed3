#!/usr/bin/env sh
# Install Baker's Dozen for this user from the unpacked tarball, without root:
#   ./install.sh            into ~/.local (program in ~/.local/lib/bakers-dozen,
#                           commands in ~/.local/bin, menu entry and icons in ~/.local/share)
#   PREFIX=/opt/x ./install.sh   elsewhere
# Installing again replaces the program and keeps the player's games and statistics.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
id=io.github.bakersdozen.BakersDozen
lib="$prefix/lib/bakers-dozen"

if [ ! -x "$here/bakers-dozen" ] || [ ! -d "$here/share" ]; then
    echo "install.sh: run me from the unpacked bakers-dozen folder" >&2
    exit 1
fi
if [ "$here" = "$lib" ]; then
    echo "install.sh: already installed in $lib" >&2
    exit 1
fi

# Copy to a fresh folder and swap it in, so a failed copy leaves the old install working.
mkdir -p "$prefix/lib" "$prefix/bin"
rm -rf "$lib.new"
mkdir "$lib.new"
(cd "$here" && tar -cf - --exclude=./share --exclude=./install.sh .) | (cd "$lib.new" && tar -xf -)
rm -rf "$lib"
mv "$lib.new" "$lib"

ln -sf "$lib/bakers-dozen" "$prefix/bin/bakers-dozen"
ln -sf "$lib/bakers-dozen-solve" "$prefix/bin/bakers-dozen-solve"

share="$prefix/share"
(cd "$here/share" && find . -type f) | while read -r f; do
    mkdir -p "$share/$(dirname "$f")"
    cp "$here/share/$f" "$share/$f"
done
# The menu may not have ~/.local/bin on its PATH: point the entry at the program itself.
sed -i -e "s|^Exec=bakers-dozen|Exec=$lib/bakers-dozen|" \
    -e "s|^TryExec=bakers-dozen|TryExec=$lib/bakers-dozen|" \
    "$share/applications/$id.desktop"

if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
fi

echo "Baker's Dozen is installed in $lib."
case ":$PATH:" in
*":$prefix/bin:"*) echo "Start it from the menu or with: bakers-dozen" ;;
*) echo "Start it from the menu or with: $prefix/bin/bakers-dozen" ;;
esac
echo "To remove it: $lib/uninstall.sh"
