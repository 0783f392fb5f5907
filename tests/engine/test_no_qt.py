"""The engine, the AI and the games run headless: none of them may load Qt."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import gameshelf

PACKAGE = Path(gameshelf.__file__).parent
HEADLESS = ("engine", "ai", "games")
QT_MODULES = ("PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6", "PySide2", "qtpy")

# Imports every module of the headless packages and the command line (whose simulate, score and
# replay run without a display), then lists the Qt modules that got loaded.
PROBE = """
import importlib, json, pkgutil, sys
import gameshelf.cli
for name in {packages!r}:
    package = importlib.import_module("gameshelf." + name)
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(module.name)
qt = {qt!r}
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in qt)))
"""


def test_importing_engine_ai_games_and_cli_loads_no_qt() -> None:
    code = PROBE.format(packages=HEADLESS, qt=QT_MODULES)
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []


def _qt_imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [f"{path.name}:{node.lineno} {name}" for name in names if _is_qt(name)]
    return found


def _is_qt(module: str) -> bool:
    return module.split(".")[0] in QT_MODULES


def test_no_headless_source_file_imports_qt() -> None:
    files = [path for name in HEADLESS for path in sorted((PACKAGE / name).rglob("*.py"))]
    assert any(path.parent.name == "engine" for path in files)
    offenders = [line for path in files for line in _qt_imports(path)]
    assert offenders == []


def test_the_qt_import_check_sees_every_form_of_import(tmp_path: Path) -> None:
    source = tmp_path / "board.py"
    source.write_text(
        "import PySide6.QtCore\nfrom PySide6 import QtWidgets\nimport pyqtgraph as pg\n"
        "from .local import Qt\nimport random\n",
        encoding="utf-8",
    )
    assert _qt_imports(source) == [
        "board.py:1 PySide6.QtCore",
        "board.py:2 PySide6",
        "board.py:3 pyqtgraph",
    ]


def _game_imports(path: Path) -> list[str]:
    """The imports in `path` (a module of engine/) that name the games package."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            names = [f"{'.' * node.level}{module}.{alias.name}".replace("..", ".", 1)
                     if node.level else f"{module}.{alias.name}" for alias in node.names]
            if node.level >= 2 or module.startswith("gameshelf"):
                found += [f"{path.name}:{node.lineno} {name}" for name in names
                          if "games" in name.split(".")]
        elif isinstance(node, ast.Import):
            found += [f"{path.name}:{node.lineno} {alias.name}" for alias in node.names
                      if alias.name.startswith("gameshelf.games")]
    return found


def test_the_engine_imports_no_game() -> None:
    # Games register themselves with the engine; the entry points import gameshelf.games.
    files = sorted((PACKAGE / "engine").rglob("*.py"))
    assert [line for path in files for line in _game_imports(path)] == []


def test_the_game_import_check_sees_relative_and_absolute_imports(tmp_path: Path) -> None:
    source = tmp_path / "registry.py"
    source.write_text("from .. import games\nfrom ..games.everdell import X\n"
                      "import gameshelf.games\nfrom .game import GameSpec\n", encoding="utf-8")
    assert len(_game_imports(source)) == 3


def test_the_self_test_does_not_import_the_command_line() -> None:
    # `gameshelf --self-test` runs it; it plays its game through simulate.py, not through cli.py.
    assert "cli" not in _module_imports(PACKAGE / "selftest.py")


def _module_imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names.add((node.module or "").split(".")[0])
    return names
