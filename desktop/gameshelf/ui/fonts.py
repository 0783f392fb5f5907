"""Fonts per language: Japanese needs a font with Japanese glyphs, or its text shows as boxes.

Qt's own fallback may pick a Chinese font for kanji (different glyph shapes), so for Japanese the
app font names a Japanese family explicitly, after the platform's UI family.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

# Japanese UI fonts, best first: Linux (Noto, Source Han, IPA, Takao, VL), macOS, Windows.
PREFERRED_JAPANESE = (
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Source Han Sans JP",
    "Source Han Sans",
    "Hiragino Sans",
    "Hiragino Kaku Gothic ProN",
    "Yu Gothic UI",
    "Meiryo UI",
    "Meiryo",
    "IPAexGothic",
    "IPAGothic",
    "TakaoGothic",
    "VL Gothic",
    "MS UI Gothic",
)
# Fonts made for another CJK language draw kanji in that language's shapes: a last resort.
_OTHER_CJK = (" SC", " TC", " HK", " KR", " CN", " TW", " K", "Fallback")


def japanese_family() -> str | None:
    """The best installed family with Japanese glyphs, or None if there is none."""
    families = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    for name in PREFERRED_JAPANESE:
        if name in families:
            return name
    japanese = [f for f in families if "JP" in f or "Japan" in f]
    if japanese:
        return japanese[0]
    proper = [f for f in families if not any(tag in f for tag in _OTHER_CJK)]
    return (proper or families or [None])[0]


class LanguageFonts:
    """Sets the application font for a language, remembering the platform's own font."""

    def __init__(self, app: QApplication) -> None:
        self._app = app
        self._base = QFont(app.font())

    def apply(self, language: str) -> bool:
        """Use the right font for `language`; False when Japanese has no font to show it."""
        font = QFont(self._base)
        found = True
        if language == "ja":
            family = japanese_family()
            if family is None:
                found = False
            else:
                font.setFamilies([*self._base.families(), family])
        self._app.setFont(font)
        return found
