"""The new-game dialog: the game, 2–6 seats (who plays, their name and colour), the game's options
and an optional seed. It remembers the last set-up and makes the `Match`."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, QTranslator
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..content import LANGUAGES, Content, ContentError, load_content
from ..engine import GameSpec, Match, Option, Seat, get_game
from ..paths import i18n_dir
from .start_screen import game_title

# Player colours, apart from each other and from the six kingdom colours they sit on (the Ethnos
# board's palette); each has a name too, for players who tell colours apart poorly.
SEAT_COLOURS = {
    "white": "#f5f5f5",
    "black": "#212121",
    "yellow": "#fdd835",
    "pink": "#ec407a",
    "cyan": "#26c6da",
    "brown": "#a1887f",
}
SEAT_KINDS = ("human", "easy", "normal", "hard")
MAX_SEATS = 6


def colour_name(colour: str) -> str:
    names = {
        "white": QCoreApplication.translate("Colours", "White"),
        "black": QCoreApplication.translate("Colours", "Black"),
        "yellow": QCoreApplication.translate("Colours", "Yellow"),
        "pink": QCoreApplication.translate("Colours", "Pink"),
        "cyan": QCoreApplication.translate("Colours", "Cyan"),
        "brown": QCoreApplication.translate("Colours", "Brown"),
    }
    return names.get(colour, colour)


def kind_name(kind: str) -> str:
    names = {
        "human": QCoreApplication.translate("NewGameDialog", "Human"),
        "easy": QCoreApplication.translate("NewGameDialog", "AI Easy"),
        "normal": QCoreApplication.translate("NewGameDialog", "AI Normal"),
        "hard": QCoreApplication.translate("NewGameDialog", "AI Hard"),
    }
    return names[kind]


Translate = Callable[[str, str], str]  # (context, source) -> text, as QCoreApplication's


def default_name(kind: str, index: int, translate: Translate = QCoreApplication.translate) -> str:
    """'Player 2' for people; a first name for the AI, different in each seat."""
    if kind == "human":
        return translate("NewGameDialog", "Player {number}").format(number=index + 1)
    ai_names = (
        translate("NewGameDialog", "Ada"),
        translate("NewGameDialog", "Bruno"),
        translate("NewGameDialog", "Clara"),
        translate("NewGameDialog", "Diego"),
        translate("NewGameDialog", "Elena"),
        translate("NewGameDialog", "Felix"),
    )
    return ai_names[index % len(ai_names)]


@cache
def _translator(lang: str) -> QTranslator:
    translator = QTranslator()
    translator.load(f"gameshelf_{lang}", str(i18n_dir()))
    return translator


def _default_names(kind: str, index: int) -> set[str]:
    """The seat's default name in every language."""
    names = set()
    for lang in LANGUAGES:
        translator = _translator(lang)
        names.add(default_name(kind, index, lambda context, source, translator=translator:
                               translator.translate(context, source) or source))
    return names


def in_current_language(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """`seats` with each default name ("Player 1", "Jugador 1", "プレイヤー1", the AI's "Ada")
    in the current language: a name the dialog chose follows the language the game is shown
    in, wherever it was created; a name a player typed stays."""
    renamed = []
    for index, seat in enumerate(seats):
        kind = "human" if seat.kind == "human" else seat.level or "normal"
        if seat.name in _default_names(kind, index):
            seat = replace(seat, name=default_name(kind, index))
        renamed.append(seat)
    return tuple(renamed)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor("#5f5f5f"))  # an outline, so that white shows on a white list
    painter = QPainter(pixmap)
    painter.fillRect(1, 1, 14, 14, QColor(colour))
    painter.end()
    return QIcon(pixmap)


# Options of a solo game only (Everdell against Rugwort).
SOLO_OPTIONS = frozenset({"rugwort_year"})


