#!/usr/bin/env bash
# macOS: "Baker's Dozen.app" with PyInstaller, for the machine's own architecture (arm64 on
# Apple silicon, x86_64 on Intel: the release workflow builds on one runner of each), then
# build/bakers-dozen-<version>-macos-<arch>.dmg.
#
# Signing and notarisation run only when their secrets are in the environment:
#   MACOS_CERTIFICATE           base64 of a "Developer ID Application" .p12
#   MACOS_CERTIFICATE_PASSWORD  its password
#   MACOS_SIGN_IDENTITY         e.g. "Developer ID Application: Name (TEAMID)"
#   MACOS_NOTARY_APPLE_ID, MACOS_NOTARY_TEAM_ID, MACOS_NOTARY_PASSWORD (app-specific password)
# Without them the app is only ad-hoc signed (PyInstaller does that, as Apple silicon
# requires): it runs, but Gatekeeper asks the player to confirm the first start.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=$(uv run --locked python packaging/release_info.py version)
arch=$(uname -m)
app="build/dist/Baker's Dozen.app"
dmg="build/bakers-dozen-$version-macos-$arch.dmg"

uv run --locked --group packaging pyinstaller --noconfirm --clean --log-level WARN \
    --distpath build/dist --workpath build/work packaging/bakers-dozen.spec

signing=false
if [ -n "${MACOS_CERTIFICATE:-}" ] && [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    signing=true
    keychain="$RUNNER_TEMP/signing.keychain-db"
    keychain_password=$(uuidgen)
    echo "$MACOS_CERTIFICATE" | base64 --decode >"$RUNNER_TEMP/certificate.p12"
    security create-keychain -p "$keychain_password" "$keychain"
    security set-keychain-settings -lut 3600 "$keychain"
    security unlock-keychain -p "$keychain_password" "$keychain"
    security import "$RUNNER_TEMP/certificate.p12" -k "$keychain" \
        -P "${MACOS_CERTIFICATE_PASSWORD:-}" -T /usr/bin/codesign
    security set-key-partition-list -S apple-tool:,apple: -s -k "$keychain_password" "$keychain"
    security list-keychains -d user -s "$keychain" $(security list-keychains -d user | tr -d '"')
    rm -f "$RUNNER_TEMP/certificate.p12"
    # Inside out: every library and executable, then the bundle, with the hardened
    # runtime and a secure timestamp, as notarisation requires.
    find "$app/Contents" -type f \( -name '*.so' -o -name '*.dylib' -o -perm -u+x \) -print0 |
        xargs -0 codesign --force --options runtime --timestamp --sign "$MACOS_SIGN_IDENTITY"
    codesign --force --options runtime --timestamp --sign "$MACOS_SIGN_IDENTITY" "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
else
    echo "build.sh: no MACOS_CERTIFICATE/MACOS_SIGN_IDENTITY: the app is not signed for distribution" >&2
fi

staging=build/dmg
rm -rf "$staging" && mkdir -p "$staging"
cp -R "$app" "$staging/"
cp LICENSE "$staging/LICENSE.txt"
cp LICENSE-LGPL-3.0.txt "$staging/"
cp THIRD-PARTY.md "$staging/THIRD-PARTY.txt"
cp "$app/Contents/Resources/THIRD-PARTY-LIBRARIES.md" "$staging/THIRD-PARTY-LIBRARIES.txt"
ln -s /Applications "$staging/Applications"
hdiutil create -volname "Baker's Dozen" -srcfolder "$staging" -ov -format UDZO "$dmg"

if $signing; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
    if [ -n "${MACOS_NOTARY_APPLE_ID:-}" ] && [ -n "${MACOS_NOTARY_TEAM_ID:-}" ] &&
        [ -n "${MACOS_NOTARY_PASSWORD:-}" ]; then
        xcrun notarytool submit "$dmg" --apple-id "$MACOS_NOTARY_APPLE_ID" \
            --team-id "$MACOS_NOTARY_TEAM_ID" --password "$MACOS_NOTARY_PASSWORD" --wait
        xcrun stapler staple "$dmg"
    else
        echo "build.sh: no MACOS_NOTARY_* secrets: signed but not notarised" >&2
    fi
fi
echo "built $dmg"
