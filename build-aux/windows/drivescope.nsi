; The Drivescope installer for 64-bit Windows, made by build.sh --installer:
;   makensis -DVERSION=X.Y -DDIST=BUILDDIR/dist -DOUTFILE=...setup.exe -DICON=drivescope.ico drivescope.nsi
; DIST must hold COPYING.txt (the GPL-3.0, CRLF), shown on the licence page.
; It installs the dist/ tree build.sh lays out (executables, DLLs, GSettings
; schemas, GdkPixbuf loaders, icons, translations), a Start-menu entry and an
; uninstaller. /S installs or uninstalls silently; /D=DIR picks the folder.
; The uninstaller removes what was installed and the folder, never the user's
; data (%LOCALAPPDATA%\drivescope, the history). It asks whether to remove
; the settings too (GSettings' registry key of the user who uninstalls,
; HKCU\Software\GSettings\io\github\drivescope); a silent uninstall keeps
; them, unless /REMOVESETTINGS is given.

; A 64-bit installer: the program is 64-bit only, and Wine without wine32
; (Debian's wine64 alone) cannot run NSIS's default 32-bit stub at all.
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel admin

!define APP "Drivescope"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Drivescope"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP}"
InstallDirRegKey HKLM "Software\${APP}" "InstallDir"

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define SETTINGS_KEY "Software\GSettings\io\github\drivescope"

!insertmacro MUI_PAGE_LICENSE "${DIST}\COPYING.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Ukrainian"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "Drivescope needs 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "Drivescope"
  SetOutPath "$INSTDIR"
  File /r "${DIST}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "The Drivescope authors"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\bin\drivescope.exe"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1

  SetShellVarContext all
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\bin\drivescope.exe"
SectionEnd

Section "Uninstall"
  ; The settings: asked (No by default: a reinstall finds them again).
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/REMOVESETTINGS" $R1
  ${IfNot} ${Errors}
    DeleteRegKey HKCU "${SETTINGS_KEY}"
  ${Else}
    MessageBox MB_YESNO|MB_ICONQUESTION|MB_DEFBUTTON2 \
      "Also remove Drivescope's settings? The history of runs in %LOCALAPPDATA%\drivescope is kept either way." \
      /SD IDNO IDNO keep_settings
    DeleteRegKey HKCU "${SETTINGS_KEY}"
    keep_settings:
  ${EndIf}

  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP}.lnk"
  ; Only the folders the installer wrote: bin, lib, share and the uninstaller.
  RMDir /r "$INSTDIR\bin"
  RMDir /r "$INSTDIR\lib"
  RMDir /r "$INSTDIR\share"
  Delete "$INSTDIR\COPYING.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "Software\${APP}"

  ; NSIS runs the uninstaller from a copy of itself in %TEMP%\~nsuN.tmp,
  ; which Windows would remove only at the next restart. A hidden cmd
  ; removes that folder a few seconds after this copy has ended; only a
  ; folder of that name, never another.
  ${GetFileName} "$EXEDIR" $R2
  StrCpy $R3 $R2 4
  ${If} $R3 == "~nsu"
    SetOutPath "$TEMP"    ; cmd's working folder: not the one it removes
    ExecShell "open" "$SYSDIR\cmd.exe" '/c ping -n 4 127.0.0.1 >nul & rmdir /s /q "$EXEDIR"' SW_HIDE
  ${EndIf}
SectionEnd
