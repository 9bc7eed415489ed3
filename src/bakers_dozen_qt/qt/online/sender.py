"""Sends the queued daily results to the online board, one at a time, and never nags.

Each result waits in the :class:`~bakers_dozen_qt.store.board_queue.BoardQueue` (on
disk) until the board has answered for it:

- taken (201, or 200 for the very same game sent again) or already holding another
  game of this player on that board (409): it leaves the queue, and the board's entry
  id is kept for the player's place;
- refused (any other 4xx: not a legal game of the deal, a date the board no longer
  takes...): said once, with the board's reason, and dropped; sending it again would
  be refused again;
- not reached, timed out, too busy (408, 429), or the board in trouble (5xx): it stays,
  and is tried again after :func:`backoff` (or the ``Retry-After`` the board asked
  for, whichever is longer), and at the next start. That the board cannot be reached is
  said once, until a result goes through again;
- the player not registered on that board (403, the board's reason ``unregistered``: a
  board chosen before boards registered players, or one that lost its players): the
  token is registered (with the join code, if the player gave one) and the result sent
  again at once. A board that wants a join code the player has not given (or not this
  one) keeps the result waiting until the player gives it in the opt-in dialog, said
  once.

Everything is said through ``told`` (the window's status bar), never a dialog.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...store.board_queue import BoardQueue
from ..words.i18n import menu_path, number
from .answer_numbers import MOST_RETRY_S, whole
from .client import Answer, BoardClient

FIRST_DELAY_S: Final = 5.0
FACTOR: Final = 3
MAX_DELAY_S: Final = 600.0


def backoff(failures: int) -> float:
    """Seconds to wait after ``failures`` failed tries in a row: 5, 15, 45, 135, 405,
    then 600 (ten minutes) at most."""
    return min(MAX_DELAY_S, FIRST_DELAY_S * float(FACTOR ** max(0, failures - 1)))


class Verdict(enum.Enum):
    TAKEN = "taken"
    OTHER_FIRST = "other-first"
    """The player's first game of that board was another one (409)."""
    REFUSED = "refused"
    LATER = "later"


def verdict(answer: Answer) -> Verdict:
    status = answer.status
    if status in (200, 201) and isinstance(answer.body.get("entry"), dict):
        return Verdict.TAKEN
    if status == 409:
        return Verdict.OTHER_FIRST
    if status is not None and 400 <= status < 500 and status not in (408, 429):
        return Verdict.REFUSED
    return Verdict.LATER


