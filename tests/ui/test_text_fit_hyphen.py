"""A word wider than its box at the smallest size is split by a hyphen at a syllable break
(Conoci-/miento) when the box has a second line, instead of being elided (Conoci…); text
that fits, Japanese, and single-word labels are laid out as before."""

from __future__ import annotations

from gameshelf.ui.games.text_fit import _syllable_breaks, fit_text


def test_syllable_breaks_fall_between_syllables():
    def parts(word: str) -> list[str]:
        return [f"{word[:p]}-{word[p:]}" for p in _syllable_breaks(word)]

    assert parts("Conocimiento") == ["Cono-cimiento", "Conoci-miento"]
    assert parts("Especializado") == ["Espe-cializado", "Especia-lizado", "Especiali-zado"]
    assert parts("Knowledge") == ["Know-ledge"]
    assert parts("Strength") == []  # no break leaves three letters on each side


def test_a_long_word_is_hyphenated_near_its_middle_when_two_lines_fit(qapp):
    fitted = fit_text("Conocimiento", 60, 40, 16, True)
    assert fitted.lines == ("Conoci-", "miento") and fitted.whole


def test_what_fits_or_cannot_break_is_left_as_it_was(qapp):
    assert fit_text("Conocimiento", 400, 40, 16, True).lines == ("Conocimiento",)
    assert fit_text("Conocimiento", 60, 20, 16, True).whole is False  # one line: elided
    assert fit_text("Conocimiento", 60, 40, 16, True, one_word=True).whole is False
    assert fit_text("Strength", 30, 40, 16, True).whole is False
