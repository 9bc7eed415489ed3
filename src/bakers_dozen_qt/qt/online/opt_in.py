"""Game → Online Daily Board…: the board's address, the name shown on it, and the yes.

Nothing is sent before the player ticks "Send my daily deal results to this board" and
presses OK; no board is built in. What a result holds is said in the dialog, in full.
The random token that keeps one entry per player and deal is made on the first yes
(:func:`~bakers_dozen_qt.engine.submission.new_token`) and kept in the settings.

On that OK the game registers its token with the board (``register``): a board that
takes players only with its join code says so, and the dialog then asks for the code
(its field shows only for such a board), and stays open until the board takes it. A
board that cannot be reached now does not hold the player up: the settings are kept and
the token is registered with the first result sent.

A field the board could not use is said under the fields, and the dialog stays open
with everything typed still there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.submission import NAME_MAX, clean_name, new_token
from ..files.settings import Preferences
from .address import MAX_LENGTH, plain_address

if TYPE_CHECKING:
    from .client import Answer

JOIN_CODE_MAX = 200
Register = Callable[[str, str, str, Callable[["Answer"], None]], None]
"""``register(address, token, join_code, done)``: ask the board at ``address`` to take
``token`` (with ``join_code``, ``""`` for none); ``done`` gets its answer."""


class OnlineDialog(QDialog):
    """See the module. ``accepted`` once the settings are kept."""

    def __init__(
        self,
        parent: QWidget,
        prefs: Preferences,
        *,
        ask_yes: bool = False,
        register: Register | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("online-board")
        self._prefs = prefs
        self._register = register
        self._asking = False
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.howto = QLabel(self)
        self.howto.setObjectName("howto")
        self.howto.setWordWrap(True)
        self.howto.setTextFormat(Qt.TextFormat.PlainText)
        self.howto.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address = QLineEdit(prefs.online_address, self)
        self.address.setObjectName("address")
        self.address.setMaxLength(MAX_LENGTH)
        self.address.setPlaceholderText("https://")
        self.name = QLineEdit(prefs.online_name, self)
        self.name.setObjectName("name")
        self.name.setMaxLength(NAME_MAX * 2)  # cleaning may shorten it: checked at OK
        self.join_code = QLineEdit(prefs.online_join_code, self)
        self.join_code.setObjectName("join-code")
        self.join_code.setMaxLength(JOIN_CODE_MAX)
        self.send = QCheckBox(self)
        self.send.setObjectName("send")
        self.send.setChecked(prefs.online_send or ask_yes)
        self.sent = QLabel(self)
        self.sent.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.problem.font()
        bold.setBold(True)
        self.problem.setFont(bold)
        self.problem.hide()
        self.address_label = QLabel(self)
        self.address_label.setBuddy(self.address)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name)
        self.join_code_label = QLabel(self)
        self.join_code_label.setBuddy(self.join_code)
        form = QFormLayout()
        form.addRow(self.address_label, self.address)
        form.addRow(self.name_label, self.name)
        form.addRow(self.join_code_label, self.join_code)
        self._form = form
        # Only a board that asked for a join code shows its field.
        form.setRowVisible(self.join_code, bool(prefs.online_join_code))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.keep)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addWidget(self.howto)
        box.addLayout(form)
        box.addWidget(self.send)
        box.addWidget(self.sent)
        box.addWidget(self.problem)
        box.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self._problem_text = ""
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Online Daily Board"))
        self.intro.setText(
            self.tr(
                "See where you stand on the day's daily deal among other players, on an "
                "online board that a friend, a club or anyone keeps with "
                "bakers-dozen-server. No board is built in: give the address of one you "
                "trust. The board replays every game it is sent and scores it itself; the "
                "time played, and who found the moves, it can only take on trust."
            )
        )
        #: The commands stay as they are: the player types them.
        self.howto.setText(
            self.tr(
                "Boards are kept by players: anyone can start one on a computer of their "
                "own with the command bakers-dozen-server (installed by pip install "
                "'bakers-dozen-qt[server]'). It says its address, such as "
                "http://127.0.0.1:8080 on that same computer; friends elsewhere need one "
                "their computers can reach."
            )
        )
        #: Label of the field where the player types the online board's web address.
        self.address_label.setText(self.tr("Board &address:"))
        self.name_label.setText(self.tr("Your &name on the board:"))
        #: Label of the field for the code a friends' or club's board asks of its players.
        self.join_code_label.setText(self.tr("The board's &join code:"))
        self.send.setText(self.tr("&Send my daily deal results to this board"))
        self.sent.setText(
            self.tr(
                "<small>Sent for each daily deal you finish (won, or given up after a "
                "move): the date, the variant, your moves, the time played, the hints, "
                "undos and help used, your name, and a random code made for this "
                "installation so that the board keeps one game per player. Nothing "
                "else. Numbered deals, custom rules and pasted boards are never "
                "sent.</small>"
            )
        )
        self._show_problem()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # --- OK ----------------------------------------------------------------------------------

    def keep(self) -> None:
        """OK: keep the settings if the board can use them, else say what is wrong."""
        typed = self.address.text().strip()
        address = plain_address(typed)
        name = clean_name(self.name.text())
        sending = self.send.isChecked()
        if (typed or sending) and address is None:
            self._problem_text = "address"
            self.address.setFocus()
        elif sending and not 1 <= len(name) <= NAME_MAX:
            self._problem_text = "name"
            self.name.setFocus()
        else:
            self._problem_text = ""
        self._show_problem()
        if self._problem_text or self._asking:
            return
        token = self._prefs.online_token or new_token()
        code = self.join_code.text().strip()
        if not sending or address is None or self._register is None:
            self._keep(address, name, token if sending else "", code, sending)
            return
        self._asking = True
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self._problem_text = "asking"
        self._show_problem()
        self._register(
            address,
            token,
            code,
            lambda answer: self._registered(answer, address, name, token, code),
        )

    def _registered(self, answer: Answer, address: str, name: str, token: str, code: str) -> None:
        """The board's answer to the registration OK asked for."""
        self._asking = False
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        if not self.isVisible():
            return  # cancelled meanwhile: nothing is kept
        if answer.status == 403 and answer.body.get("reason") == "join-code":
            self._problem_text = "wrong-code" if code else "code"
            self._form.setRowVisible(self.join_code, True)
            self.join_code.setFocus()
            self._show_problem()
            return
        # Taken, or not reached now: the token is registered with the first result.
        self._keep(address, name, token, code, True)

    def _keep(self, address: str | None, name: str, token: str, code: str, sending: bool) -> None:
        p = self._prefs
        p.online_address = address or ""
        p.online_name = name
        if token and not p.online_token:
            p.online_token = token
        p.online_join_code = code
        p.online_send = sending
        self._problem_text = ""
        self.accept()

    def _address_hint(self) -> str:
        #: {https} and {http} are the beginnings of web addresses: https:// and http://.
        return self.tr("Write the board's whole address, beginning with {https} or {http}.").format(
            https="https://", http="http://"
        )

    def _show_problem(self) -> None:
        if self._problem_text == "address":
            text = self._address_hint()
        elif self._problem_text == "name":
            text = self.tr(
                "Choose the name to show on the board: %n character(s) at most.", "", NAME_MAX
            )
        elif self._problem_text == "asking":
            text = self.tr("Asking the board…")
        elif self._problem_text == "code":
            text = self.tr(
                "This board takes results only from players who know its join code: ask "
                "the one who keeps it."
            )
        elif self._problem_text == "wrong-code":
            text = self.tr("That is not this board's join code.")
        else:
            text = ""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))
        # A reader hears the fields' descriptions with them, and a new one of the field it
        # is on: the problem there, else what the address is to be (not the placeholder
        # "https://", which Qt would give instead and a reader takes for what is typed).
        address_problem = self._problem_text == "address"
        self.address.setAccessibleDescription(text if address_problem else self._address_hint())
        self.name.setAccessibleDescription(text if self._problem_text == "name" else "")
        layout = self.layout()
        if layout is not None and self.isVisible():
            # A problem said under the fields makes the dialog taller: no words are cut
            # (wrapped labels' heights depend on the width, which Qt does not redo alone).
            layout.activate()
            needed = layout.totalHeightForWidth(self.width())
            if needed > self.height():
                self.resize(self.width(), needed)


class SendButton(QPushButton):
    """The win dialog's "Send to Online Board…", worded again when the language changes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("send-to-online-board")
        self.word()

    def word(self) -> None:
        #: Button of the win dialog, after a daily deal when no online board is chosen yet.
        self.setText(self.tr("Send to &Online Board…"))
        self.setToolTip(self.tr("Choose an online board and send this daily deal's result"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.word()
