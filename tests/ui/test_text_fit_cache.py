"""Measured texts are cached by everything that measures them: the Japanese font is a fallback
family of the application's font, which QFont.key() does not name, so a fit measured before it
was set was reused after (an Everdell card's text then wrapped onto its cost, only when enough
tests had run before it in another language)."""

from __future__ import annotations

from PySide6.QtGui import QFont

from gameshelf.ui.fonts import japanese_family
from gameshelf.ui.games import text_fit


def test_a_fit_is_measured_again_when_the_font_s_families_change(qapp):
    family = japanese_family()
    base = qapp.font()
    text = "終了時：残りの樹液・小石1個で+1（最大6）"
    try:
        plain = QFont(base)
        plain.setFamilies([base.family()])
        qapp.setFont(plain)
        before = text_fit.font_key()
        text_fit.fit_text(text, 75.0, 80.0, 15.0)
        with_japanese = QFont(plain)
        with_japanese.setFamilies([base.family(), family or "Noto Sans CJK JP"])
        qapp.setFont(with_japanese)
        assert text_fit.font_key() != before
        cached = text_fit.fit_text(text, 75.0, 80.0, 15.0)
        text_fit._FITTED.clear()
        assert text_fit.fit_text(text, 75.0, 80.0, 15.0) == cached
    finally:
        qapp.setFont(base)
