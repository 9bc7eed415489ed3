# Windows: the PyInstaller folder build, then the Inno Setup installer
# build\bakers-dozen-<version>-windows-x64-setup.exe. Needs uv and Inno Setup 6 (iscc on
# PATH or in its default folder). Every native command is checked: PowerShell does not
# stop on a failing exe by itself, even with $ErrorActionPreference = "Stop".
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot "..\..")

function Invoke-Checked {
    param([Parameter(Mandatory)][string]$Exe, [Parameter(ValueFromRemainingArguments)][string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

function Get-Checked {
    param([Parameter(Mandatory)][string]$Exe, [Parameter(ValueFromRemainingArguments)][string[]]$Arguments)
    $out = & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
    return ($out | Select-Object -Last 1).Trim()
}

$version = Get-Checked uv run --locked python packaging\release_info.py version
$winVersion = Get-Checked uv run --locked python packaging\release_info.py win-version
Write-Host "Building Baker's Dozen $version"

Invoke-Checked uv run --locked --group packaging pyinstaller --noconfirm --clean --log-level WARN `
    --distpath build\dist --workpath build\work packaging\bakers-dozen.spec

$iscc = Get-Command iscc -ErrorAction SilentlyContinue
if ($iscc) { $iscc = $iscc.Source }
else { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) { throw "Inno Setup 6 (iscc) not found; install it, e.g. choco install innosetup" }
Invoke-Checked $iscc /Qp "/DAppVersion=$version" "/DWinVersion=$winVersion" packaging\windows\bakers-dozen.iss
Write-Host "built build\bakers-dozen-$version-windows-x64-setup.exe"
