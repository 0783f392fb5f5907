"""Every module of the app (`gameshelf.ui`) imports on its own, first: an import
cycle hidden by the order the app happens to import things in fails here (game_view.py imports
the Ethnos board's shared modules; when the Ethnos package imported its view, which imports
game_view, importing game_view first failed half-initialised)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# Forgets every module of the app before each one, so that each is the first one imported (the
# engine and the games stay loaded: they import no module of the app).
PROBE = """
import importlib, json, pkgutil, sys, traceback
import gameshelf.ui
names = [m.name for m in pkgutil.walk_packages(gameshelf.ui.__path__, "gameshelf.ui.")]
failures = {}
for name in names:
    for loaded in [m for m in sys.modules if m.startswith("gameshelf.ui.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failures[name] = traceback.format_exc(limit=-3)
print(json.dumps({"modules": len(names), "failures": failures}))
"""


def test_every_module_imports_first_and_alone() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            check=False, timeout=240, env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["modules"] > 60
    assert report["failures"] == {}, "\n".join(report["failures"].values())