class SeatRow:
    """The widgets of one seat, in a row of the seats grid."""

    def __init__(self, index: int, dialog: NewGameDialog) -> None:
        self.index = index
        self.label = QLabel()
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat{index}_kind")
        for kind in SEAT_KINDS:
            self.kind.addItem("", kind)
        self.name = QLineEdit()
        self.name.setObjectName(f"seat{index}_name")
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(130)
        self.colour = QComboBox()
        self.colour.setObjectName(f"seat{index}_colour")
        for colour, rgb in SEAT_COLOURS.items():
            self.colour.addItem(_swatch(rgb), "", colour)
        self.colour.setCurrentIndex(index % len(SEAT_COLOURS))
        self._colour = self.colour_id()
        self.edited = False  # a name typed by the player is kept when the kind or language changes
        self.name.setText(default_name("human" if index == 0 else "normal", index))
        self.kind.setCurrentIndex(0 if index == 0 else SEAT_KINDS.index("normal"))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.colour.currentIndexChanged.connect(lambda: dialog.colour_changed(self))
        self.name.textChanged.connect(dialog.validate)
        self.name.textEdited.connect(self._name_edited)

    def widgets(self) -> Sequence[QWidget]:
        return (self.label, self.kind, self.name, self.colour)

    def kind_id(self) -> str:
        return self.kind.currentData()

    def colour_id(self) -> str:
        return self.colour.currentData()

    def set_colour(self, colour: str) -> None:
        self._colour = colour
        self.colour.blockSignals(True)
        self.colour.setCurrentIndex(list(SEAT_COLOURS).index(colour))
        self.colour.blockSignals(False)

    def _name_edited(self, text: str) -> None:
        self.edited = bool(text.strip())

    def seat(self) -> Seat:
        kind = self.kind_id()
        name = self.name.text().strip() or default_name(kind, self.index)
        colour = SEAT_COLOURS[self.colour_id()]
        if kind == "human":
            return Seat(name, "human", colour=colour)
        return Seat(name, "ai", kind, colour=colour)

    def retranslate(self) -> None:
        self.label.setText(
            QCoreApplication.translate("NewGameDialog", "Seat {number}").format(
                number=self.index + 1
            )
        )
        for position, kind in enumerate(SEAT_KINDS):
            self.kind.setItemText(position, kind_name(kind))
        for position, colour in enumerate(SEAT_COLOURS):
            self.colour.setItemText(position, colour_name(colour))
        if not self.edited:
            self.name.setText(default_name(self.kind_id(), self.index))

    def _kind_changed(self) -> None:
        if not self.edited:
            self.name.setText(default_name(self.kind_id(), self.index))

    def remember(self) -> dict[str, str]:
        return {
            "kind": self.kind_id(),
            "name": self.name.text().strip() if self.edited else "",
            "colour": self.colour_id(),
        }

    def restore(self, data: Any) -> None:
        if not isinstance(data, dict):
            return
        kind, colour = data.get("kind"), data.get("colour")
        if isinstance(kind, str) and kind in SEAT_KINDS:
            self.kind.setCurrentIndex(SEAT_KINDS.index(kind))
        if isinstance(colour, str) and colour in SEAT_COLOURS:
            self.set_colour(colour)
        name = data.get("name")
        self.edited = isinstance(name, str) and bool(name.strip())
        if self.edited:
            self.name.setText(name.strip()[:24])
        else:
            self.name.setText(default_name(self.kind_id(), self.index))


