# Windows: the PyInstaller folder build, then the Inno Setup installer
# build\bakers-dozen-<version>-windows-x64-setup.exe. Needs uv and Inno Setup 6.3 or newer
# (iscc on PATH or in its default folder). PowerShell does not stop when a program fails,
# even with $ErrorActionPreference = "Stop": every native command is followed by a check
# of $LASTEXITCODE. (Native commands are called directly, not through a wrapper function,
# because PowerShell's parameter binder would eat arguments such as "--".)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot "..\..")

function Assert-Success([string]$What) {
    if ($LASTEXITCODE -ne 0) { throw "$What failed with exit code $LASTEXITCODE" }
}

$version = (uv run --locked python packaging\release_info.py version | Select-Object -Last 1)
Assert-Success "reading the version"
$winVersion = (uv run --locked python packaging\release_info.py win-version | Select-Object -Last 1)
Assert-Success "reading the Windows version"
$minWindows = (uv run --locked python packaging\release_info.py windows-minimum | Select-Object -Last 1)
Assert-Success "reading the oldest Windows"
$minWindows = $minWindows.Trim()
$version = $version.Trim()
$winVersion = $winVersion.Trim()
Write-Host "Building Baker's Dozen $version"

# The modules in PyInstaller's archive stored, not zlib-compressed: the game inflated some
# 300 of them on every start, about 7 ms of processor time before its first frame
# (benchmarks/frame_bench.py, docs/start-up.md). The installer compresses them anyway.
$env:PYINSTALLER_ZLIB_COMPRESSION_LEVEL = "0"
uv run --locked --group packaging pyinstaller --noconfirm --clean --log-level WARN `
    --distpath build\dist --workpath build\work packaging\bakers-dozen.spec
Assert-Success "pyinstaller"

$iscc = Get-Command iscc -ErrorAction SilentlyContinue
if ($iscc) { $iscc = $iscc.Source }
else { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) { throw "Inno Setup 6 (iscc) not found; install it, e.g. choco install innosetup" }
& $iscc /Qp "/DAppVersion=$version" "/DWinVersion=$winVersion" "/DMinWindows=$minWindows" packaging\windows\bakers-dozen.iss
Assert-Success "iscc"
Write-Host "built build\bakers-dozen-$version-windows-x64-setup.exe"
