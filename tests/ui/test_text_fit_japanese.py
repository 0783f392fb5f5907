"""Japanese on a narrow card breaks between words, not inside one: a run of katakana (or of
Latin letters and digits) stays whole on its line, unless the run alone is wider than the box at
the smallest size the text may take (ui/games/text_fit.py). Qt's own wrapping broke between any
two katakana: the Reavers' bonus "交易アクション2回" read "交易アク / ション2回"."""

from __future__ import annotations

import tomllib

import pytest
from PySide6.QtGui import QFontMetricsF

from gameshelf.engine.positions import strings_in
from gameshelf.paths import i18n_dir
from gameshelf.ui.fonts import LanguageFonts
from gameshelf.ui.games import text_fit

SIZE = 16
FLOOR = 11


@pytest.fixture(autouse=True)
def japanese(qapp):
    fonts = LanguageFonts(qapp)
    fonts.apply("ja")
    text_fit._FITTED.clear()
    yield
    fonts.apply("en")
    text_fit._FITTED.clear()


def advance(text: str, size: float = SIZE, stretch: int = 100) -> float:
    return QFontMetricsF(text_fit.font(size, stretch=stretch)).horizontalAdvance(text)


def two_lines(size: float = SIZE) -> float:
    return 2 * QFontMetricsF(text_fit.font(size)).lineSpacing()


def katakana_runs(text: str) -> list[tuple[int, int]]:
    runs, start = [], None
    for index, char in enumerate(text + " "):
        kana = "\u30a1" <= char <= "\u30ff" and char != "・"
        if kana and start is None:
            start = index
        elif not kana and start is not None:
            runs.append((start, index))
            start = None
    return runs


def cut_runs(text: str, lines: tuple[str, ...]) -> list[str]:
    """The katakana runs of `text` that a line break of `lines` falls inside."""
    ends, at = set(), 0
    for line in lines[:-1]:
        at = text.index(line, at) + len(line)
        ends.add(at)
    return [text[start:end] for start, end in katakana_runs(text)
            if any(start < e < end for e in ends)]


def test_a_katakana_word_that_fits_the_line_moves_to_the_next_line_whole():
    text = "交易アクション2回"
    width = advance("アクション2回") + 1
    assert advance(text) > width  # it takes two lines
    fitted = text_fit.fit_text(text, width, two_lines(), SIZE)
    assert fitted.whole
    assert fitted.lines == ("交易", "アクション2回")


def test_a_line_breaks_after_punctuation_rather_than_inside_the_name_after_it():
    text = "コイン1：ソード＋スピア"
    fitted = text_fit.fit_text(text, advance("コイン1：ソード＋") + 1, two_lines(), SIZE)
    assert fitted.lines == ("コイン1：ソード＋", "スピア")


def test_a_latin_name_and_a_number_stay_whole():
    text = "Svanhildrの盾12個"
    fitted = text_fit.fit_text(text, advance("Svanhildrの") + 1, two_lines(), SIZE)
    assert fitted.lines == ("Svanhildrの", "盾12個")


def test_a_word_wider_than_the_box_shrinks_to_the_floor_before_it_is_cut():
    word = "トロフィーハンター"
    width = advance(word, FLOOR) + 1
    fitted = text_fit.fit_text(word, width, two_lines(), SIZE, floor=FLOOR)
    assert fitted.whole and fitted.lines == (word,)
    assert FLOOR <= fitted.size < SIZE


def test_a_word_wider_than_the_box_at_the_floor_is_cut_only_then():
    word = "トロフィーハンター"
    width = advance("トロフィー", FLOOR) + 1
    assert advance(word, FLOOR, 76) > width
    fitted = text_fit.fit_text(word, width, two_lines(SIZE), SIZE, floor=FLOOR)
    assert fitted.whole
    assert "".join(fitted.lines) == word and len(fitted.lines) == 2
    assert all(not line.startswith("ー") for line in fitted.lines)


def short_japanese_texts() -> list[str]:
    texts = set()
    for path in sorted((i18n_dir() / "content" / "ja").glob("*.toml")):
        with path.open("rb") as file:
            texts.update(t for t in strings_in(tomllib.load(file))
                         if 4 <= len(t) <= 24 and "{" not in t and katakana_runs(t))
    return sorted(texts)


@pytest.mark.parametrize("width", [60.0, 90.0, 130.0])
def test_no_content_text_is_cut_inside_a_katakana_word_that_fits_its_line(width):
    texts = short_japanese_texts()
    assert len(texts) > 100
    cut = {}
    for text in texts:
        fitted = text_fit.fit_text(text, width, 3 * two_lines(SIZE) / 2, SIZE)
        if not fitted.whole:
            continue
        pixels = text_fit.font(fitted.size, stretch=fitted.stretch)
        wide = QFontMetricsF(pixels).horizontalAdvance
        bad = [run for run in cut_runs(text, fitted.lines) if wide(run) <= width]
        if bad:
            cut[text] = fitted.lines
    assert not cut, cut
