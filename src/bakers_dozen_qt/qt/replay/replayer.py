"""Showing a finished game's line on the table, move by move, and leaving it again.

:meth:`Replayer.watch` checks the line whole (:class:`LineReplay`), locks the session
(the game in progress keeps its table, its undo steps and its clock, stopped), uncovers
a paused table, and hands the table the replay's own ``Game``. From there only the
replay moves: the table's cards cannot be played (the scene is read-only and says so),
keys and buttons step, play at a chosen speed, and jump. :meth:`Replayer.leave` gives
the table the session's game back, covered again if it was paused, and unlocks it.

A lost game's replay asks the solver, in the background, for the move after which the
game could no longer be won (as Where Was It Lost? does) and marks it in the list.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QLabel, QMainWindow

from ...engine.game import Game
from ...engine.line_replay import LineError, LineReplay
from ...engine.moves import Move
from ...engine.rules import Rules
from ..features.solver_answers import Asked
from ..features.solver_worker import SolverRunner
from ..play.session import GameSession
from ..table.table_scene import TableScene
from ..words.i18n import number, reword
from ..words.variant_names import variant_name
from ..words.wording import describe
from .loss_verdict import Ending, Verdict, judge, words
from .replay_panel import DEFAULT_SPEED, SPEEDS_MS, ReplayPanel, key

log = logging.getLogger(__name__)


class Replayer(QObject):
    """The replay on the window's table. ``active_changed(bool)`` when one starts or
    ends; ``said(str)``: a sentence for the screen reader (each move as it is shown)."""

    active_changed = Signal(bool)
    said = Signal(str)

    def __init__(self, window: QMainWindow, session: GameSession, scene: TableScene) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._scene = scene
        self.replay: LineReplay | None = None
        self.heading = ""
        self.panel: ReplayPanel | None = None
        self._note: QLabel | None = None
        self._was_paused = False
        self._speed = DEFAULT_SPEED
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._finder = SolverRunner(judge, self)
        self._finder.ready.connect(self._found)
        self.lost_at: int | None = None
        """The move that lost a lost game (1-based), once the solver has found it."""
        self.verdict = Verdict(Ending.WON)
        self._shortcuts: list[QShortcut] = []

    @property
    def active(self) -> bool:
        return self.replay is not None

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    # --- starting and leaving ---------------------------------------------------------

    def watch(
        self, rules: Rules, deal: int, moves: Sequence[Move], heading: str, *, daily: bool
    ) -> bool:
        """Replay ``moves`` from ``deal`` (the daily deal of that date if ``daily``;
        ``heading`` says whose game it is); ``False``, and a word in the status bar, if
        the line is no game of that deal."""
        try:
            replay = LineReplay(rules, deal, moves, daily=daily)
        except LineError as e:
            log.warning("a line that cannot be replayed: %s", e)
            self._window.statusBar().showMessage(
                #: {number}: the first move of a kept game that does not fit its deal.
                self.tr(
                    "This game cannot be replayed: its move {number} does not fit the deal."
                ).format(number=number(e.number)),
                8000,
            )
            return False
        if self.replay is None:
            self._take_the_table()
        else:
            self._stop()
        self.replay = replay
        self.heading = heading
        self.lost_at = None
        self.verdict = Verdict(Ending.WON if replay.won else Ending.LOOKING)
        panel = self._panel()
        self._scene.set_game(replay.game)
        self._fill()
        self._show(animate=False)
        panel.show()
        panel.raise_()
        panel.moves.setFocus(Qt.FocusReason.OtherFocusReason)
        self._set_verdict(words(self.verdict))
        if not replay.won:
            self._finder.request_data(Asked(replay.final, self._session.budgets))
        self.said.emit(self._opening())
        self.active_changed.emit(True)
        return True

    def leave(self) -> None:
        """Back to the game in progress, as it was."""
        if self.replay is None:
            return
        self._stop()
        self._finder.cancel()
        self.replay = None
        if self.panel is not None:
            self.panel.hide()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
        if self._note is not None:
            self._window.statusBar().removeWidget(self._note)
            self._note.deleteLater()
            self._note = None
        scene, session = self._scene, self._session
        scene.read_only = False
        scene.set_game(session.game)
        if self._was_paused:
            scene.set_paused(True, told=False)
        else:
            session.set_locked(False)
        table = self._window.centralWidget()
        if table is not None:
            table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.said.emit(self.tr("Back to your game."))
        self.active_changed.emit(False)

    def shutdown(self) -> None:
        self._stop()
        self._finder.shutdown()

    def _take_the_table(self) -> None:
        scene, session = self._scene, self._session
        self._was_paused = scene.paused
        session.set_locked(True)
        session.clock.set_paused(True)
        scene.set_paused(False, told=False)
        scene.mover.finish()
        scene.read_only = True
        note = QLabel(self._window)
        note.setObjectName("replay-note")
        #: The status bar while a finished game is replayed on the table.
        note.setText(self.tr("Replay: the table is read-only. Esc goes back to your game."))
        self._window.statusBar().insertWidget(0, note, 1)
        self._note = note
        for shortcut in self._shortcuts:
            shortcut.setEnabled(True)

    # --- moving along the line --------------------------------------------------------

    def go_to(self, index: int, *, told: bool = True) -> None:
        """Show the table after ``index`` moves; ``told``: say the move (not while the
        replay plays: a move every quarter second would drown the reader)."""
        if self.replay is None:
            return
        far = abs(index - self.replay.index) > 1
        self.replay.go_to(index)
        self._show(animate=not far)
        if told:
            self._tell()

    def step(self, delta: int) -> None:
        if self.replay is not None:
            self._stop()
            self.go_to(self.replay.index + delta)

    def to_first(self) -> None:
        self._stop()
        self.go_to(0)

    def to_last(self) -> None:
        if self.replay is not None:
            self._stop()
            self.go_to(len(self.replay))

    def toggle_play(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if self.playing:
            self._stop()
            self.said.emit(self.tr("Paused."))
            self._tell()
            return
        if replay.index >= len(replay):
            self.go_to(0)  # played to its end: play it again from the deal
        self._timer.start(SPEEDS_MS[self._speed])
        if self.panel is not None:
            self.panel.set_playing(True)

    def set_speed(self, index: int) -> None:
        self._speed = max(0, min(index, len(SPEEDS_MS) - 1))
        if self.panel is not None:
            self.panel.set_speed(self._speed)
        if self.playing:
            self._timer.start(SPEEDS_MS[self._speed])

    def _tick(self) -> None:
        replay = self.replay
        if replay is None or replay.index >= len(replay):
            self._stop()
            return
        self.go_to(replay.index + 1, told=False)
        if replay.index >= len(replay):
            self._stop()
            self._tell()  # where it stopped: the last move

    def _stop(self) -> None:
        self._timer.stop()
        if self.panel is not None:
            self.panel.set_playing(False)

    # --- showing ----------------------------------------------------------------------

    def _panel(self) -> ReplayPanel:
        if self.panel is not None:
            return self.panel
        panel = ReplayPanel(self._window)
        self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        panel.go.connect(self.go_to)
        panel.first.connect(self.to_first)
        panel.back.connect(lambda: self.step(-1))
        panel.play.connect(self.toggle_play)
        panel.forward.connect(lambda: self.step(1))
        panel.last.connect(self.to_last)
        panel.speed_chosen.connect(self.set_speed)
        panel.leave.connect(self.leave)
        panel.set_speed(self._speed)
        for name, act in (
            ("Left", lambda: self.step(-1)),
            ("Right", lambda: self.step(1)),
            ("PgUp", lambda: self.step(-10)),
            ("PgDown", lambda: self.step(10)),
            ("Home", self.to_first),
            ("End", self.to_last),
            ("+", lambda: self.set_speed(self._speed + 1)),
            ("-", lambda: self.set_speed(self._speed - 1)),
            ("Esc", self.leave),
        ):
            shortcut = QShortcut(key(name), self._window)
            shortcut.activated.connect(act)
            self._shortcuts.append(shortcut)
        self.panel = panel
        reword(panel, self._reword)
        return panel

    def _reword(self) -> None:
        if self.replay is not None:
            self._fill()
            self._show(animate=False)
            self._set_verdict(words(self.verdict))

    def _rows(self) -> list[str]:
        replay = self.replay
        assert replay is not None
        #: The first row of a replay's list of moves: the table as it was dealt.
        rows = [self.tr("The deal")]
        game = Game(replay.rules, replay.game.initial)
        for i, move in enumerate(replay.moves, 1):
            rows.append(self._row(i, describe(game, move)))
            game.push(move)
        return rows

    def _row(self, i: int, what: str) -> str:
        #: A row of a replay's list of moves: "12. Move 7♣ to 8♥".
        text = self.tr("{number}. {move}").format(number=number(i), move=what)
        if i == self.lost_at:
            #: Marks the move in a replay's list after which the game could not be won.
            text += " — " + self.tr("the game was lost here")
        return text

    def _fill(self) -> None:
        if self.panel is not None:
            self.panel.fill(self._rows())
            if self.lost_at is not None:
                self._mark(self.lost_at)

    def _show(self, *, animate: bool) -> None:
        replay = self.replay
        if replay is None:
            return
        self._scene.sync(animate=animate)
        self._scene.set_caption(self._caption())
        if self.panel is not None:
            self.panel.heading.setText(self.heading)
            self.panel.where.setText(self._where())
            self.panel.show_index(replay.index)

    def _where(self) -> str:
        replay = self.replay
        assert replay is not None
        if replay.index == 0:
            #: Where a replay stands: at the deal, before any of its moves.
            return self.tr("The deal: %n move(s) to watch.", "", len(replay))
        #: Where a replay stands: "Move 12 of 87".
        return self.tr("Move {number} of {count}").format(
            number=number(replay.index), count=number(len(replay))
        )

    def _caption(self) -> str:
        replay = self.replay
        assert replay is not None
        #: On the table during a replay, above the variant's name.
        title = self.tr("Replay")
        return (
            f"<b>{title}</b><br><small>{variant_name(replay.rules)}</small>"
            f"<br><small>{self._where()}</small>"
        )

    def _tell(self) -> None:
        replay = self.replay
        if replay is None or self.panel is None:
            return
        item = self.panel.moves.item(replay.index)
        self.said.emit(item.text() if item is not None else self._where())

    def _opening(self) -> str:
        #: Said when a replay starts: whose game, then how to move along it.
        return self.tr("{heading}. Replay: Left and Right step, P plays, Esc leaves.").format(
            heading=self.heading.rstrip(".")
        )

    # --- the move that lost it --------------------------------------------------------

    def _found(self, answer: object) -> None:
        if self.replay is None or not isinstance(answer, Verdict):
            return
        self.verdict = answer
        self.lost_at = answer.lost_at
        if self.lost_at is not None:
            self._mark(self.lost_at)
        text = words(answer)
        self._set_verdict(text)
        self.said.emit(text)

    def _mark(self, lost_at: int) -> None:
        replay = self.replay
        if self.panel is None or replay is None or not 0 < lost_at <= len(replay):
            return
        game = replay.before(lost_at)
        self.panel.set_row_text(
            lost_at, self._row(lost_at, describe(game, replay.moves[lost_at - 1])), marked=True
        )

    def _set_verdict(self, text: str) -> None:
        if self.panel is not None:
            self.panel.verdict.setText(text)
