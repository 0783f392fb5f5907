"""The start screen: the shelf of five games, and Continue, Load game, Settings and About."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


@dataclass(frozen=True, slots=True)
class ShelfGame:
    id: str
    designer: str
    publisher: str
    year: int
    colour: str  # the tile's background


SHELF = (
    ShelfGame("everdell", "James A. Wilson", "Starling Games", 2018, "#4f7a3a"),
    ShelfGame("ethnos", "Paolo Mori", "CMON", 2017, "#7a3b5c"),
    ShelfGame("champions", "Ole Steiness", "Grey Fox Games", 2015, "#3d5a78"),
    ShelfGame("reavers", "J. B. Howell", "Grey Fox Games", 2019, "#7a4430"),
    ShelfGame("aquatica", "Ivan Tuzovsky", "Cosmodrome Games", 2019, "#1f6f80"),
)


def game_title(game_id: str) -> str:
    """A game's title as its edition in the current language prints it."""
    titles = {
        "everdell": QCoreApplication.translate("Games", "Everdell"),
        "ethnos": QCoreApplication.translate("Games", "Ethnos"),
        "champions": QCoreApplication.translate("Games", "Champions of Midgard"),
        "reavers": QCoreApplication.translate("Games", "Reavers of Midgard"),
        "aquatica": QCoreApplication.translate("Games", "Aquatica"),
    }
    return titles.get(game_id, game_id)


def _font(point_size: float, bold: bool = False) -> QFont:
    # A blank QFont sets only size and weight, so the family still follows the app font
    # (which changes with the language).
    font = QFont()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


class GameTile(QFrame):
    """One box on the shelf: its title, its designer, and New game (or Coming soon)."""

    play = Signal(str)

    def __init__(self, game: ShelfGame, playable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.playable = playable
        self.setObjectName(f"tile_{game.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumSize(130, 230)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        background = game.colour if playable else "#8a8a8a"
        self.setStyleSheet(
            f"GameTile {{ background: {background}; border-radius: 10px; }}"
            " GameTile QLabel { color: white; background: transparent; }"
        )
        self.title = QLabel()
        self.title.setFont(_font(17, bold=True))
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.credit = QLabel()
        self.credit.setWordWrap(True)
        self.credit.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.status = QLabel()
        self.status.setFont(_font(11, bold=True))
        self.status.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.status.setVisible(not playable)
        self.button = QPushButton()
        self.button.setObjectName(f"play_{game.id}")
        self.button.setEnabled(playable)
        self.button.setVisible(playable)
        self.button.setMinimumHeight(36)
        self.button.clicked.connect(lambda: self.play.emit(game.id))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 18, 14, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.credit)
        layout.addStretch(1)
        layout.addWidget(self.status)
        layout.addWidget(self.button)
        self.setEnabled(playable)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(game_title(self.game.id))
        self.credit.setText(
            self.tr("by {designer}\n{publisher}, {year}").format(
                designer=self.game.designer, publisher=self.game.publisher, year=self.game.year
            )
        )
        self.status.setText(self.tr("Coming soon"))
        self.button.setText(self.tr("New game"))
        self.setToolTip("" if self.playable else self.tr("Coming soon"))


class StartScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()
    settings_requested = Signal()
    about_requested = Signal()

    def __init__(self, playable: Collection[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_screen")
        self.heading = QLabel()
        self.heading.setFont(_font(26, bold=True))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.setFont(_font(13, bold=True))
        self.continue_button.setMinimumHeight(44)
        self.continue_button.clicked.connect(self.continue_requested)
        self.continue_caption = QLabel()
        self.continue_caption.setObjectName("continue_caption")
        self.continue_caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.continue_caption.setWordWrap(True)

        self.tiles = [GameTile(game, game.id in playable) for game in SHELF]
        shelf = QHBoxLayout()
        shelf.setSpacing(14)
        for tile in self.tiles:
            tile.play.connect(self.new_game_requested)
            shelf.addWidget(tile)

        self.load_button = QPushButton()
        self.load_button.setObjectName("load")
        self.settings_button = QPushButton()
        self.settings_button.setObjectName("settings")
        self.about_button = QPushButton()
        self.about_button.setObjectName("about")
        self.load_button.clicked.connect(self.load_requested)
        self.settings_button.clicked.connect(self.settings_requested)
        self.about_button.clicked.connect(self.about_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.load_button, self.settings_button, self.about_button):
            button.setMinimumHeight(34)
            button.setMinimumWidth(150)
            buttons.addWidget(button)
        buttons.addStretch(1)

        resume = QVBoxLayout()
        resume.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        resume.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignHCenter)
        resume.addWidget(self.continue_caption)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 20)
        layout.setSpacing(14)
        layout.addWidget(self.heading)
        layout.addWidget(self.subtitle)
        layout.addSpacing(8)
        layout.addLayout(shelf, 1)
        layout.addSpacing(8)
        layout.addLayout(resume)
        layout.addLayout(buttons)
        self.set_continue(None)
        self.retranslate()

    def set_continue(self, caption: str | None) -> None:
        """Offer to resume the autosaved game described by `caption`; None hides Continue."""
        self.continue_button.setVisible(caption is not None)
        self.continue_caption.setVisible(caption is not None)
        self.continue_caption.setText(caption or "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText("Gameshelf")
        self.subtitle.setText(
            self.tr("Choose a game to play against the computer or with friends on this computer.")
        )
        self.continue_button.setText(self.tr("Continue the last game"))
        self.continue_button.setMinimumWidth(self.continue_button.sizeHint().width() + 40)
        self.load_button.setText(self.tr("Load game…"))
        self.settings_button.setText(self.tr("Settings…"))
        self.about_button.setText(self.tr("About…"))
        for tile in self.tiles:
            tile.retranslate()
