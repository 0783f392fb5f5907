"""The settings dialog: language, AI speed, animation speed, end-of-turn confirmation and
casual undo.

Every change takes effect at once (the window saves the file and applies it), so there is only a
Close button.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..content import LANGUAGES
from .settings import AI_SPEEDS, ANIMATION_SPEEDS, Settings


class SettingsDialog(QDialog):
    changed = Signal(str)  # the name of the Settings field that changed

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setMinimumWidth(380)
        self.settings = settings
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, native in LANGUAGES.items():
            self.language.addItem(native, code)  # each language in its own words
        self.ai_speed = QComboBox()
        self.ai_speed.setObjectName("ai_speed")
        for speed in AI_SPEEDS:
            self.ai_speed.addItem("", speed)
        self.animation = QComboBox()
        self.animation.setObjectName("animation_speed")
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem("", speed)
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirm_end_turn")
        self.casual_undo = QCheckBox()
        self.casual_undo.setObjectName("casual_undo")
        self.casual_undo_note = QLabel()
        self.casual_undo_note.setWordWrap(True)

        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.ai_speed.setCurrentIndex(max(0, self.ai_speed.findData(settings.ai_speed)))
        self.animation.setCurrentIndex(max(0, self.animation.findData(settings.animation_speed)))
        self.confirm.setChecked(settings.confirm_end_turn)
        self.casual_undo.setChecked(settings.casual_undo)

        self.language_label = QLabel()
        self.ai_speed_label = QLabel()
        self.animation_label = QLabel()
        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.ai_speed_label, self.ai_speed)
        form.addRow(self.animation_label, self.animation)
        form.addRow("", self.confirm)
        form.addRow("", self.casual_undo)
        form.addRow("", self.casual_undo_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

        self.language.currentIndexChanged.connect(lambda: self._set("language", self.language))
        self.ai_speed.currentIndexChanged.connect(lambda: self._set("ai_speed", self.ai_speed))
        self.animation.currentIndexChanged.connect(
            lambda: self._set("animation_speed", self.animation)
        )
        self.confirm.toggled.connect(self._confirm_toggled)
        self.casual_undo.toggled.connect(self._casual_undo_toggled)
        self.retranslate()

    def _set(self, field: str, combo: QComboBox) -> None:
        setattr(self.settings, field, combo.currentData())
        self.changed.emit(field)

    def _confirm_toggled(self, checked: bool) -> None:
        self.settings.confirm_end_turn = checked
        self.changed.emit("confirm_end_turn")

    def _casual_undo_toggled(self, checked: bool) -> None:
        self.settings.casual_undo = checked
        self.changed.emit("casual_undo")

    def resizeEvent(self, event: QResizeEvent) -> None:
        """As tall as the wrapped note needs at this width: Qt sizes a dialog wider than
        two-thirds of the screen to the height of its wider hint, and the note's last line
        would run under the check box above it."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            self.setMinimumHeight(layout.totalHeightForWidth(self.width()))

    def _fit(self) -> None:
        """Grown to the texts of a language picked while the dialog is open (the check boxes
        do not wrap, the note's lines grow), as it would open in that language."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.size().expandedTo(self.sizeHint()))
        self._fit_height()
        self.resize(self.width(), max(self.height(), self.minimumHeight()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("Language"))
        self.ai_speed_label.setText(self.tr("AI speed"))
        self.ai_speed_label.setToolTip(
            self.tr("How long the AI pauses before its move, so that you can follow it.")
        )
        self.ai_speed.setToolTip(self.ai_speed_label.toolTip())
        self.animation_label.setText(self.tr("Animations"))
        self.confirm.setText(self.tr("Ask before ending my turn"))
        self.casual_undo.setText(self.tr("Casual undo: take back any move"))
        self.casual_undo_note.setText(self.tr(
            "Also a move that showed cards or rolled dice. The deck keeps its order and the dice "
            "their rolls, so after such an undo you would know what comes next."))
        ai_speeds = {
            "slow": self.tr("Slow", "AI speed"),
            "normal": self.tr("Normal", "AI speed"),
            "fast": self.tr("Fast", "AI speed"),
        }
        for position, speed in enumerate(AI_SPEEDS):
            self.ai_speed.setItemText(position, ai_speeds[speed])
        animations = {
            "off": self.tr("Off", "animations"),
            "fast": self.tr("Fast", "animations"),
            "normal": self.tr("Normal", "animations"),
            "slow": self.tr("Slow", "animations"),
        }
        for position, speed in enumerate(ANIMATION_SPEEDS):
            self.animation.setItemText(position, animations[speed])
        if self.isVisible():  # once the language's font is in too (it comes after)
            QTimer.singleShot(0, self, self._fit)
