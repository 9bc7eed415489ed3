# Windows release check, run by the release workflow after build.ps1: install the built
# installer silently for this user, start the *installed* game with Qt's native windows
# plugin and wait for its main window (fail after a minute), close it as a player would,
# draw a screenshot with the same plugin and check it, run the installed solver, then
# uninstall and fail if anything of the program is left: its folder, its Start-menu entry,
# its uninstall entry in the registry.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot "..\..")

$appId = "{6C1B1C53-2B0D-4E0B-9C3A-13BAC0D0E213}_is1"
$uninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\$appId"
$setup = (Get-Item build\bakers-dozen-*-windows-x64-setup.exe).FullName
$dir = Join-Path $env:RUNNER_TEMP "Baker's Dozen"
$shot = Join-Path $PWD "build\screenshot-windows.png"
$env:QT_QPA_PLATFORM = "windows"

$p = Start-Process $setup -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/CURRENTUSER", "/DIR=`"$dir`"" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "setup exited $($p.ExitCode)" }
if (-not (Test-Path $uninstallKey)) { throw "setup wrote no uninstall entry" }
$shortcut = Get-ChildItem "$env:APPDATA\Microsoft\Windows\Start Menu\Programs" -Recurse -Filter "Baker's Dozen.lnk"
if (-not $shortcut) { throw "setup made no Start-menu entry" }

# The installed game, as a player starts it: its window must come up.
$game = Start-Process "$dir\bakers-dozen.exe" -ArgumentList "--deal", "1" -PassThru
$deadline = (Get-Date).AddSeconds(60)
do {
    Start-Sleep -Milliseconds 500
    $game.Refresh()
} until ($game.HasExited -or $game.MainWindowHandle -ne 0 -or (Get-Date) -gt $deadline)
if ($game.HasExited) { throw "the game exited ($($game.ExitCode)) before its window came up" }
if ($game.MainWindowHandle -eq 0) { Stop-Process $game; throw "no window within 60 s" }
Write-Host "window up: $($game.MainWindowTitle)"
if ($game.MainWindowTitle -notlike "*Baker's Dozen*") { Stop-Process $game; throw "unexpected window" }
$null = $game.CloseMainWindow()
if (-not $game.WaitForExit(30000)) { Stop-Process $game; throw "the game did not close" }
if ($game.ExitCode -ne 0) { throw "the game exited $($game.ExitCode)" }

# A windowed program returns to the shell at once: wait for it.
$p = Start-Process "$dir\bakers-dozen.exe" -ArgumentList "--screenshot", "`"$shot`"" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "bakers-dozen --screenshot exited $($p.ExitCode)" }
uv run --locked python packaging\check_screenshot.py $shot
if ($LASTEXITCODE -ne 0) { throw "the screenshot is wrong" }
& "$dir\bakers-dozen-solve.exe" --show 1
if ($LASTEXITCODE -ne 0) { throw "bakers-dozen-solve failed" }
# TLS: the bundle's Qt has its Schannel backend and completes an HTTPS exchange trusting
# the system's certificates (bakers_dozen_qt/tls_check.py; a windowed program has no
# standard output, hence the report file).
$report = Join-Path $PWD "build\tls-windows.json"
$env:BAKERS_DOZEN_TLS_CHECK = $report
$p = Start-Process "$dir\bakers-dozen.exe" -ArgumentList "https://github.com/" -Wait -PassThru
Remove-Item Env:\BAKERS_DOZEN_TLS_CHECK
if (Test-Path $report) { Get-Content $report | Write-Host }
if ($p.ExitCode -ne 0) { throw "no TLS in the installed game (exit $($p.ExitCode))" }
if ((Get-Content $report -Raw | ConvertFrom-Json).backends -notcontains "schannel") { throw "no Schannel backend" }
foreach ($name in "LICENSE.txt", "LICENSE-LGPL-3.0.txt", "THIRD-PARTY.txt", "THIRD-PARTY-LIBRARIES.txt") {
    if (-not (Test-Path (Join-Path $dir $name))) { throw "$name is not installed" }
}

$p = Start-Process "$dir\unins000.exe" -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "uninstall exited $($p.ExitCode)" }
# The uninstaller finishes deleting itself a moment after it returns.
$deadline = (Get-Date).AddSeconds(30)
while ((Test-Path $dir) -and (Get-Date) -lt $deadline) { Start-Sleep -Milliseconds 500 }
$left = @()
if (Test-Path $dir) { $left += Get-ChildItem $dir -Recurse -Force | ForEach-Object FullName; $left += $dir }
if (Test-Path $uninstallKey) { $left += $uninstallKey }
$left += Get-ChildItem "$env:APPDATA\Microsoft\Windows\Start Menu\Programs" -Recurse -Filter "Baker's Dozen*" | ForEach-Object FullName
$left += Get-ChildItem "$env:USERPROFILE\Desktop" -Filter "Baker's Dozen*" -ErrorAction SilentlyContinue | ForEach-Object FullName
if ($left) { throw "left after uninstalling: $($left -join ', ')" }
Write-Host "installed, started, uninstalled: nothing of the program left"