class TribeChooser(QWidget):
    """Ethnos' tribes: random, or exactly the number the player count needs, ticked by hand."""

    def __init__(self, spec: GameSpec, content: Content, dialog: NewGameDialog) -> None:
        super().__init__()
        self._data = spec.data  # type: ignore[attr-defined]
        self.random = QRadioButton()
        self.random.setObjectName("tribes_random")
        self.chosen = QRadioButton()
        self.chosen.setObjectName("tribes_chosen")
        self.random.setChecked(True)
        self.boxes: dict[str, QCheckBox] = {}
        grid = QGridLayout()
        grid.setContentsMargins(20, 0, 0, 0)
        for position, tribe in enumerate(self._data.tribes):
            box = QCheckBox()
            box.setObjectName(f"tribe_{tribe}")
            box.toggled.connect(dialog.validate)
            self.boxes[tribe] = box
            grid.addWidget(box, position // 3, position % 3)
        self.random.toggled.connect(self._mode_changed)
        self.random.toggled.connect(dialog.validate)
        modes = QHBoxLayout()
        modes.setContentsMargins(0, 0, 0, 0)
        modes.addWidget(self.random)
        modes.addWidget(self.chosen)
        modes.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(modes)
        layout.addLayout(grid)
        self.set_content(content)
        self._mode_changed()

    def set_content(self, content: Content) -> None:
        self.random.setText(content.text("options.tribes.values.random"))
        self.chosen.setText(content.text("options.tribes.values.custom"))
        for tribe, box in self.boxes.items():
            box.setText(content.text(f"tribes.{tribe}.name"))
            box.setToolTip(content.text(f"tribes.{tribe}.ability"))

    def needed(self, players: int) -> int:
        return self._data.tribes_in_play[players]

    def value(self) -> str | list[str]:
        if self.random.isChecked():
            return "random"
        return [tribe for tribe, box in self.boxes.items() if box.isChecked()]

    def set_value(self, value: Any) -> None:
        if isinstance(value, list):
            self.chosen.setChecked(True)
            for tribe, box in self.boxes.items():
                box.setChecked(tribe in value)
        else:
            self.random.setChecked(True)

    def problem(self, players: int) -> str | None:
        chosen = self.value()
        if chosen == "random" or len(chosen) == self.needed(players):
            return None
        return QCoreApplication.translate(
            "NewGameDialog",
            "Tick exactly {needed} tribes for {players} players (ticked now: {ticked})."
            " Ethnos uses 6 tribes, or 5 with 2 or 3 players.",
        ).format(needed=self.needed(players), players=players, ticked=len(chosen))

    def _mode_changed(self) -> None:
        for box in self.boxes.values():
            box.setEnabled(self.chosen.isChecked())


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_ids: Sequence[str],
        language: str,
        last_setup: dict[str, Any],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._language = language
        self._game_ids = list(game_ids)
        self.game = QComboBox()
        self.game.setObjectName("game")
        for game_id in self._game_ids:
            self.game.addItem("", game_id)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.valueChanged.connect(self._players_changed)
        self.rows = [SeatRow(index, self) for index in range(MAX_SEATS)]
        seats_grid = QGridLayout()
        seats_grid.setColumnStretch(2, 1)
        for index, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets()):
                seats_grid.addWidget(widget, index, column)
        self.players_label = QLabel()
        self.game_label = QLabel()
        top = QFormLayout()
        top.addRow(self.game_label, self.game)
        top.addRow(self.players_label, self.players)
        self.seats_box = QGroupBox()
        seats_layout = QVBoxLayout(self.seats_box)
        seats_layout.addLayout(top)
        seats_layout.addLayout(seats_grid)
        seats_layout.addStretch(1)

        self.options_box = QGroupBox()
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.tribes: TribeChooser | None = None
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}")))
        self.seed_label = QLabel()
        self.options_form = QFormLayout()
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        seed_form = QFormLayout()
        seed_form.addRow(self.seed_label, self.seed)
        options_layout = QVBoxLayout(self.options_box)
        options_layout.addLayout(self.options_form)
        options_layout.addStretch(1)
        options_layout.addLayout(seed_form)

        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        columns = QHBoxLayout()
        columns.addWidget(self.seats_box, 5)
        columns.addWidget(self.options_box, 6)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self._build_options(self._spec())
        self.game.currentIndexChanged.connect(self._game_changed)
        self.retranslate()
        self._restore(last_setup)
        self.validate()

    # -- reading the set-up ---------------------------------------------------------------------

    def _spec(self) -> GameSpec:
        return get_game(self.game.currentData())

    def _content(self) -> Content:
        return load_content(self.game.currentData(), self._language)

    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows[: self.players.value()]]

    def options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            if isinstance(widget, TribeChooser):
                values[key] = widget.value()
            elif isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[key] = widget.currentData()
        return values

    def seed_value(self) -> int:
        """The seed typed in, or a fresh random one."""
        text = self.seed.text().strip()
        return int(text) if text else secrets.randbelow(10**9)

    def match(self) -> Match:
        return Match.new(self._spec(), self.seats(), self.seed_value(), self.options())

    def remembered(self) -> dict[str, Any]:
        """The set-up to offer next time (Settings.last_setup); never the seed."""
        return {
            "game": self.game.currentData(),
            "players": self.players.value(),
            "seats": [row.remember() for row in self.rows],
            "options": self.options(),
        }

    # -- checking -------------------------------------------------------------------------------

    def problem_text(self) -> str | None:
        players = self.players.value()
        names = [seat.name.casefold() for seat in self.seats()]
        if len(set(names)) != len(names):
            return self.tr("Two players have the same name: give each player a different name.")
        if self.tribes is not None:
            return self.tribes.problem(players)
        return None

    def validate(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem or "")
        self.start_button.setEnabled(problem is None)

    # -- building and events --------------------------------------------------------------------

    def _build_options(self, spec: GameSpec) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        self.option_labels.clear()
        self.tribes = None
        content = self._content()
        for option in spec.options:
            widget = self._option_widget(spec, option, content)
            label = QLabel()
            self.option_widgets[option.key] = widget
            self.option_labels[option.key] = label
            self.options_form.addRow(label, widget)
        self.players.setRange(spec.min_players, spec.max_players)

    def _option_widget(self, spec: GameSpec, option: Option, content: Content) -> QWidget:
        widget: QWidget
        if option.key == "tribes" and spec.id == "ethnos":
            self.tribes = TribeChooser(spec, content, self)
            widget = self.tribes
        elif isinstance(option.default, bool):
            widget = QCheckBox()
            widget.setChecked(option.default)
        else:
            widget = QComboBox()
            for value in option.choices:
                widget.addItem("", value)
            widget.setCurrentIndex(option.choices.index(option.default))
        widget.setObjectName(f"option_{option.key}")
        return widget

    def _option_texts(self, content: Content) -> None:
        for key, widget in self.option_widgets.items():
            label = self.option_labels[key]
            text, help_text = _option_text(content, key)
            label.setText(text)
            label.setToolTip(help_text)
            widget.setToolTip(help_text)
            if isinstance(widget, TribeChooser):
                widget.set_content(content)
            elif isinstance(widget, QCheckBox):
                # A checkbox carries its own label; the form's label cell stays empty.
                widget.setText(text)
                label.setText("")
            elif isinstance(widget, QComboBox):
                for position in range(widget.count()):
                    widget.setItemText(
                        position, _value_text(content, key, widget.itemData(position))
                    )

    def _game_changed(self) -> None:
        self._build_options(self._spec())
        self.retranslate()
        self._players_changed()

    def _players_changed(self) -> None:
        count = self.players.value()
        for key, widget in self.option_widgets.items():
            if key in SOLO_OPTIONS:  # only a game of one player uses them
                widget.setEnabled(count == 1)
                self.option_labels[key].setEnabled(count == 1)
        used = {row.colour_id() for row in self.rows[:count]}
        for index, row in enumerate(self.rows):
            visible = index < count
            for widget in row.widgets():
                widget.setVisible(visible)
        # A seat coming into play must not share a colour with one already playing.
        seen: set[str] = set()
        for row in self.rows[:count]:
            if row.colour_id() in seen:
                row.set_colour(next(c for c in SEAT_COLOURS if c not in used))
                used.add(row.colour_id())
            seen.add(row.colour_id())
        self.validate()

    def colour_changed(self, row: SeatRow) -> None:
        """Two players never share a colour: the other seat takes this one's old colour."""
        new = row.colour_id()
        for other in self.rows[: self.players.value()]:
            if other is not row and other.colour_id() == new:
                other.set_colour(row._colour)
        row._colour = new

    def _restore(self, setup: dict[str, Any]) -> None:
        game = setup.get("game")
        if isinstance(game, str) and game in self._game_ids:
            self.game.setCurrentIndex(self._game_ids.index(game))
        seats = setup.get("seats")
        if isinstance(seats, list):
            for row, data in zip(self.rows, seats, strict=False):
                row.restore(data)
        players = setup.get("players")
        spec = self._spec()
        if isinstance(players, int) and spec.min_players <= players <= spec.max_players:
            self.players.setValue(players)
        else:
            self.players.setValue(min(max(4, spec.min_players), spec.max_players))
        self._players_changed()
        options = setup.get("options")
        if isinstance(options, dict):
            self._restore_options(spec, options)

    def _restore_options(self, spec: GameSpec, options: dict[str, Any]) -> None:
        for option in spec.options:
            widget = self.option_widgets.get(option.key)
            value = options.get(option.key)
            try:
                value = option.check(value)
            except ValueError:
                continue
            if isinstance(widget, TribeChooser):
                widget.set_value(value)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(value)
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        for position, game_id in enumerate(self._game_ids):
            self.game.setItemText(position, game_title(game_id))
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Number of players"))
        self.seats_box.setTitle(self.tr("Players"))
        self.options_box.setTitle(self.tr("Game options"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(
            self.tr(
                "The same seed and the same moves always give the same game. Leave it empty"
                " for a new shuffle."
            )
        )
        self.start_button.setText(self.tr("Start"))
        for row in self.rows:
            row.retranslate()
        self._option_texts(self._content())
        self.validate()


def _option_text(content: Content, key: str) -> tuple[str, str]:
    try:
        return content.text(f"options.{key}.label"), content.text(f"options.{key}.help")
    except ContentError:
        return key, ""


def _value_text(content: Content, key: str, value: Any) -> str:
    name = str(value).lower() if isinstance(value, bool) else str(value)
    try:
        return content.text(f"options.{key}.values.{name}")
    except ContentError:
        return name
