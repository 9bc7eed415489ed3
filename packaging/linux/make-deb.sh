#!/usr/bin/env bash
# make-deb.sh APP_DIR VERSION: wrap the built bundle into build/bakers-dozen_VERSION_ARCH.deb
# with dpkg-deb: the program in /usr/lib/bakers-dozen, both commands in /usr/bin, the
# desktop entry, icons and metainfo in /usr/share. No maintainer scripts: dpkg's triggers
# refresh the menu and icon caches on install and removal.
set -euo pipefail
app=$1
version=$2
cd "$(dirname "$0")/../.."
if ! command -v dpkg-deb >/dev/null 2>&1; then
    echo "make-deb.sh: dpkg-deb not found, no .deb built" >&2
    exit 0
fi
arch=$(dpkg --print-architecture)
debversion=${version//rc/\~rc}  # 1.0rc1 sorts before 1.0 for dpkg too
root="build/deb/bakers-dozen_${debversion}_$arch"
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/usr/lib" "$root/usr/bin" "$root/usr/share/doc/bakers-dozen"
cp -a "$app" "$root/usr/lib/bakers-dozen"
mv "$root/usr/lib/bakers-dozen/share/"* "$root/usr/share/"
rm -r "$root/usr/lib/bakers-dozen/share" "$root/usr/lib/bakers-dozen/install.sh" \
    "$root/usr/lib/bakers-dozen/uninstall.sh"
ln -s ../lib/bakers-dozen/bakers-dozen "$root/usr/bin/bakers-dozen"
ln -s ../lib/bakers-dozen/bakers-dozen-solve "$root/usr/bin/bakers-dozen-solve"
install -m644 THIRD-PARTY.md "$root/usr/share/doc/bakers-dozen/THIRD-PARTY.md"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: bakers-dozen"
    echo "Source: https://github.com/bakersdozen/bakers-dozen"
    echo
    echo "Files: *"
    echo "Copyright: The Baker's Dozen developers"
    echo "License: GPL-3+"
    echo " On Debian systems the full text of the GNU General Public License version 3"
    echo " is in /usr/share/common-licenses/GPL-3. The Qt and PySide6 libraries in"
    echo " /usr/lib/bakers-dozen are under the GNU LGPL version 3: see THIRD-PARTY.md."
} >"$root/usr/share/doc/bakers-dozen/copyright"

# What the bundle leaves to the system: the libraries its binaries need that it does
# not carry, by the package that holds each on this machine (dpkg-shlibdeps' idea).
depends=$(
    find "$root/usr/lib/bakers-dozen" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
        xargs -0 -r sh -c 'for f; do readelf -d "$f" 2>/dev/null; done' sh |
        sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u |
        while read -r lib; do
            [ -e "$root/usr/lib/bakers-dozen/_internal/$lib" ] && continue
            path=$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64|AArch64|64bit/ {print $NF; exit}')
            [ -n "$path" ] || path=$(ldconfig -p | awk -v l="$lib" '$1 == l {print $NF; exit}')
            [ -n "$path" ] || continue
            dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true
        done | cut -d: -f1 | sort -u | paste -sd, | sed 's/,/, /g'
)
# Qt's X11 and Wayland front ends open these at run time rather than linking them.
for pkg in libegl1 libgl1 libxkbcommon0 libfontconfig1; do
    case ", $depends, " in *", $pkg, "*) ;; *) depends="${depends:+$depends, }$pkg" ;; esac
done
size=$(du -sk "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: bakers-dozen
Version: $debversion
Architecture: $arch
Maintainer: The Baker's Dozen developers <https://github.com/bakersdozen/bakers-dozen/issues>
Installed-Size: $size
Depends: $depends
Section: games
Priority: optional
Homepage: https://github.com/bakersdozen/bakers-dozen
Description: Baker's Dozen patience with a solver
 Baker's Dozen deals the whole deck face up into thirteen columns; build down
 regardless of suit and send every card to the foundations. With Spanish
 Patience, Portuguese Solitaire, Good Measure, Castles in Spain and the 1883
 edition, numbered and daily deals, hints, unlimited undo, and a solver (also
 on the command line as bakers-dozen-solve) that says whether a deal can be won.
CONTROL
deb="build/bakers-dozen_${debversion}_$arch.deb"
# xz (the default) makes the smallest download; the packaging test asks for gzip, which
# builds in seconds instead of a minute.
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$root" "$deb" >/dev/null
echo "built $deb"
