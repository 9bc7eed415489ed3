#!/usr/bin/env bash
# make-deb.sh APP_DIR VERSION: wrap the built bundle into build/bakers-dozen_VERSION_ARCH.deb
# with dpkg-deb, laid out as Debian's policy wants a game:
#   /usr/lib/bakers-dozen           the program (PyInstaller's folder)
#   /usr/games/bakers-dozen{,-solve}  the commands (links into it)
#   /usr/share/{applications,metainfo,icons}, /usr/share/man/man6, /usr/share/doc/bakers-dozen
# The system libraries PyInstaller copied from the build machine are left out: the
# package depends on the distribution's own (versioned by dpkg-shlibdeps), as Debian's
# policy on convenience copies asks. What stays is Qt and PySide6 (from their wheels),
# CPython and the bootloader; debian/copyright (DEP-5) lists each of their files.
# No maintainer scripts: dpkg's triggers refresh the menu and icon caches.
set -euo pipefail
app=$(cd "$1" && pwd)
version=$2
cd "$(dirname "$0")/../.."
repo=$(pwd)
for tool in dpkg-deb dpkg-shlibdeps; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "make-deb.sh: $tool not found (apt: dpkg-dev), no .deb built" >&2
        exit 0
    fi
done
arch=$(dpkg --print-architecture)
debversion=$(python3 packaging/release_info.py deb-version)
root="$repo/build/deb/bakers-dozen_${debversion}_$arch"
lib="$root/usr/lib/bakers-dozen"
doc="$root/usr/share/doc/bakers-dozen"
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/usr/lib" "$root/usr/games" "$doc" "$root/usr/share/man/man6"
cp -a "$app" "$lib"
mv "$lib/share/"* "$root/usr/share/"
# The bundle's top-level licence files are the tarball's; the .deb has its copyright file.
rm -r "$lib/share" "$lib/install.sh" "$lib/uninstall.sh" "$lib/LICENSE" \
    "$lib/LICENSE-LGPL-3.0.txt" "$lib/THIRD-PARTY.md" "$lib/THIRD-PARTY-LIBRARIES.md"
inventory="$lib/_internal/third-party-libraries.json"

# The build machine's system libraries, and the links to them, leave the package.
python3 packaging/third_party.py system-files "$inventory" | while read -r file; do
    rm -f "${lib:?}/$file"
done
find "$lib" -xtype l -delete
rm -rf "$lib/_internal/licences/system"
python3 packaging/third_party.py keep-present "$inventory" "$lib"

ln -s ../lib/bakers-dozen/bakers-dozen "$root/usr/games/bakers-dozen"
ln -s ../lib/bakers-dozen/bakers-dozen-solve "$root/usr/games/bakers-dozen-solve"
# Debian's desktop sessions have /usr/games on PATH; the menu entry names the program
# itself so that a session without it still starts the game.
sed -i -e 's|^Exec=bakers-dozen|Exec=/usr/games/bakers-dozen|' \
    -e 's|^TryExec=bakers-dozen|TryExec=/usr/games/bakers-dozen|' \
    "$root/usr/share/applications/io.github.bakersdozen.BakersDozen.desktop"

python3 packaging/linux/manpage.py "$app/bakers-dozen" "$version" \
    "Baker's Dozen patience with a solver" >"$root/usr/share/man/man6/bakers-dozen.6"
python3 packaging/linux/manpage.py "$app/bakers-dozen-solve" "$version" \
    "show, check and solve Baker's Dozen deals" >"$root/usr/share/man/man6/bakers-dozen-solve.6"
gzip -9n "$root/usr/share/man/man6/"*.6

