"""The game in play: the engine ``Game``, its undo stack and its clock, and what may change them.

Every change to the game is one of the session's operations (play a move, play a line,
rewind, new game, restart, undo, redo), and each makes or walks one undo entry, a
:class:`StepCommand` holding one ``engine.history.Step``. Nothing else creates undo
commands. After each change the session emits ``state_changed`` and the table redraws
from the engine. While the session is locked (the game is paused) none of them does
anything.

:meth:`GameSession.request_move` is where a move the player asked for is checked: the
table's drags, clicks and double-clicks all end there.

The session also keeps the game's :class:`~.tally.Tally` (hints, undos, help, whether
the player moved at all) and says when a game ends for the records: ``finished`` is
emitted exactly once per game, when it is first won, or when a new game replaces one
the player had moved in and not won, however often it was restarted.

A game without a deal number (a pasted board) is *practice*: the player did not deal
it, so nobody can tell how it came to be, and it never ends for the records.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ...engine.cards import Card
from ...engine.game import Game
from ...engine.history import History, Step, StepKind
from ...engine.moves import Move
from ..words.wording import describe, sentence
from .clock import Clock, Now
from .commands import StepCommand
from .game_tally import Tally

if TYPE_CHECKING:  # the store (SQLite) loads when a game first ends, not for the first frame
    from ...engine.budgets import Budgets
    from ...store import GameRecord


class GameSession(QObject):
    state_changed = Signal()  # the table changed: redraw from the engine
    game_replaced = Signal(object)  # Game: a new game took this one's place
    refused = Signal(object)  # Move: the rules said no; the card goes back
    won = Signal()
    stuck = Signal()
    finished = Signal(object)  # GameRecord: count this game (once)
    message = Signal(str)
    shown = Signal(str)  # a message for the eye: the narrator says the step itself

    def __init__(
        self,
        game: Game,
        deal_number: int | None = None,
        parent: QObject | None = None,
        *,
        now: Now = time.monotonic,
        budgets: Budgets | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self._budgets = budgets  # None: the engine's own, loaded when first asked for
        self.deal_number = deal_number
        self.tally = Tally()
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._changed)
        self.clock = Clock(self, now=now)
        self.auto_drop = True
        self._locked = False
        self._was_won = game.is_won()
        self._index = 0
        self.index_before = 0
        """The undo stack's index before its last change (``state_changed`` tells it)."""
        self._rebuilding = False
        self._rewinding = False
        # The player's and the automatic moves of the steps done, kept up to date step by
        # step (every move would otherwise count the whole history again), and those of
        # steps a long saved history no longer holds.
        self._done = [0, 0]
        self._earlier = (0, 0)

    @property
    def budgets(self) -> Budgets:
        """What each question to the solver may spend (Hint, Solve, the live status...):
        the features hand these figures on, keeping none of their own. The engine's
        budgets load when the first question is asked, not for the first frame."""
        if self._budgets is None:
            from ...engine.budgets import BUDGETS

            self._budgets = BUDGETS
        return self._budgets

    # --- games --------------------------------------------------------------------------

    def new_game(self, game: Game, deal_number: int | None = None, *, daily: bool = False) -> None:
        """Play ``game`` from where it stands, with an empty undo history and clock."""
        self.start_from(game, History(), deal_number, tally=Tally(daily=daily))

    def start_from(
        self,
        game: Game,
        history: History,
        deal_number: int | None = None,
        *,
        elapsed: float = 0.0,
        tally: Tally | None = None,
    ) -> None:
        """Play ``game`` after ``history``'s steps (a restored game): every step becomes
        an undo entry again, done or undone as it was. ``HistoryError`` (and no change)
        if a step does not fit the game.

        The game being replaced is counted first if it was abandoned. The clock keeps
        ``elapsed`` and waits: it runs again at the next change or :meth:`wake`.
        """
        history.replay(game)  # check everything before touching the table
        self._count_if_abandoned()
        self._rebuilding = True
        try:
            self.undo_stack.clear()
            self.game = game
            self.deal_number = deal_number
            self.tally = tally if tally is not None else Tally()
            for step in history.steps:
                self.undo_stack.push(StepCommand(game, step, self._label(step)))
            self.undo_stack.setIndex(history.index)
        finally:
            self._rebuilding = False
        self._index = self.index_before = self.undo_stack.index()
        self._earlier = (history.earlier_moves, history.earlier_automatic)
        self._done = [0, 0]
        self._count_steps(0, self._index, +1)
        if history.earlier_moves or any(step.player_moves for step in history.steps):
            self.tally.played = True
        self.clock.reset(elapsed)
        self._was_won = game.is_won()
        self.game_replaced.emit(game)
        self.state_changed.emit()

    def restart(self) -> None:
        """Back to the deal, as one undoable step. The clock keeps running: time is time
        spent on the deal, or a restart would give free time to study it."""
        if self._locked or not self.game.moves_count:
            return
        self._push(Step(StepKind.RESTART))
        # Shown, not said: the narrator says every restart, redone ones too, in the
        # same words (said here as well, a restart was heard twice).
        self.shown.emit(
            self.tr(
                "Back to the deal. The clock keeps running: time counts on the deal, "
                "restarts included."
            )
        )

    # --- moves --------------------------------------------------------------------------

    def request_move(self, move: Move) -> bool:
        """The player's move: made if the rules allow it, with the safe moves it frees
        (one undo step); otherwise ``refused`` and a message saying why. Every drop,
        click and double-click on the table is checked here."""
        if self._locked:
            return False
        reason = self.game.illegal_reason(move)
        if reason is not None:
            self.message.emit(sentence(reason))
            self.refused.emit(move)
            return False
        drops: list[Move] = []
        if self.auto_drop:
            probe = self.game.copy(with_stack=False)  # the table only: a constant cost
            probe.push(move)
            drops = probe.play_safe_moves()
        self._push(Step(StepKind.MOVE, (move, *drops)))
        return True

    def play_line(self, moves: Iterable[Move], kind: StepKind = StepKind.SHOWN) -> bool:
        """Moves made for the player (Show the Way, Auto Finish): one undo step, and only
        if every move is legal in turn. A line the solver shows is help."""
        if self._locked:
            return False
        line = tuple(moves)
        probe = self.game.copy(with_stack=False)
        for move in line:
            if not probe.is_legal(move):
                return False
            probe.push(move)
        if not line:
            return False
        if kind is StepKind.SHOWN:
            self.tally.helped = True
        self._push(Step(kind, line))
        return True

    def auto_finish(self) -> int:
        if self._locked:
            return 0
        from ...engine.finish import finishing_moves  # not needed for the first frame

        moves = finishing_moves(self.game)
        if not self.play_line(moves, StepKind.AUTO_FINISH):
            self.message.emit(self.tr("No card can safely go to the foundations now."))
            return 0
        return len(moves)

    def undo(self) -> None:
        if not self._locked:
            self.undo_stack.undo()

    def redo(self) -> None:
        if not self._locked:
            self.undo_stack.redo()

    def rewind_to(self, index: int) -> int:
        """Where Was It Lost?'s Go Back: undo steps until at most ``index`` moves are
        made; return how many are. Going back to where the solver says the game was
        still winnable is help.

        Only whole steps are undone, so Redo brings every one of them back. When
        ``index`` falls inside a step (a move and the safe moves that followed it), the
        table goes back to the start of that step: an earlier position of the same line.
        """
        if self._locked:
            return self.game.moves_count
        stack = self.undo_stack
        self.tally.helped = True
        self._rewinding = True
        try:
            while self.game.moves_count > index and stack.canUndo():
                stack.undo()
        finally:
            self._rewinding = False
        return self.game.moves_count

    def tell_if_stuck(self) -> None:
        """Say ``stuck`` if no card can move (a board that came so, pasted: a game that
        got there says it by itself)."""
        if not self.game.is_won() and self.game.is_stuck():
            self.stuck.emit()

    # --- the player's help, and the clock ----------------------------------------------------

    def note_help(self) -> None:
        """The player came back to a position the solver named (Where Was It Lost?) by
        their own undos: help, as Go Back is."""
        self.tally.helped = True

    def note_hint(self) -> None:
        """A hint was shown: counted in the game's row (hints are not "help")."""
        self.tally.hints += 1

    def wake(self) -> None:
        """The player touched the table: after a resume, the clock runs again."""
        if self._locked or self.clock.running or self.game.is_won():
            return
        if self.game.moves_count or self.tally.played or self.undo_stack.count():
            self.clock.start()

    @property
    def locked(self) -> bool:
        return self._locked

    def set_locked(self, locked: bool) -> None:
        """Paused: nothing changes the game until unlocked."""
        self._locked = locked

    # --- reading --------------------------------------------------------------------------

    def history(self) -> History:
        """The undo stack as plain data: its steps, and how many of them are done."""
        return History(self._steps(), self.undo_stack.index(), *self._earlier)

    def step(self, index: int) -> Step:
        """The undo stack's step ``index`` (0: the oldest)."""
        command = self.undo_stack.command(index)
        assert isinstance(command, StepCommand)
        return command.step

    def undo_step(self) -> Step | None:
        """The step Undo would take back (``None``: none)."""
        index = self.undo_stack.index() - 1
        return self.step(index) if index >= 0 else None

    def just_done(self) -> Step | None:
        """The step the last change did, when it did exactly one (a move, Auto Finish,
        a Redo); ``None`` after an Undo, a rewind or a new game."""
        if self.undo_stack.index() != self.index_before + 1:
            return None
        return self.undo_step()

    def cards_just_moved(self) -> list[Card]:
        """The cards :meth:`just_done` moved, in order, when it moved several (Auto
        Finish, a move and the safe moves after it): the table sends them one by one."""
        step = self.just_done()
        if step is None or len(step.moves) < 2:
            return []
        probe = self.game.copy()
        for _ in step.moves:
            probe.pop()
        cards = []
        for move in step.moves:
            top = probe.top(move.source)
            if top is not None:
                cards.append(top)
            probe.push(move)
        return cards

    def redo_step(self) -> Step | None:
        """The step Redo would make again (``None``: none)."""
        index = self.undo_stack.index()
        return self.step(index) if index < self.undo_stack.count() else None

    def player_moves(self) -> int:
        """The player's own moves in the steps done (a restart does not take them back)."""
        return self._earlier[0] + self._done[0]

    def automatic_moves(self) -> int:
        """Moves made for the player in the steps done: safe moves up, Auto Finish, Show
        the Way."""
        return self._earlier[1] + self._done[1]

    def elapsed(self) -> float:
        return self.clock.elapsed()

    def score(self) -> int:
        return self.game.score(self.clock.elapsed())

    @property
    def practice(self) -> bool:
        """A position the player did not deal (no deal number): never counted."""
        return self.deal_number is None

    @property
    def in_progress(self) -> bool:
        """The player moved on this deal and it is neither won nor counted yet."""
        t = self.tally
        return t.played and not t.counted and not self.game.is_won() and not self.practice

    # --- inside --------------------------------------------------------------------------

    def _steps(self) -> tuple[Step, ...]:
        return tuple(self.step(i) for i in range(self.undo_stack.count()))

    def _count_steps(self, start: int, end: int, sign: int) -> None:
        """Add (``sign`` 1) or take away (-1) the moves of steps ``start`` to ``end``."""
        for i in range(start, end):
            step = self.step(i)
            self._done[0] += sign * step.player_moves
            self._done[1] += sign * (len(step.moves) - step.player_moves)

    def _label(self, step: Step) -> str:
        """What Undo and Redo call ``step``, made from the position before it."""
        if step.kind is StepKind.RESTART:
            #: Undo history: the step "restart the deal"; may be shown after "Undo" (see context
            #: Menus).
            return self.tr("Restart")
        if step.kind is StepKind.AUTO_FINISH:
            #: Undo history: the step "Auto Finish"; may be shown after "Undo".
            return self.tr("Auto Finish")
        return describe(self.game, step.moves[0])

    def _push(self, step: Step) -> None:
        if step.player_moves:
            self.tally.played = True
        self.undo_stack.push(StepCommand(self.game, step, self._label(step)))

    def record(self, *, won: bool) -> GameRecord:
        """The statistics' record of this game, were it to end now."""
        # The time played, as the status bar shows it (stopped at a win).
        seconds = self.clock.elapsed()
        return self.tally.record(
            self.game, self.deal_number, won=won, moves=self.player_moves(), seconds=seconds
        )

    def _count_if_abandoned(self) -> None:
        if self.in_progress:
            self.tally.counted = True
            self.finished.emit(self.record(won=False))

    def _changed(self) -> None:
        if self._rebuilding:
            return
        index = self.undo_stack.index()
        if index < self._index and not self._rewinding:
            self.tally.undos += self._index - index
        if index > self._index:
            self._count_steps(self._index, index, +1)
        else:
            self._count_steps(index, self._index, -1)
        self.index_before, self._index = self._index, index
        game = self.game
        won = game.is_won()
        if won:
            self.clock.stop()
        elif (game.moves_count or self.tally.played) and not self.clock.running:
            self.clock.start()  # the first move, or the first change after a resume
        self.state_changed.emit()
        if won and not self._was_won:
            if not self.tally.counted and not self.practice:
                self.tally.counted = True
                self.finished.emit(self.record(won=True))
            self.won.emit()
        elif not won and game.is_stuck():
            self.stuck.emit()
        self._was_won = won
