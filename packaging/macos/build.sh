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
# REQUIRE_SIGNING=1 (the workflow sets it on tag runs, release candidates included) makes
# missing secrets an error, so that no tag ever ships an unsigned app.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=$(uv run --locked python packaging/release_info.py version)
arch=$(uname -m)
app="build/dist/Baker's Dozen.app"
dmg="build/bakers-dozen-$version-macos-$arch.dmg"

# The modules in PyInstaller's archive stored, not zlib-compressed: the game inflated some
# 300 of them on every start, about 7 ms of processor time before its first frame
# (benchmarks/frame_bench.py, docs/start-up.md). The tarball, .deb and disk image are
# compressed as a whole anyway.
export PYINSTALLER_ZLIB_COMPRESSION_LEVEL=0
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
    # Inside out, as codesign needs (a bundle's signature seals what it holds): first
    # every loose Mach-O file (libraries, extension modules, Qt plugins, the solver), the
    # deepest first; then each Qt .framework as a bundle, the deepest first; then the
    # app, which seals the game's own executable. All with the hardened runtime, our
    # entitlements and a secure timestamp, as notarisation requires. Symbolic links
    # (PyInstaller links the frameworks' binaries) are sealed by their bundle.
    sign() {
        codesign --force --options runtime --timestamp \
            --entitlements packaging/macos/entitlements.plist \
            --sign "$MACOS_SIGN_IDENTITY" "$@"
    }
    by_depth() { awk -F/ '{ print NF "\t" $0 }' | sort -rn -k1,1 | cut -f2-; }
    main_exe="$app/Contents/MacOS/bakers-dozen"
    find "$app/Contents" -type f ! -path '*.framework/*' | while IFS= read -r f; do
        [ "$f" = "$main_exe" ] && continue
        if file -b "$f" | grep -q 'Mach-O'; then echo "$f"; fi
    done | by_depth | while IFS= read -r f; do sign "$f"; done
    find "$app/Contents" -type d -name '*.framework' | by_depth |
        while IFS= read -r framework; do sign "$framework"; done
    sign "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
    # Every Mach-O file signed by us with the hardened runtime (flags 0x10000).
    find "$app/Contents" -type f | while IFS= read -r f; do
        if file -b "$f" | grep -q 'Mach-O'; then
            codesign -dv "$f" 2>&1 | grep -q 'flags=.*runtime' ||
                { echo "build.sh: $f is not signed with the hardened runtime" >&2; exit 1; }
        fi
    done
elif [ "${REQUIRE_SIGNING:-0}" = 1 ]; then
    echo "build.sh: REQUIRE_SIGNING=1 (a tag run) but no MACOS_CERTIFICATE/MACOS_SIGN_IDENTITY" >&2
    exit 1
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
        notary=(--apple-id "$MACOS_NOTARY_APPLE_ID" --team-id "$MACOS_NOTARY_TEAM_ID"
            --password "$MACOS_NOTARY_PASSWORD")
        # notarytool exits 0 for an "Invalid" verdict too: read the status, and on
        # anything but "Accepted" fetch Apple's log (it names each file and reason).
        xcrun notarytool submit "$dmg" "${notary[@]}" --wait --output-format json \
            >build/notarisation.json
        cat build/notarisation.json
        id=$(plutil -extract id raw build/notarisation.json)
        status=$(plutil -extract status raw build/notarisation.json)
        if [ "$status" != Accepted ]; then
            xcrun notarytool log "$id" "${notary[@]}" build/notarisation-log.json || true
            cat build/notarisation-log.json >&2 || true
            echo "build.sh: notarisation $id: $status" >&2
            exit 1
        fi
        xcrun notarytool log "$id" "${notary[@]}" build/notarisation-log.json
        xcrun stapler staple "$dmg"
        xcrun stapler validate "$dmg"
        spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
    elif [ "${REQUIRE_SIGNING:-0}" = 1 ]; then
        echo "build.sh: REQUIRE_SIGNING=1 (a tag run) but no MACOS_NOTARY_* secrets" >&2
        exit 1
    else
        echo "build.sh: no MACOS_NOTARY_* secrets: signed but not notarised" >&2
    fi
fi
echo "built $dmg"