python3 packaging/release_info.py deb-changelog >"$doc/changelog"
gzip -9n "$doc/changelog"
install -m644 THIRD-PARTY.md "$doc/THIRD-PARTY.md"
install -Dm644 packaging/linux/lintian/bakers-dozen "$root/usr/share/lintian/overrides/bakers-dozen"
install -m644 "$lib/_internal/THIRD-PARTY-LIBRARIES.md" "$doc/THIRD-PARTY-LIBRARIES.md"
year=$(python3 packaging/release_info.py first-year)
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: Baker's Dozen"
    echo "Upstream-Contact: $(python3 packaging/release_info.py maintainer)"
    echo "Source: https://github.com/bakersdozen/bakers-dozen"
    echo
    echo "Files: *"
    echo "Copyright: $year The Baker's Dozen developers"
    echo "License: GPL-3+"
    echo "Comment: The game, its card art and icons. The libraries below keep their own"
    echo " licences; THIRD-PARTY.md in this folder says how to replace the LGPL ones."
    echo
    python3 packaging/third_party.py deb-copyright "$inventory" usr/lib/bakers-dozen
} >"$doc/copyright"

# Versioned dependencies on every library the package's ELF files need and do not carry,
# from the distribution's shlibs and symbols files (as debhelper does); the libraries
# inside the package are its own and need nothing. Qt's X11 and Wayland front ends
# open EGL/GL, xkbcommon and fontconfig at run time: those are named too.
shlibdeps=$(mktemp -d)
trap 'rm -rf "$shlibdeps"' EXIT
mkdir "$shlibdeps/debian"
printf 'Source: bakers-dozen\n\nPackage: bakers-dozen\nArchitecture: any\n' \
    >"$shlibdeps/debian/control"
mapfile -d '' elves < <(python3 packaging/linux/tidy_elf.py --list "$lib")
(cd "$shlibdeps" && dpkg-shlibdeps -O --ignore-missing-info -S"$root" \
    -l"$lib/_internal" -l"$lib/_internal/PySide6/Qt/lib" "${elves[@]}" 2>"$shlibdeps/log") \
    >"$shlibdeps/vars" || { cat "$shlibdeps/log" >&2; exit 1; }
depends=$(sed -n 's/^shlibs:Depends=//p' "$shlibdeps/vars")
for pkg in libegl1 libgl1 libxkbcommon0 libfontconfig1; do
    case ", $depends, " in *", $pkg"[,\ ]*) ;; *) depends="${depends:+$depends, }$pkg" ;; esac
done
# A library whose shlibs or symbols file names no version (all its symbols are as old as
# the package) gets the upstream version the build machine has: the release builds on
# the oldest system it supports, so every supported system has it or newer.
versioned=""
IFS=',' read -ra wanted <<<"$depends"
for dep in "${wanted[@]}"; do
    dep=${dep# }
    case $dep in
    *"("* | *"|"*) ;;
    *)
        have=$(dpkg-query -W -f '${Version}\n' "$dep" 2>/dev/null | head -n 1 || true)
        if [ -z "$have" ]; then
            echo "make-deb.sh: $dep is not installed here, so it has no version to depend on" >&2
            exit 1
        fi
        dep="$dep (>= ${have%-*})"
        ;;
    esac
    versioned="${versioned:+$versioned, }$dep"
done
depends=$versioned
# Not needed to play: the fonts Qt falls back on, xdg-open for About's links, and the
# OpenSSL Qt opens for an https:// online board (Debian 13 and Ubuntu 24.04 name it
# libssl3t64).
recommends="fonts-dejavu-core | fonts-freefont-ttf, libssl3 | libssl3t64, xdg-utils"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: bakers-dozen
Version: $debversion
Architecture: $arch
Maintainer: $(python3 packaging/release_info.py maintainer)
Installed-Size: $size
Depends: $depends
Recommends: $recommends
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
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
    xargs -0 md5sum >DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"
deb="build/bakers-dozen_${debversion}_$arch.deb"
# xz (the default) makes the smallest download; the packaging test asks for gzip, which
# builds in seconds instead of a minute.
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$root" "$deb" >/dev/null
echo "built $deb"