class BoardSender(QObject):
    told = Signal(str)
    """A sentence for the status bar."""
    answered = Signal(object, object)
    """(the result's wire form, the :class:`Answer`): after the board answered for it."""

    def __init__(
        self,
        queue: BoardQueue,
        client: BoardClient,
        address: Callable[[], str | None],
        parent: QObject | None = None,
        *,
        join_code: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(parent)
        self.queue = queue
        self._client = client
        self._address = address
        """Where to send, or ``None``: not opted in (nothing is sent)."""
        self._join_code = join_code
        """The board's join code as the player gave it ("": none)."""
        self._just_registered = False
        self._told_join_code = False
        self.failures = 0
        self.delay_s = backoff  # tests make the waits short
        self._busy = False
        self._stopped = False
        self._told_unreachable = False
        self._told_unkept = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.kick)

    @property
    def waiting(self) -> bool:
        """A retry is timed: results wait for it."""
        return self._timer.isActive()

    def send(self, payload: dict[str, object]) -> None:
        """Queue a result (kept on disk first) and send it when the board is free."""
        if self.queue.add(payload):
            self._keep()
        self.kick()

    def stop(self) -> None:
        """No more tries (the window closes): what is queued stays on disk for next time."""
        self._stopped = True
        self._timer.stop()

    def kick(self) -> None:
        """Send the oldest queued result now, unless one is on its way."""
        if self._stopped or self._busy or not self.queue.queue:
            return
        base = self._address()
        if base is None:
            return
        self._timer.stop()
        payload = self.queue.queue[0]
        self._busy = True
        self._client.post(base, "/submissions", payload, lambda a: self._answer(payload, a))

    # --- answers ---------------------------------------------------------------------------

    def _answer(self, payload: dict[str, object], answer: Answer) -> None:
        self._busy = False
        if self._stopped:
            return
        unregistered = answer.status == 403 and answer.body.get("reason") == "unregistered"
        if unregistered and not self._just_registered:
            self._register(payload)
            return
        self._just_registered = False
        self._settle(payload, answer, Verdict.LATER if unregistered else verdict(answer))

    def _register(self, payload: dict[str, object]) -> None:
        """Register the result's token with the board, then send the result again."""
        base = self._address()
        if base is None:
            return
        body: dict[str, object] = {"token": payload["token"]}
        if code := self._join_code():
            body["join_code"] = code
        self._busy = True
        self._client.post(base, "/players", body, lambda a: self._registered(payload, a))

    def _registered(self, payload: dict[str, object], answer: Answer) -> None:
        self._busy = False
        if self._stopped:
            return
        if answer.status in (200, 201):
            self._just_registered = True
            self._told_join_code = False
            self.kick()
            return
        if answer.status == 403 and answer.body.get("reason") == "join-code":
            # Waits for the player: the opt-in dialog's OK sends it again.
            if not self._told_join_code:
                self._told_join_code = True
                menus = QCoreApplication.translate
                path = menu_path(menus("Menus", "&Game"), menus("Menus", "Online Daily &Board…"))
                #: {path} is the menu entry, as the menus name it: "Game → Online Daily Board…".
                self.told.emit(
                    self.tr(
                        "The online board takes results only from players who know its "
                        "join code: give it in {path}. Your daily result is kept until then."
                    ).format(path=path)
                )
            self.answered.emit(payload, answer)
            return
        self._settle(payload, answer, verdict(answer))

    def _settle(self, payload: dict[str, object], answer: Answer, kind: Verdict) -> None:
        if kind is Verdict.LATER:
            self.failures += 1
            wait = max(self.delay_s(self.failures), answer.retry_after or 0.0)
            self._timer.start(round(min(wait, MOST_RETRY_S) * 1000))
            if not self._told_unreachable:
                self._told_unreachable = True
                #: {reason} says why: no network, the board busy, an answer too large...
                self.told.emit(
                    self.tr(
                        "Cannot reach the online board ({reason}): your daily result is "
                        "kept and will be sent later."
                    ).format(reason=reason(answer))
                )
            self.answered.emit(payload, answer)
            return
        self.failures = 0
        self._told_unreachable = False
        entry: Any = answer.body.get("entry")
        if kind in (Verdict.TAKEN, Verdict.OTHER_FIRST) and isinstance(entry, dict):
            self._remember(payload, entry)
        self.queue.drop(payload)
        self._keep()
        self.told.emit(self._said(kind, answer, entry))
        self.answered.emit(payload, answer)
        self.kick()

    def _said(self, kind: Verdict, answer: Answer, entry: Any) -> str:
        if kind is Verdict.REFUSED:
            #: {reason} is the online board's own reason, as it wrote it (in English).
            return self.tr("The online board refused your daily result: {reason}").format(
                reason=answer.error or f"HTTP {answer.status}"
            )
        if kind is Verdict.OTHER_FIRST:
            return self.tr(
                "The online board already has your first game of this daily deal: only "
                "the first counts."
            )
        rank = whole(entry.get("rank"), 1) if isinstance(entry, dict) else None
        if rank is not None:
            #: After a daily deal won without help: its place on the online board.
            return self.tr("Your daily result is on the online board: place {rank}.").format(
                rank=number(rank)
            )
        return self.tr("Your daily result is on the online board.")

    def _remember(self, payload: dict[str, object], entry: dict[str, Any]) -> None:
        entry_id = whole(entry.get("id"), 1, 2**62)
        if entry_id is not None:
            self.queue.remember(str(payload["date"]), str(payload["variant"]), entry_id)

    def _keep(self) -> None:
        try:
            self.queue.save()
        except OSError as e:
            if not self._told_unkept:
                self._told_unkept = True
                #: The file online-board.json in the data folder could not be written.
                self.told.emit(
                    self.tr(
                        "The daily results waiting for the online board cannot be kept "
                        "on disk ({reason}): they are sent while the game stays open."
                    ).format(reason=e.strerror or str(e))
                )
            return
        self._told_unkept = False


def reason(answer: Answer) -> str:
    """Why an answer was not a taken result, in a few words (the board's, or ours)."""
    return (answer.error or f"HTTP {answer.status}").rstrip(".")
