"""Measure the built Linux bundle against its targets: size, and time from start to a shown window.

    python3 installer/measure.py [--runs 7] [--json build/bundle-measure.json]

Targets: the one-folder bundle at most 180 MB on disk and its .tar.gz at most 75 MB; the window
shown at most 2.5 s (median) after the program starts. Start-up is timed on a virtual screen
(Xvfb, from Debian's xvfb package): from launching dist/Gameshelf/Gameshelf, with a fresh home
folder and no venv on the PATH, until X reports a visible window titled Gameshelf (polled with
xdotool, Debian's xdotool package, every 10 ms). Each run then closes the app.

It also checks that the runs wrote nothing into the bundle's folder: settings and saves belong in
the user's folders. Exit 1 if a target is missed or the bundle changed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import DIST, ROOT, executable, user_environment, version

MAX_FOLDER_MB = 180
MAX_ARCHIVE_MB = 75
MAX_START_S = 2.5
POLL_S = 0.01
START_TIMEOUT_S = 30.0


def folder_bytes(folder: Path) -> tuple[int, int]:
    """(bytes of the files, bytes of disk they take), symlinks counted as links."""
    apparent = disk = 0
    for path in folder.rglob("*"):
        info = path.lstat()
        if not path.is_dir():
            apparent += info.st_size
        disk += info.st_blocks * 512
    return apparent, disk


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.lstat().st_size, path.lstat().st_mtime_ns)
        for path in folder.rglob("*")
    }


class VirtualScreen:
    """An Xvfb server on a free display number, for the life of the `with` block."""

    def __enter__(self) -> str:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as reader:
            self.display = f":{reader.readline().strip()}"
        return self.display

    def __exit__(self, *exc: object) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def visible_window(display: str) -> bool:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "^Gameshelf"],
        env={"DISPLAY": display, "PATH": os.environ["PATH"]},
        capture_output=True, text=True,
    )
    return found.returncode == 0 and found.stdout.strip() != ""


def time_start(display: str, program: Path) -> float:
    """Seconds from launch to a visible main window, in a fresh home folder."""
    with tempfile.TemporaryDirectory(prefix="gameshelf-home-") as home:
        env = user_environment()
        for key in list(env):
            if key.startswith(("XDG_", "QT_", "WAYLAND_")):
                del env[key]
        env.update(HOME=home, DISPLAY=display)
        started = time.perf_counter()
        app = subprocess.Popen([str(program)], cwd=home, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            while not visible_window(display):
                if app.poll() is not None:
                    raise RuntimeError(f"the app exited with {app.returncode} before a window")
                if time.perf_counter() - started > START_TIMEOUT_S:
                    raise TimeoutError(f"no window after {START_TIMEOUT_S:.0f} s")
                time.sleep(POLL_S)
            return time.perf_counter() - started
        finally:
            # The whole session: the app and its AI worker process.
            os.killpg(app.pid, signal.SIGTERM)
            app.wait(timeout=10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="start-up runs (default 7)")
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: apt-get install xvfb xdotool")

    program = executable()
    folder = DIST / "Gameshelf"
    archive = DIST / f"Gameshelf-{version()}-linux-x86_64.tar.gz"
    if not program.exists() or not archive.exists():
        raise SystemExit("build the bundle first: make bundle")

    apparent, disk = folder_bytes(folder)
    before = snapshot(folder)
    with VirtualScreen() as display:
        times = [time_start(display, program) for _ in range(args.runs)]
    changed = sorted(set(snapshot(folder).items()) ^ set(before.items()))

    results = {
        "folder_mb": round(disk / 1e6, 1),
        "folder_mib": round(disk / 2**20, 1),
        "folder_files_mb": round(apparent / 1e6, 1),
        "archive_mb": round(archive.stat().st_size / 1e6, 1),
        "start_s": [round(t, 3) for t in times],
        "start_median_s": round(statistics.median(times), 3),
        "bundle_changed": [name for name, _ in changed],
    }
    checks = [
        (f"folder on disk {results['folder_mb']} MB ({results['folder_mib']} MiB)",
         results["folder_mb"] <= MAX_FOLDER_MB, f"<= {MAX_FOLDER_MB} MB"),
        (f"{archive.name} {results['archive_mb']} MB",
         results["archive_mb"] <= MAX_ARCHIVE_MB, f"<= {MAX_ARCHIVE_MB} MB"),
        (f"start to a shown window: median {results['start_median_s']} s of {args.runs}"
         f" ({', '.join(f'{t:.2f}' for t in times)})",
         results["start_median_s"] <= MAX_START_S, f"<= {MAX_START_S} s"),
        ("nothing written into the bundle's folder" if not changed
         else f"the bundle's folder changed: {', '.join(results['bundle_changed'][:5])}",
         not changed, "unchanged"),
    ]
    for text, ok, target in checks:
        print(f"{'ok' if ok else 'MISSED':<7}{text}  (target {target})")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=2) + "\n")
        print(f"written to {args.json.resolve().relative_to(ROOT)}")
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == "__main__":
    raise SystemExit(main())
