"""Runs in the bundle before the app: pyqtgraph must use PySide6, the one binding it carries."""

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
