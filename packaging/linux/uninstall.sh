#!/usr/bin/env sh
# Remove an install made by install.sh: the files and links it lists in install-manifest,
# the program's folder, and the folders install.sh created once they are empty. The
# player's saved game, statistics and settings stay (see the README's "Install" section
# for where they are).
#   <install>/uninstall.sh     the installed copy removes the install it belongs to,
#                              wherever it was put (PREFIX is not needed, nor looked at)
#   ./uninstall.sh             from the unpacked tarball: the install in ~/.local,
#   PREFIX=/opt/x ./uninstall.sh   or the one in PREFIX
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -f "$here/install-manifest" ]; then
    # install.sh writes its prefix first (the links name the program through it); an
    # older install's list has none.
    prefix=$(sed -n '1s/^prefix //p' "$here/install-manifest")
    if [ -n "$prefix" ]; then
        lib="$prefix/lib/bakers-dozen"
    else
        lib=$here
        prefix=$(dirname "$(dirname "$lib")")
    fi
else
    prefix=${PREFIX:-$HOME/.local}
    lib="$prefix/lib/bakers-dozen"
fi
share="$prefix/share"
manifest="$lib/install-manifest"

if [ ! -f "$manifest" ]; then
    echo "uninstall.sh: no install-manifest in $lib: nothing installed there" >&2
    exit 1
fi
list=$(mktemp)
trap 'rm -f "$list"' EXIT
cp "$manifest" "$list"

while IFS= read -r line; do
    case $line in
    "file $prefix/bin/"*)
        # Only our own links: a bakers-dozen from elsewhere on PATH is not ours to remove.
        link=${line#file }
        if [ -L "$link" ] && [ "$(readlink "$link")" = "$lib/$(basename "$link")" ]; then
            rm -f "$link"
        fi
        ;;
    "file "*) rm -f "${line#file }" ;;
    esac
done <"$list"
rm -rf "$lib"

if [ -f "$share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
fi
# The folders install.sh created, innermost first; one that holds anything else stays.
grep '^dir ' "$list" | sed 's/^dir //' | awk '{ print length($0) "\t" $0 }' | sort -rn |
    cut -f2- | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done
echo "Baker's Dozen is removed. Your games and statistics are kept."
