#!/usr/bin/env bash
# Linux: a one-folder PyInstaller build plus desktop entry, metainfo and icons, as a tarball.
set -euo pipefail
cd "$(dirname "$0")/../.."
uv run --with 'pyinstaller==6.*' pyinstaller --noconfirm --clean \
    --distpath build/dist --workpath build/work packaging/bakers-dozen.spec
app=build/dist/bakers-dozen
id=io.github.bakersdozen.BakersDozen
install -Dm644 "packaging/linux/$id.desktop" "$app/share/applications/$id.desktop"
install -Dm644 "packaging/linux/$id.metainfo.xml" "$app/share/metainfo/$id.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "assets/icon/bakers-dozen-$size.png" \
        "$app/share/icons/hicolor/${size}x${size}/apps/$id.png"
done
install -Dm644 assets/icon/bakers-dozen.svg "$app/share/icons/hicolor/scalable/apps/$id.svg"
version=$(uv run python -c 'import bakers_dozen_qt; print(bakers_dozen_qt.__version__)')
tar -C build/dist -czf "build/bakers-dozen-$version-linux-$(uname -m).tar.gz" bakers-dozen
echo "built build/bakers-dozen-$version-linux-$(uname -m).tar.gz"
