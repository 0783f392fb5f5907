"""Where the app finds its data: the source tree, or the bundle PyInstaller unpacked."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _root() -> Path:
    override = os.environ.get("GAMESHELF_ROOT")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    return _root() / "assets"


def i18n_dir() -> Path:
    return _root() / "i18n"
