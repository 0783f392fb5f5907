"""Build the Gameshelf bundle for this OS into dist/ (`make bundle` runs this).

    python3 installer/build.py              # build, then pack the download for this OS
    python3 installer/build.py --self-test  # run the built bundle's self-test, as a user would

Building:
1. build/bundle-venv: a venv with only the app (installed, not editable) and PyInstaller, so no
   development extra and no second Qt binding reaches the bundle (PyInstaller refuses two).
2. The translations compiled by that venv's lrelease into build/bundle-i18n.
3. PyInstaller with installer/gameshelf.spec: dist/Gameshelf/ (and dist/Gameshelf.app on macOS).
4. The download: Linux dist/Gameshelf-<version>-linux-<arch>.tar.gz (with the .desktop file and
   the icon in the folder); macOS a .dmg (hdiutil); Windows a .zip, and the Inno Setup installer
   when ISCC.exe is there.

Only the standard library here: it runs on the system Python of each OS.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "installer"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
VENV = BUILD / "bundle-venv"
QM_DIR = BUILD / "bundle-i18n"
APP = "Gameshelf"
SYSTEM = platform.system()
WINDOWS = SYSTEM == "Windows"
# Qt bindings other than PySide6-Essentials: with any of them installed the bundle would carry
# a second Qt, or Qt modules the app never uses.
FORBIDDEN = ("PyQt5", "PyQt6", "PySide2", "PySide6", "PySide6-Addons", "PySide6_Addons")
ISCC_DEFAULT = Path(r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe")


def version() -> str:
    text = (ROOT / "desktop" / "gameshelf" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "([^"]+)"', text)
    if found is None:
        raise SystemExit("no __version__ in desktop/gameshelf/__init__.py")
    return found.group(1)


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def run(*command: str | Path, **kwargs: object) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], check=True, **kwargs)  # type: ignore[call-overload]


def venv_bin(name: str) -> Path:
    folder = VENV / ("Scripts" if WINDOWS else "bin")
    return folder / (f"{name}.exe" if WINDOWS else name)


# -- building -------------------------------------------------------------------------------------


def make_venv() -> Path:
    python = venv_bin("python")
    if not python.exists():
        print(f"creating {VENV}", flush=True)
        venv.create(VENV, with_pip=True, clear=True)
    # Not editable: the bundle must be built from the installed package, as users get it.
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        f"{ROOT}[bundle]")
    check_one_binding(python)
    return python


def check_one_binding(python: Path) -> None:
    listing = subprocess.run(
        [str(python), "-c",
         "import importlib.metadata as m\n"
         "for d in m.distributions(): print(d.metadata['Name'], d.version)"],
        check=True, capture_output=True, text=True,
    ).stdout.split("\n")
    installed = dict(line.split(" ", 1) for line in listing if " " in line)
    names = {name.lower().replace("_", "-"): ver for name, ver in installed.items()}
    extra = [name for name in FORBIDDEN if name.lower().replace("_", "-") in names]
    if extra:
        raise SystemExit(f"{VENV} holds {', '.join(extra)}: only PySide6-Essentials may be there")
    essentials = names.get("pyside6-essentials")
    if essentials is None:
        raise SystemExit(f"{VENV} has no PySide6-Essentials")
    if tuple(int(part) for part in essentials.split(".")[:2]) >= (6, 12):
        raise SystemExit(f"PySide6-Essentials {essentials}: 6.12 crashes on signals with objects")
    print(f"Qt binding: PySide6-Essentials {essentials} only", flush=True)


def compile_translations() -> None:
    lrelease = venv_bin("pyside6-lrelease")
    QM_DIR.mkdir(parents=True, exist_ok=True)
    for old in QM_DIR.glob("*.qm"):
        old.unlink()
    for ts in sorted((ROOT / "i18n").glob("gameshelf_*.ts")):
        run(lrelease, "-silent", ts, "-qm", QM_DIR / ts.with_suffix(".qm").name)


def pyinstaller(python: Path) -> None:
    env = dict(os.environ, GAMESHELF_QM_DIR=str(QM_DIR), PYQTGRAPH_QT_LIB="PySide6")
    run(python, "-m", "PyInstaller", HERE / "gameshelf.spec", "--noconfirm", "--log-level=WARN",
        "--distpath", DIST, "--workpath", BUILD / "pyinstaller", env=env, cwd=ROOT)


def package() -> list[Path]:
    ver = version()
    if SYSTEM == "Linux":
        return [package_linux(ver)]
    if SYSTEM == "Darwin":
        return [package_macos(ver)]
    if WINDOWS:
        return package_windows(ver)
    print(f"no download format for {SYSTEM}: the bundle is in {DIST / APP}")
    return []


def package_linux(ver: str) -> Path:
    folder = DIST / APP
    shutil.copy2(HERE / "linux" / "gameshelf.desktop", folder / "gameshelf.desktop")
    shutil.copy2(HERE / "icons" / "gameshelf.png", folder / "gameshelf.png")
    shutil.copy2(HERE / "linux" / "install-desktop-entry.sh", folder / "install-desktop-entry.sh")
    archive = DIST / f"{APP}-{ver}-linux-{arch()}.tar.gz"
    print(f"packing {archive.name}", flush=True)
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=APP, filter=_owned_by_nobody)
    return archive


def _owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def package_macos(ver: str) -> Path:
    image = DIST / f"{APP}-{ver}-macos-{arch()}.dmg"
    with tempfile.TemporaryDirectory(prefix="gameshelf-dmg-") as staging:
        # ditto keeps the .app's symlinks and signatures as they are.
        run("ditto", DIST / f"{APP}.app", Path(staging) / f"{APP}.app")
        os.symlink("/Applications", Path(staging) / "Applications")
        # hdiutil now and then fails with "Resource busy" on CI machines: try again.
        for attempt in range(1, 4):
            try:
                run("hdiutil", "create", "-volname", f"{APP} {ver}", "-srcfolder", staging,
                    "-ov", "-format", "UDZO", image)
                break
            except subprocess.CalledProcessError:
                if attempt == 3:
                    raise
                time.sleep(10 * attempt)
    return image


def package_windows(ver: str) -> list[Path]:
    folder = DIST / APP
    archive = DIST / f"{APP}-{ver}-windows-x64.zip"
    print(f"packing {archive.name}", flush=True)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zipped:
        for path in sorted(folder.rglob("*")):
            zipped.write(path, Path(APP) / path.relative_to(folder))
    made = [archive]
    iscc = shutil.which("iscc") or (str(ISCC_DEFAULT) if ISCC_DEFAULT.exists() else None)
    if iscc is None:
        print("Inno Setup (ISCC.exe) not found: no installer, only the .zip", flush=True)
        return made
    run(iscc, "/Q", f"/DAppVersion={ver}", f"/DSourceDir={folder}", f"/O{DIST}",
        HERE / "windows" / "gameshelf.iss")
    made.append(DIST / f"{APP}-{ver}-windows-x64-setup.exe")
    return made


def folder_size(path: Path) -> int:
    return sum(item.lstat().st_size for item in path.rglob("*") if not item.is_dir())


def build() -> int:
    started = time.perf_counter()
    python = make_venv()
    compile_translations()
    pyinstaller(python)
    made = package()
    print(f"\nbuilt in {time.perf_counter() - started:.0f} s:")
    print(f"  {bundle_folder().relative_to(ROOT)}  {folder_size(bundle_folder()) / 1e6:.1f} MB")
    for path in made:
        print(f"  {path.relative_to(ROOT)}  {path.stat().st_size / 1e6:.1f} MB")
    return 0


# -- the built bundle's self-test -----------------------------------------------------------------


def bundle_folder() -> Path:
    return DIST / f"{APP}.app" if SYSTEM == "Darwin" else DIST / APP


def executable() -> Path:
    if SYSTEM == "Darwin":
        return DIST / f"{APP}.app" / "Contents" / "MacOS" / APP
    return DIST / APP / (f"{APP}.exe" if WINDOWS else APP)


def user_environment() -> dict[str, str]:
    """This environment without any Python of ours: no venv, no PYTHONPATH, no source tree."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "GAMESHELF_ROOT",
                          "PYQTGRAPH_QT_LIB", "QT_PLUGIN_PATH", "QT_QPA_PLATFORM_PLUGIN_PATH")}
    path = [entry for entry in env.get("PATH", "").split(os.pathsep)
            if entry and not Path(entry).resolve().is_relative_to(ROOT)
            and not (Path(entry) / "activate").exists()]
    env["PATH"] = os.pathsep.join(path)
    return env


def self_test() -> int:
    program = executable()
    if not program.exists():
        print(f"{program} is not built: run `make bundle` first", file=sys.stderr)
        return 1
    # A windowed Windows program has no console of its own: hand it pipes to write to, and read
    # the file it falls back on if it still finds no stdout.
    fallback = Path(tempfile.gettempdir()) / "gameshelf-self-test.txt"
    fallback.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="gameshelf-outside-") as elsewhere:
        print(f"+ cd {elsewhere} && {program} --self-test", flush=True)
        result = subprocess.run([str(program), "--self-test"], cwd=elsewhere,
                                env=user_environment(), timeout=300, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, encoding="utf-8", errors="replace")
    output = result.stdout
    if not output.strip() and fallback.exists():
        output = fallback.read_text(encoding="utf-8")
    print(output, end="", flush=True)
    if not output.strip():
        print(f"{program} --self-test printed nothing (exit code {result.returncode})")
        return result.returncode or 1
    return result.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--self-test", action="store_true",
                        help="run the built bundle's --self-test from outside the source tree")
    args = parser.parse_args()
    return self_test() if args.self_test else build()


if __name__ == "__main__":
    raise SystemExit(main())
