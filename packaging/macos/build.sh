#!/usr/bin/env bash
# macOS: PyInstaller .app bundle, then a compressed disk image with hdiutil.
set -euo pipefail
cd "$(dirname "$0")/../.."
uv run --with 'pyinstaller==6.*' pyinstaller --noconfirm --clean \
    --distpath build/dist --workpath build/work packaging/bakers-dozen.spec
version=$(uv run python -c 'import bakers_dozen_qt; print(bakers_dozen_qt.__version__)')
staging=build/dmg
rm -rf "$staging" && mkdir -p "$staging"
cp -R "build/dist/Baker's Dozen.app" "$staging/"
ln -s /Applications "$staging/Applications"
hdiutil create -volname "Baker's Dozen" -srcfolder "$staging" -ov -format UDZO \
    "build/bakers-dozen-$version-macos-$(uname -m).dmg"
