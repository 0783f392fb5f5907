"""`gameshelf --self-test`, the check CI runs on every built bundle, passes from source too."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

CHECKS = ("qt", "fonts", "games", "play", "ai worker", "chart", "board", "translation",
          "qt strings", "content", "storage")


def test_self_test_passes_from_source_with_a_line_per_check(tmp_path: Path) -> None:
    # A scratch home: the self-test reads where settings would go, and must not need a screen.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "gameshelf", "--self-test"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    found = {line[6:18].strip() for line in lines if line.startswith("ok ")}
    assert set(CHECKS) <= found, result.stdout
    assert not any(line.startswith("FAIL") for line in lines), result.stdout
    assert re.fullmatch(r"self-test: \d+ passed, 0 failed(, \d+ skipped)?", lines[-1]), lines[-1]


def test_self_test_reports_a_failure_and_exits_1(tmp_path: Path) -> None:
    # A root without compiled translations or content: those checks fail, the rest still run.
    (tmp_path / "i18n" / "content").mkdir(parents=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               GAMESHELF_ROOT=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "gameshelf", "--self-test"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 1, result.stdout + result.stderr
    failures = [line for line in result.stdout.splitlines() if line.startswith("FAIL")]
    assert any("gameshelf_es.qm is missing" in line for line in failures), result.stdout
    assert re.fullmatch(r"self-test: \d+ passed, [1-9]\d* failed", result.stdout.splitlines()[-1])
