#!/usr/bin/env sh
# Install Baker's Dozen for this user from the unpacked tarball, without root:
#   ./install.sh            into ~/.local (program in ~/.local/lib/bakers-dozen,
#                           commands in ~/.local/bin, menu entry and icons in ~/.local/share)
#   PREFIX=/opt/x ./install.sh   elsewhere (any path, spaces included)
# Installing again replaces the program and keeps the player's games and statistics.
# What it puts outside the program's folder, and each folder it had to create, is listed
# in the program's folder (install-manifest), so uninstall.sh removes exactly that.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
# An absolute prefix: the links, the menu entry and uninstall.sh name it from anywhere.
case $prefix in
/*) ;;
*) prefix="$(pwd)/$prefix" ;;
esac
id=io.github.bakersdozen.BakersDozen
lib="$prefix/lib/bakers-dozen"
share="$prefix/share"

if [ ! -x "$here/bakers-dozen" ] || [ ! -d "$here/share" ]; then
    echo "install.sh: run me from the unpacked bakers-dozen folder" >&2
    exit 1
fi
if [ "$here" = "$lib" ]; then
    echo "install.sh: already installed in $lib" >&2
    exit 1
fi

# An earlier install's list, so that folders it created stay on the list.
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
if [ -f "$lib/install-manifest" ]; then
    grep -v '^prefix ' "$lib/install-manifest" >"$manifest" || true
fi
remember() {
    grep -qxF -- "$1" "$manifest" || printf '%s\n' "$1" >>"$manifest"
}
# mkdir -p that writes down each folder it creates, outermost first.
make_dir() {
    if [ ! -d "$1" ]; then
        make_dir "$(dirname "$1")"
        mkdir "$1"
        remember "dir $1"
    fi
}

# Copy to a fresh folder and swap it in, so a failed copy leaves the old install working.
make_dir "$prefix/lib"
make_dir "$prefix/bin"
rm -rf "$lib.new"
mkdir "$lib.new"
(cd "$here" && tar -cf - --exclude=./share --exclude=./install.sh .) | (cd "$lib.new" && tar -xf -)
rm -rf "$lib"
mv "$lib.new" "$lib"

for cmd in bakers-dozen bakers-dozen-solve; do
    ln -sf "$lib/$cmd" "$prefix/bin/$cmd"
    remember "file $prefix/bin/$cmd"
done

(cd "$here/share" && find . -type f) | while IFS= read -r f; do
    f=${f#./}
    make_dir "$(dirname "$share/$f")"
    cp "$here/share/$f" "$share/$f"
    remember "file $share/$f"
done

# The menu may not have ~/.local/bin on its PATH: point the entry at the program itself.
# Exec takes a quoted argument (quote, backquote, dollar and backslash escaped inside,
# % doubled), TryExec a plain string; in both a backslash is written twice once more.
exec_arg=$(printf '%s' "$lib/bakers-dozen" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g')
try_exec=$(printf '%s' "$lib/bakers-dozen" | sed -e 's/\\/\\\\/g')
desktop="$share/applications/$id.desktop"
EXEC_LINE="Exec=\"$exec_arg\"" TRY_LINE="TryExec=$try_exec" awk '
    /^Exec=bakers-dozen$/ { print ENVIRON["EXEC_LINE"]; next }
    /^TryExec=bakers-dozen$/ { print ENVIRON["TRY_LINE"]; next }
    { print }
' "$here/share/applications/$id.desktop" >"$desktop"

# Only a cache that exists needs refreshing (a stale one would hide the new icon); none
# is created. The menu entry has no MIME types, so there is no MIME cache to update.
if [ -f "$share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
fi
# The prefix first: the installed uninstall.sh removes this install, wherever it is.
{ printf 'prefix %s\n' "$prefix" && cat "$manifest"; } >"$lib/install-manifest"

echo "Baker's Dozen is installed in $lib."
case ":$PATH:" in
*":$prefix/bin:"*) echo "Start it from the menu or with: bakers-dozen" ;;
*) echo "Start it from the menu or with: $prefix/bin/bakers-dozen" ;;
esac
# Quoted as a shell would need it, so that it can be pasted whatever the path holds.
quoted=$(printf '%s' "$lib/uninstall.sh" | sed "s/'/'\\\\''/g")
echo "To remove it: '$quoted'"
