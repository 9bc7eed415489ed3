; Inno Setup script: installs the PyInstaller folder build per user or machine-wide.
#define AppVersion "0.1.0"

[Setup]
AppId={{6C1B1C53-2B0D-4E0B-9C3A-13BAC0D0E213}
AppName=Baker's Dozen
AppVersion={#AppVersion}
AppPublisher=The Baker's Dozen developers
DefaultDirName={autopf}\Baker's Dozen
DefaultGroupName=Baker's Dozen
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\build
OutputBaseFilename=bakers-dozen-{#AppVersion}-windows-setup
SetupIconFile=..\..\assets\icon\bakers-dozen.ico
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Files]
Source: "..\..\build\dist\bakers-dozen\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Baker's Dozen"; Filename: "{app}\bakers-dozen.exe"
Name: "{autodesktop}\Baker's Dozen"; Filename: "{app}\bakers-dozen.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Run]
Filename: "{app}\bakers-dozen.exe"; Description: "Play Baker's Dozen"; Flags: nowait postinstall skipifsilent
