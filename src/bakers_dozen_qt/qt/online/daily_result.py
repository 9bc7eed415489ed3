"""A finished daily deal becomes a result for the online board: the window's glue.

When the session says a game ended (``finished``: won, or given up after a move) and it
was a daily deal of a named variant with its own rules, its result is made from the
engine's move list and the game's tally. Opted in, it goes to the
:class:`~.sender.BoardSender` at once; otherwise a win is kept for the win dialog, which
offers "Send to Online Board…" (the opt-in dialog, then the send). Practice boards,
numbered deals and custom rules are never sent.

QtNetwork, the store and the submission module load on first use, after the first
frame: the start of the game pays nothing for the board.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from ...engine.moves import format_moves
from ...engine.rules import get_rules
from ..dialogs.closing import delete_when_closed
from ..files.settings import Preferences
from ..play.session import GameSession
from ..words.i18n import number
from ..words.messages import Messages
from .address import plain_address

if TYPE_CHECKING:  # message boxes and QtNetwork are built when first needed
    import datetime as dt

    from ...store import GameRecord
    from ..dialogs.dialogs import WinDialog
    from .client import Answer, BoardClient
    from .opt_in import OnlineDialog
    from .sender import BoardSender


def board_date(deal: int) -> dt.date | None:
    """The date of daily deal ``deal`` (its number is ``YYYYMMDD``)."""
    import datetime as dt  # a won daily deal's: not for the first frame

    try:
        return dt.date(deal // 10000, deal // 100 % 100, deal % 100)
    except ValueError:
        return None


def daily_result(session: GameSession, outcome: GameRecord) -> dict[str, object] | None:
    """The result of the game that just ended, as the board takes it but for the name
    and the token; ``None`` when it is no game for a board."""
    game = session.game
    rules = game.rules
    if not outcome.daily or outcome.deal is None or session.practice:
        return None
    from ...engine.daily_replay import BOARD_VARIANTS  # a daily game's only

    if rules.id not in BOARD_VARIANTS or rules != get_rules(rules.id):
        return None  # custom rules: no two players play the same game
    day = board_date(outcome.deal)
    moves = game.move_stack
    if day is None or not moves:
        return None
    # Not before the first frame: the board's floor, judged as the board judges it.
    from ...engine.daily_replay import ReplayError, hand_moves
    from ...engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN, milliseconds

    seconds = round(outcome.seconds, 1)  # what is sent is what is judged
    try:
        hands = hand_moves(day, rules.id, moves)
    except ReplayError:
        return None  # no game of that day's deal: the board would refuse it
    if milliseconds(seconds) < MILLISECONDS_PER_HAND_MOVE_MIN * hands:
        # Faster than the board believes anyone plays (a deal given up at once after an
        # automatic line): it would be refused, and the player need not hear of it.
        return None
    return {
        "date": day.isoformat(),
        "variant": rules.id,
        "moves": format_moves(moves),
        "seconds": seconds,
        "hints": outcome.hints,
        "undos": outcome.undos,
        "helped": outcome.helped,
    }


class OnlineBoard(QObject):
    """The window's online board: settings, queue, sender and client (see the module)."""

    taken = Signal()
    """The board took a game of the player's (or had one): a board shown may show it now."""

    def __init__(
        self,
        window: QWidget,
        session: GameSession,
        prefs: Preferences,
        path: Path | None,
        messages: Messages,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self.prefs = prefs
        self._path = path
        self._messages = messages
        self._sender: BoardSender | None = None
        self._client: BoardClient | None = None
        self.offer: dict[str, object] | None = None
        """The last daily win not sent (not opted in): the win dialog offers it."""
        self._sent: dict[str, object] | None = None
        """This game's daily result, sent (opted in): the win dialog says how it went."""
        self._sent_answer: Answer | None = None
        self._win_box: WinDialog | None = None
        self.dialog: OnlineDialog | None = None
        session.finished.connect(self._finished)
        session.game_replaced.connect(self._forget_offer)

    # --- what the rest of the game asks -----------------------------------------------------

    def address(self) -> str | None:
        """Where results go and boards come from; ``None``: not opted in."""
        if not self.prefs.online_send:
            return None
        return plain_address(self.prefs.online_address)

    @property
    def client(self) -> BoardClient:
        if self._client is None:
            from .client import BoardClient

            self._client = BoardClient(self)
        return self._client

    @property
    def board_sender(self) -> BoardSender:
        """The sender, its queue read from disk on first use (told once if damaged)."""
        if self._sender is None:
            from ...store.board_queue import BoardQueue, QueueFileDamaged
            from .sender import BoardSender

            try:
                queue = BoardQueue.load(self._path)
            except QueueFileDamaged as e:
                queue = e.fresh()
                kept = e.kept_as.name if e.kept_as is not None else e.path.name
                #: {file} is the name the unreadable file was kept under.
                self._messages.show_message(
                    self.tr(
                        "The daily results waiting for the online board could not be "
                        "read; the file was kept as {file}."
                    ).format(file=kept),
                    10_000,
                )
            self._sender = BoardSender(
                queue,
                self.client,
                self.address,
                self,
                join_code=lambda: self.prefs.online_join_code,
            )
            self._sender.told.connect(lambda text: self._messages.show_message(text, 8000))
            self._sender.answered.connect(self._answered)
        return self._sender

    def entry_for(self, date: str, variant: str) -> int | None:
        """The board's id of the player's game on that board, if it took one."""
        return self.board_sender.queue.entry_for(date, variant)

    def start(self) -> None:
        """After the first frame: results left from the last run go now."""
        if self.address() is not None:
            self.board_sender.kick()

    def shutdown(self) -> None:
        if self._sender is not None:
            self._sender.stop()

    def open_dialog(self, *, send_offer: bool = False) -> OnlineDialog:
        """Game → Online Daily Board… (or the win dialog's offer, ``send_offer``)."""
        from .opt_in import OnlineDialog

        if self.dialog is not None:
            self.dialog.raise_()
            return self.dialog
        dialog = OnlineDialog(self._window, self.prefs, ask_yes=send_offer, register=self._register)
        dialog.accepted.connect(lambda: self._chosen(send_offer))
        delete_when_closed(dialog, lambda: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        return dialog

    def win_shown(self, box: WinDialog) -> None:
        """The win dialog is up: it says how the win's sending goes (opted in), or offers
        to send it (not opted in)."""
        if self._sent is not None:
            self._win_box = box
            box.set_online(self._win_words)
            return
        if self.offer is None or self.prefs.online_send:
            return
        from PySide6.QtWidgets import QMessageBox

        from .opt_in import SendButton

        button = SendButton(box)
        box.addButton(button, QMessageBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda *_: self.open_dialog(send_offer=True))

    # --- inside --------------------------------------------------------------------------------

    def _finished(self, outcome: GameRecord) -> None:
        result = daily_result(self._session, outcome)
        if result is None:
            return
        if self.address() is not None:
            self._sent, self._sent_answer = (result if outcome.won else None), None
            self._send(result)
        elif outcome.won:
            self.offer = result

    def _send(self, result: dict[str, object]) -> None:
        p = self.prefs
        self.board_sender.send({**result, "name": p.online_name, "token": p.online_token})

    def _register(
        self, address: str, token: str, code: str, done: Callable[[Answer], None]
    ) -> None:
        body: dict[str, object] = {"token": token}
        if code:
            body["join_code"] = code
        self.client.post(address, "/players", body, done)

    def _chosen(self, send_offer: bool) -> None:
        if self.address() is None:
            return
        if send_offer and self.offer is not None:
            offer, self.offer = self.offer, None
            self._sent, self._sent_answer = offer, None
            self._send(offer)
        else:
            self.board_sender.kick()

    def _answered(self, payload: object, answer: Answer) -> None:
        if answer.status in (200, 201, 409):
            self.taken.emit()
        if self._sent is not None and isinstance(payload, dict) and _same(payload, self._sent):
            self._sent_answer = answer
            box = self._win_box
            if box is not None and isValid(box):
                box.set_online(self._win_words)

    def _win_words(self) -> str:
        """How the win's sending went, for the win dialog, in the current language."""
        from .answer_numbers import whole
        from .sender import Verdict, reason, verdict

        answer = self._sent_answer
        if answer is None:
            return self.tr("Online board: sending your result…")
        kind = verdict(answer)
        if kind is Verdict.LATER:
            #: {reason} says why: no network, the board busy...
            return self.tr(
                "Online board: not reached now ({reason}); your result is kept and will be "
                "sent later."
            ).format(reason=reason(answer))
        if kind is Verdict.REFUSED:
            #: {reason} is the board's own reason, as it wrote it (in English).
            return self.tr("Online board: your result was refused ({reason}).").format(
                reason=reason(answer)
            )
        if kind is Verdict.OTHER_FIRST:
            return self.tr(
                "Online board: your first game of this daily deal is the one that counts."
            )
        entry = answer.body.get("entry")
        rank = whole(entry.get("rank"), 1) if isinstance(entry, dict) else None
        if rank is not None:
            #: The place the online board gave this win among the day's ranked games.
            return self.tr("Online board: place {rank}").format(rank=number(rank))
        return self.tr("Online board: your game is listed, not ranked.")

    def _forget_offer(self) -> None:
        self.offer = None
        self._sent = self._sent_answer = self._win_box = None


def _same(a: dict[str, object], b: dict[str, object]) -> bool:
    """The same game: its date, variant and moves (the name and token aside)."""
    return all(a.get(k) == b.get(k) for k in ("date", "variant", "moves"))
