# Windows: PyInstaller one-folder build, then the Inno Setup installer (iscc on PATH).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
uv run --with "pyinstaller==6.*" pyinstaller --noconfirm --clean `
    --distpath build\dist --workpath build\work packaging\bakers-dozen.spec
iscc packaging\windows\bakers-dozen.iss
