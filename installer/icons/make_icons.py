"""Draw the app icon from gameshelf.svg into the files each OS wants; the results are committed.

    build/icon-venv/bin/python installer/icons/make_icons.py

Needs PySide6 (QtSvg renders the SVG) and Pillow (writes .ico and .icns on any OS); neither is a
dependency of the app: make a scratch venv with `pip install PySide6-Essentials pillow`.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE / "gameshelf.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
PNG_SIZE = 256  # the Linux icon (hicolor/256x256/apps)


def render(renderer: QSvgRenderer, size: int) -> Image.Image:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return Image.open(io.BytesIO(bytes(data))).convert("RGBA")


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication([])  # noqa: F841  (QImage painting needs a GUI application)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    images = {size: render(renderer, size) for size in sorted({*ICO_SIZES, *ICNS_SIZES})}
    images[PNG_SIZE].save(HERE / "gameshelf.png", optimize=True)
    images[256].save(HERE / "gameshelf.ico", sizes=[(s, s) for s in ICO_SIZES],
                     append_images=[images[s] for s in ICO_SIZES])
    images[1024].save(HERE / "gameshelf.icns",
                      append_images=[images[s] for s in ICNS_SIZES if s != 1024])
    for name in ("gameshelf.png", "gameshelf.ico", "gameshelf.icns"):
        print(f"{name}: {(HERE / name).stat().st_size} bytes")


if __name__ == "__main__":
    main()
