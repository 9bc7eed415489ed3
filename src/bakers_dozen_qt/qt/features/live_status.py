"""View > Show Whether the Game Can Be Won: the solver's verdict in the status bar.

After every change of the table a background solve (:class:`~..engine.solver.LiveStatus`)
answers "can be won", "cannot be won any more (since move 14: 8♠ to 9♣)" or, while it
thinks, "checking…". The next change cancels it (the runner's cancel flag), so the GUI
thread never waits. While it thinks the old words stay, greyed, and "checking…" replaces
them only after :data:`CHECKING_MS`: most answers are remembered ones and come at once,
and words that flicker at every move would be noise.

Off by default, and off means off: no solve runs at all. Cards face down are not
judged: a verdict would give away what they hide.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from ...engine.game import Game
from ...engine.moves import FOUNDATION, Move
from ..play.session import GameSession
from ..speech.spoken_names import for_the_ear
from ..words.i18n import reword
from .solver_worker import SolverRunner

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from ...engine.solver import LiveStatus

CHECKING_MS = 200
translate = QCoreApplication.translate


def _verdict(live: LiveStatus, game: Game, cancel: threading.Event) -> object:
    try:
        return live.status(game, cancel)
    except Exception:  # a solver bug must not take the window down: no verdict, then
        log.exception("the live verdict failed")
        return None


def short_move(before: Game, move: Move) -> str:
    """``"8♠ to 9♣"``: a move in a few words, made from the position ``before`` it."""
    card = before.top(move.source)
    name = card.label if card is not None else "?"
    if move.target == FOUNDATION:
        #: A move in few words, in the status bar: "since move 14: 8♠ to the foundation".
        return translate("LiveVerdict", "{card} to the foundation").format(card=name)
    under = before.top(move.target)
    if under is None:
        return translate("LiveVerdict", "{card} to empty column {column}").format(
            card=name, column=move.target + 1
        )
    #: A move in few words, in the status bar: "since move 14: 8♠ to 9♣".
    return translate("LiveVerdict", "{card} to {under}").format(card=name, under=under.label)


class VerdictLabel(QLabel):
    """A one-line label that ends in "…" where the status bar is too narrow for all of
    it (the whole verdict is then its tooltip's first line), instead of being cut off
    mid-card or widening the window."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.explanation = ""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = self.fontMetrics().horizontalAdvance("MMM…")
        return QSize(min(hint.width(), least), hint.height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setAccessibleName(for_the_ear(text))  # a reader says "8♠" as "eight of spades"
        self._tip()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def _tip(self) -> None:
        text, room = self.text(), self.contentsRect().width()
        cut = bool(text) and self.fontMetrics().horizontalAdvance(text) > room
        self.setToolTip(f"{text}\n\n{self.explanation}" if cut else self.explanation)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.text():
            return  # nothing to draw
        from PySide6.QtCore import Qt  # not at import: Qt's enums cost the first frame

        painter = QPainter(self)
        rect = self.contentsRect()
        elide = Qt.TextElideMode.ElideRight
        shown = self.fontMetrics().elidedText(self.text(), elide, rect.width())
        self.style().drawItemText(
            painter, rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.palette(), self.isEnabled(), shown, self.foregroundRole(),
        )  # fmt: skip


class LiveVerdict(QObject):
    """The verdict label of the status bar, and the worker that keeps it true."""

    answered = Signal(object)  # the Status shown (for tests), None after a solver error
    turned_lost = Signal(str)  # the words, when a game that could be won no longer can

    def __init__(self, window: QMainWindow, session: GameSession, on: bool) -> None:
        super().__init__(window)
        self._session = session
        self.label = VerdictLabel(window)
        self.label.setObjectName("live-verdict")
        self.label.setContentsMargins(8, 0, 8, 0)
        window.statusBar().insertPermanentWidget(0, self.label)
        self.requests = 0
        """Solves asked for since the window opened (none while the option is off)."""
        self._live: LiveStatus | None = None
        self.runner = SolverRunner(self._compute, self)
        self.runner.ready.connect(self._answered)
        self._checking = QTimer(self)
        self._checking.setSingleShot(True)
        self._checking.setInterval(CHECKING_MS)
        self._checking.timeout.connect(self._say_checking)
        self._shown: object = None
        self._lost = False  # the last verdict: lost
        self._on = False
        session.state_changed.connect(self.refresh)
        reword(self.label, self._reword)
        self._on = on  # the first solve waits for the window's first frame (start())
        self.label.setVisible(on)

    @property
    def on(self) -> bool:
        return self._on

    @property
    def text(self) -> str:
        return self.label.text()

    def set_on(self, on: bool) -> None:
        self._on = on
        self.label.setVisible(on)
        if on:
            self.refresh()
        else:
            self.runner.cancel()
            self._checking.stop()
            self._shown = None
            self._lost = False
            self.label.setText("")

    def refresh(self) -> None:
        """Ask again about the table as it is now (the last question is dropped)."""
        if not self._on:
            return
        game = self._session.game
        if game.is_won():
            self.runner.cancel()
            self._show(None)
            return
        if self._live is None:
            from ...engine.solver import LiveStatus  # loaded when first wanted

            b = self._session.budgets
            self._live = LiveStatus(
                max_seconds=b.live_seconds, max_nodes=b.live_nodes,
                nodes_each=b.live_nodes_each, remembered=b.live_remembered,
            )  # fmt: skip
        self.requests += 1
        self.label.setEnabled(False)  # the words are about the table before
        self._checking.start()
        self.runner.request(game)

    def start(self) -> None:
        """The window is on screen: the first verdict, if the option is on (the solver is
        not loaded before the first frame)."""
        self.refresh()

    def shutdown(self) -> None:
        self._checking.stop()
        self.runner.shutdown()

    # --- inside -------------------------------------------------------------------------

    def _compute(self, game: Game, cancel: threading.Event) -> object:
        live = self._live
        assert live is not None
        return _verdict(live, game, cancel)

    def _say_checking(self) -> None:
        if self.runner.busy:
            self._show("checking")

    def _answered(self, status: object) -> None:
        from ...engine.solver import Status, Verdict  # loaded: it answered

        was_lost = self._lost
        self._lost = isinstance(status, Status) and status.verdict is Verdict.UNWINNABLE
        self._checking.stop()
        self._show(status)
        self.answered.emit(status)
        if self._lost and not was_lost:  # news worth saying aloud; "can be won" is not
            self.turned_lost.emit(self.label.text())

    def _show(self, status: object) -> None:
        self._shown = status
        self.label.setEnabled(True)
        self._reword()

    def _reword(self) -> None:
        status = self._shown
        label = self.label
        label.explanation = self.tr(
            "After each move the solver checks whether this game can still be won "
            "(View > Show Whether the Game Can Be Won)."
        )
        label.setToolTip(label.explanation)
        if status is None or not self._on:
            label.setText("")
        elif status == "checking":
            #: The solver is deciding whether the game can still be won.
            label.setText(self.tr("Checking…"))
        else:
            self._say(status)

    def _say(self, status: object) -> None:
        from ...engine.solver import Status, Verdict  # loaded already: it answered

        label = self.label
        if not isinstance(status, Status):
            label.setText("")
        elif status.hidden and status.verdict is Verdict.UNWINNABLE:
            # Proved from the visible cards alone: no face-down card can ever turn.
            label.setText(self.tr("Cannot be won any more"))
        elif status.hidden:
            label.setText(self.tr("Not judged while cards lie face down"))
        elif status.verdict is Verdict.WON:
            #: The status bar's verdict: this game can still be won.
            label.setText(self.tr("Can be won"))
        elif status.verdict is Verdict.UNWINNABLE and status.lost_at is None:
            # No earlier position shown winnable: lost from the deal, or too deep to say.
            label.setText(self.tr("Cannot be won"))
        elif status.verdict is Verdict.UNWINNABLE:
            label.setText(self._lost_words(status.lost_at or 0))
        else:
            label.setText(self.tr("The solver could not decide"))

    def _lost_words(self, at: int) -> str:
        game = self._session.game
        if at >= len(game.move_stack):  # about a table since taken back: news is coming
            return self.tr("Cannot be won any more")
        before = Game(game.rules, game.initial)
        for m in game.move_stack[:at]:
            before.push(m)
        #: {number} counts the moves of this game; {move} is "8♠ to 9♣".
        return self.tr("Cannot be won any more (since move {number}: {move})").format(
            number=at + 1, move=short_move(before, game.move_stack[at])
        )
