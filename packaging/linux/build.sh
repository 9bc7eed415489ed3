#!/usr/bin/env bash
# Linux: the PyInstaller folder build with its desktop files, as a tarball (unpack and run
# install.sh) and as a .deb. Run from anywhere; writes build/. See packaging/README.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.local/bin:$PATH"

version=$(python3 packaging/release_info.py version)
id=io.github.bakersdozen.BakersDozen
app=build/dist/bakers-dozen

# The modules in PyInstaller's archive stored, not zlib-compressed: the game inflated some
# 300 of them on every start, about 7 ms of processor time before its first frame
# (benchmarks/frame_bench.py, docs/start-up.md). The tarball, .deb and disk image are
# compressed as a whole anyway.
export PYINSTALLER_ZLIB_COMPRESSION_LEVEL=0
uv run --locked --group packaging pyinstaller --noconfirm --clean --log-level WARN \
    --distpath build/dist --workpath build/work packaging/bakers-dozen.spec
# The macOS .app probe (BAKERS_DOZEN_PROBE_APP=1, for the packaging test): its
# Info.plist is all it is for, not a second copy of the program.
if [ -d "build/dist/Baker's Dozen.app/Contents" ]; then
    find "build/dist/Baker's Dozen.app/Contents" -mindepth 1 -maxdepth 1 ! -name Info.plist \
        -exec rm -rf {} +
fi
# No RUNPATH of the build machine's Python, no executable shared libraries.
uv run --locked --group packaging python packaging/linux/tidy_elf.py "$app"

# Desktop integration, laid out as under /usr so install.sh and the .deb copy it as is.
install -Dm644 "packaging/linux/$id.desktop" "$app/share/applications/$id.desktop"
install -Dm644 "packaging/linux/$id.metainfo.xml" "$app/share/metainfo/$id.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "assets/icon/bakers-dozen-$size.png" \
        "$app/share/icons/hicolor/${size}x${size}/apps/$id.png"
done
install -Dm644 assets/icon/bakers-dozen.svg "$app/share/icons/hicolor/scalable/apps/$id.svg"
install -m644 LICENSE LICENSE-LGPL-3.0.txt THIRD-PARTY.md "$app/"
install -m644 "$app/_internal/THIRD-PARTY-LIBRARIES.md" "$app/"
install -m755 packaging/linux/install.sh packaging/linux/uninstall.sh "$app/"

tarball="build/bakers-dozen-$version-linux-$(uname -m).tar.gz"
tar -C build/dist -czf "$tarball" bakers-dozen
echo "built $tarball"
bash packaging/linux/make-deb.sh "$app" "$version"
