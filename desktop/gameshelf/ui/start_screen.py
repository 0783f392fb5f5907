"""The start screen: the shelf of five games, and Continue, Load game, Settings and About."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .plain_text import plain_label


@dataclass(frozen=True, slots=True)
class ShelfGame:
    id: str
    designer: str
    publisher: str
    year: int
    players: tuple[int, int]  # as the box says (Everdell and Aquatica have a solo mode)
    colour: str  # the tile's


SHELF = (
    ShelfGame("everdell", "James A. Wilson", "Starling Games", 2018, (1, 4), "#4f7a3a"),
    ShelfGame("ethnos", "Paolo Mori", "CMON", 2017, (2, 6), "#7a3b5c"),
    ShelfGame("champions", "Ole Steiness", "Grey Fox Games", 2015, (2, 4), "#3d5a78"),
    ShelfGame("reavers", "J. B. Howell", "Grey Fox Games", 2019, (2, 4), "#7a4430"),
    ShelfGame("aquatica", "Ivan Tuzovsky", "Cosmodrome Games", 2019, (1, 4), "#1f6f80"),
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


def game_tagline(game_id: str) -> str:
    taglines = {
        "everdell": QCoreApplication.translate(
            "Games",
            "Build a city of critters and constructions in a forest valley, season after season.",
        ),
        "ethnos": QCoreApplication.translate(
            "Games",
            "Recruit allies from twelve fantasy tribes and play them in bands to control the"
            " six kingdoms over three Ages.",
        ),
        "champions": QCoreApplication.translate(
            "Games",
            "Hire Viking warriors, defend the harbour town from trolls and draugr, and hunt"
            " monsters to become the next Jarl.",
        ),
        "reavers": QCoreApplication.translate(
            "Games",
            "Gather a crew of reavers, raid villages and keeps, and fight at sea for glory.",
        ),
        "aquatica": QCoreApplication.translate(
            "Games",
            "Rule an underwater kingdom: recruit characters, take locations and ride your"
            " mantas to prosperity.",
        ),
    }
    return taglines.get(game_id, "")


def _break_at_dots(title: str) -> str:
    """Japanese may break a line between any two kana; a katakana title should break only at its
    middle dots (チャンピオンズ・ / オブ・ミッドガルド), so glue the rest with word joiners."""
    if "・" not in title:
        return title
    return "・".join("\u2060".join(part) for part in title.split("・"))


def _font(point_size: float, bold: bool = False) -> QFont:
    # A blank QFont sets only size and weight, so the family still follows the app font
    # (which changes with the language).
    font = QFont()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


class GameTile(QFrame):
    """One box on the shelf: its title, designer and theme, and New game (or Coming soon)."""

    play = Signal(str)

    def __init__(self, game: ShelfGame, playable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.playable = playable
        self.setObjectName(f"tile_{game.id}")
        self.setMinimumSize(130, 230)
        self.setMaximumHeight(400)  # on a tall screen the shelf floats mid-page, not stretched
        # Equal widths whatever the title: the shelf shares its width out by stretch alone.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setStyleSheet("GameTile QLabel { color: white; background: transparent; }")
        self.title = QLabel()
        self.title.setFont(_font(17, bold=True))
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.credit = QLabel()
        self.credit.setWordWrap(True)
        self.credit.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.tagline = QLabel()
        self.tagline.setFont(_font(10.5))
        self.tagline.setWordWrap(True)
        self.tagline.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.players = QLabel()
        self.players.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.status = QLabel()
        self.status.setFont(_font(11, bold=True))
        self.status.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.status.setMinimumHeight(36)
        self.status.setVisible(not playable)
        self.button = QPushButton()
        self.button.setObjectName(f"play_{game.id}")
        self.button.setEnabled(playable)
        self.button.setVisible(playable)
        self.button.setMinimumHeight(36)
        self.button.clicked.connect(lambda: self.play.emit(game.id))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 18, 14, 14)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.credit)
        layout.addSpacing(10)
        layout.addWidget(self.tagline, 1)
        layout.addWidget(self.players)
        layout.addWidget(self.status)
        layout.addWidget(self.button)
        self.setEnabled(playable)
        self.retranslate()

    def paintEvent(self, event: QPaintEvent) -> None:
        colour = QColor(self.game.colour)
        if not self.playable:
            hue, saturation, value, _ = colour.getHsv()
            colour = QColor.fromHsv(hue, saturation // 4, min(150, value + 20))
        gradient = QLinearGradient(0, 0, 0, self.height())
        gradient.setColorAt(0, colour.lighter(125))
        gradient.setColorAt(1, colour.darker(115))
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 12, 12)
        painter.end()

    def retranslate(self) -> None:
        self.title.setText(_break_at_dots(game_title(self.game.id)))
        self.credit.setText(
            self.tr("by {designer}\n{publisher}, {year}").format(
                designer=self.game.designer, publisher=self.game.publisher, year=self.game.year
            )
        )
        self.tagline.setText(game_tagline(self.game.id))
        low, high = self.game.players
        self.players.setText(self.tr("{low}–{high} players").format(low=low, high=high))
        self.status.setText(self.tr("Coming soon"))
        self.button.setText(self.tr("New game"))
        self.setToolTip("" if self.playable else self.tr("Coming soon"))


CAPTION_WIDTH = 900  # past this the autosave's caption wraps (six long seat names)


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
        self.continue_caption = plain_label()  # the autosave's seat names
        self.continue_caption.setObjectName("continue_caption")
        self.continue_caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.continue_caption.setWordWrap(True)

        self.tiles = [GameTile(game, game.id in playable) for game in SHELF]
        shelf = QHBoxLayout()
        shelf.setSpacing(14)
        for tile in self.tiles:
            tile.play.connect(self.new_game_requested)
            shelf.addWidget(tile, 1)

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
        # The shelf grows first (up to the tiles' maximum height); the spacers take the rest.
        layout.addStretch(0)
        layout.addLayout(shelf, 1)
        layout.addStretch(0)
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
        self._fit_caption()

    def _fit_caption(self) -> None:
        """The caption on one line up to CAPTION_WIDTH: left to the layout, a wrapped label is
        as narrow as Qt guesses, and Japanese broke in the middle of a name ("プレ / イヤー1")."""
        label = self.continue_caption
        wide = label.fontMetrics().horizontalAdvance(label.text()) + 8
        label.setMinimumWidth(min(wide, CAPTION_WIDTH))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._fit_caption()
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
