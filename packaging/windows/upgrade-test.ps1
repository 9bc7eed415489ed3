# Windows upgrade check, run by the release workflow after build.ps1 and smoke-test.ps1:
# an older version installed, then this one over it, as a player upgrades. The older one
# is this very build packaged as version 0.0.1 with files this version does not have (a
# stale library and a plugin folder in _internal, as a removed dependency would leave).
# After the upgrade: the new version in the uninstall entry, none of the stale files left,
# the upgraded game starts (screenshot checked) and its solver answers; then uninstall
# and fail if anything of the program is left.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot "..\..")

$appId = "{6C1B1C53-2B0D-4E0B-9C3A-13BAC0D0E213}_is1"
$uninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\$appId"
$version = (uv run --locked python packaging\release_info.py version | Select-Object -Last 1).Trim()
if ($LASTEXITCODE -ne 0) { throw "reading the version failed" }
$minWindows = (uv run --locked python packaging\release_info.py windows-minimum | Select-Object -Last 1).Trim()
$setup = (Get-Item "build\bakers-dozen-$version-windows-x64-setup.exe").FullName
$dir = Join-Path $env:RUNNER_TEMP "Baker's Dozen upgraded"
$env:QT_QPA_PLATFORM = "windows"

# The "previous release": the same bundle, older, with files the new one dropped.
$old = Join-Path $env:RUNNER_TEMP "previous\bakers-dozen"
Remove-Item -Recurse -Force (Split-Path $old) -ErrorAction SilentlyContinue
New-Item -ItemType Directory -Force (Split-Path $old) | Out-Null
Copy-Item -Recurse "build\dist\bakers-dozen" $old
$stale = "_internal\left-by-0.0.1.dll", "_internal\PySide6\plugins\gone\qgone.dll"
foreach ($f in $stale) {
    New-Item -ItemType Directory -Force (Split-Path (Join-Path $old $f)) | Out-Null
    Set-Content -Path (Join-Path $old $f) -Value "a file of version 0.0.1 only"
}
$iscc = Get-Command iscc -ErrorAction SilentlyContinue
if ($iscc) { $iscc = $iscc.Source }
else { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
$out = Join-Path $env:RUNNER_TEMP "previous-setup"
& $iscc /Qp "/DAppVersion=0.0.1" "/DWinVersion=0.0.1.0" "/DMinWindows=$minWindows" "/DDistDir=$old" `
    "/O$out" packaging\windows\bakers-dozen.iss
if ($LASTEXITCODE -ne 0) { throw "iscc (the older version) failed with exit code $LASTEXITCODE" }
$previous = (Get-Item "$out\bakers-dozen-0.0.1-windows-x64-setup.exe").FullName

function Install([string]$Installer) {
    $p = Start-Process $Installer -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/CURRENTUSER", "/DIR=`"$dir`"" -Wait -PassThru
    if ($p.ExitCode -ne 0) { throw "$Installer exited $($p.ExitCode)" }
}

Install $previous
if ((Get-ItemProperty $uninstallKey).DisplayVersion -ne "0.0.1") { throw "0.0.1 is not installed" }
foreach ($f in $stale) { if (-not (Test-Path (Join-Path $dir $f))) { throw "0.0.1 did not install $f" } }

Install $setup
$installed = (Get-ItemProperty $uninstallKey).DisplayVersion
if ($installed -ne $version) { throw "after the upgrade the uninstall entry says $installed, not $version" }
$left = @($stale | Where-Object { Test-Path (Join-Path $dir $_) })
if ($left) { throw "the upgrade left files of 0.0.1: $($left -join ', ')" }
if (-not (Test-Path "$dir\bakers-dozen.exe")) { throw "the upgrade removed the game" }

$shot = Join-Path $env:RUNNER_TEMP "upgraded.png"
$p = Start-Process "$dir\bakers-dozen.exe" -ArgumentList "--screenshot", "`"$shot`"" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "the upgraded game exited $($p.ExitCode)" }
uv run --locked python packaging\check_screenshot.py $shot
if ($LASTEXITCODE -ne 0) { throw "the upgraded game's screenshot is wrong" }
$said = & "$dir\bakers-dozen-solve.exe" --version
if ($LASTEXITCODE -ne 0 -or "$said" -notlike "*$version*") { throw "the upgraded solver says: $said" }

# One uninstall removes everything, the upgrade's files and the first install's alike.
$p = Start-Process "$dir\unins000.exe" -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "uninstall exited $($p.ExitCode)" }
$deadline = (Get-Date).AddSeconds(30)
while ((Test-Path $dir) -and (Get-Date) -lt $deadline) { Start-Sleep -Milliseconds 500 }
$left = @()
if (Test-Path $dir) { $left += Get-ChildItem $dir -Recurse -Force | ForEach-Object FullName; $left += $dir }
if (Test-Path $uninstallKey) { $left += $uninstallKey }
$left += Get-ChildItem "$env:APPDATA\Microsoft\Windows\Start Menu\Programs" -Recurse -Filter "Baker's Dozen*" | ForEach-Object FullName
if ($left) { throw "left after uninstalling the upgrade: $($left -join ', ')" }
Write-Host "0.0.1 installed, upgraded to $version (no stale file left), started, uninstalled: nothing left"
