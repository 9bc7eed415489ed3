; Inno Setup 6 script for the PyInstaller folder build. Run by build.ps1, which passes the
; version from pyproject.toml and the oldest Windows Qt 6 runs on (release_info.py):
;   iscc /DAppVersion=X.Y.Z /DWinVersion=X.Y.Z.0 /DMinWindows=10.0.17763 bakers-dozen.iss
#ifndef AppVersion
  #error Pass the version from pyproject.toml: iscc /DAppVersion=... (build.ps1 does)
#endif
#ifndef WinVersion
  #error Pass the four-number version: iscc /DWinVersion=... (build.ps1 does)
#endif
#ifndef MinWindows
  #error Pass the oldest Windows: iscc /DMinWindows=... (build.ps1 does)
#endif
; The folder build to package; upgrade-test.ps1 passes an older copy of it.
#ifndef DistDir
  #define DistDir "..\..\build\dist\bakers-dozen"
#endif
#define AppName "Baker's Dozen"
#define AppExe "bakers-dozen.exe"
; The running game holds this mutex (qt/files/single_instance.py), so Setup and Uninstall
; can ask the player to close it first.
#define AppMutexName "io.github.bakersdozen.BakersDozen.running"

[Setup]
AppId={{6C1B1C53-2B0D-4E0B-9C3A-13BAC0D0E213}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Baker's Dozen developers
AppPublisherURL=https://github.com/bakersdozen/bakers-dozen
AppSupportURL=https://github.com/bakersdozen/bakers-dozen/issues
AppMutex={#AppMutexName}
VersionInfoVersion={#WinVersion}
VersionInfoProductVersion={#WinVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription={#AppName} installer
; Qt 6 runs on Windows 10 version 1809 and later: Setup refuses older systems with a message.
MinVersion={#MinWindows}
; 64-bit only: the bundle is an x64 build.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; For this user by default (no administrator needed); the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
LicenseFile=..\..\LICENSE
OutputDir=..\..\build
OutputBaseFilename=bakers-dozen-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\assets\icon\bakers-dozen.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "danish"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

; An upgrade installs over the old version: its program folder goes first, so that no
; library or plugin the new version no longer has stays behind in {app}. (The player's
; games, statistics and settings live elsewhere and stay.)
[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion
Source: "..\..\LICENSE"; DestDir: "{app}"; DestName: "LICENSE.txt"; Flags: ignoreversion
Source: "..\..\LICENSE-LGPL-3.0.txt"; DestDir: "{app}"; Flags: ignoreversion
Source: "..\..\THIRD-PARTY.md"; DestDir: "{app}"; DestName: "THIRD-PARTY.txt"; Flags: ignoreversion
Source: "{#DistDir}\_internal\THIRD-PARTY-LIBRARIES.md"; DestDir: "{app}"; DestName: "THIRD-PARTY-LIBRARIES.txt"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
