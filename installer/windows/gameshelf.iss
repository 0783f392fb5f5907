; Inno Setup script of the Gameshelf installer for Windows: installs the PyInstaller folder
; dist\Gameshelf for the current user (no administrator rights needed), adds a Start-menu entry
; and an uninstaller. installer/build.py runs it when Inno Setup 6 (ISCC.exe) is installed:
;
;   ISCC.exe /DAppVersion=0.1.0 /DSourceDir=dist\Gameshelf /ODist installer\windows\gameshelf.iss

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\Gameshelf"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to one product: never change it.
AppId={{6A0C3E59-5D1B-4E3A-9C55-0B7F3A2E6D41}
AppName=Gameshelf
AppVersion={#AppVersion}
AppVerName=Gameshelf {#AppVersion}
AppPublisher=Gameshelf
DefaultDirName={autopf}\Gameshelf
DefaultGroupName=Gameshelf
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=Gameshelf-{#AppVersion}-windows-x64-setup
SetupIconFile=..\icons\gameshelf.ico
UninstallDisplayIcon={app}\Gameshelf.exe
UninstallDisplayName=Gameshelf
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; A new version replaces the bundled libraries of the old one: remove them first.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Gameshelf"; Filename: "{app}\Gameshelf.exe"
Name: "{group}\{cm:UninstallProgram,Gameshelf}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Gameshelf"; Filename: "{app}\Gameshelf.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Gameshelf.exe"; Description: "{cm:LaunchProgram,Gameshelf}"; Flags: nowait postinstall skipifsilent
