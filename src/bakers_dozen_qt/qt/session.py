"""The game in play: the engine ``Game``, its undo stack and its clock, and what may change them.

Every change to the game is one of the session's operations (play a move, play a line,
rewind, new game, restart), and each makes one undo entry, a :class:`StepCommand`
holding one ``engine.history.Step``. Nothing else creates undo commands. After each
change the session emits ``state_changed`` and the table redraws from the engine.

:meth:`GameSession.request_move` is where a move the player asked for is checked: the
table's drags, clicks and double-clicks all end there.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..engine.game import Game
from ..engine.history import History, Step, StepKind
from ..engine.moves import Move
from .clock import Clock
from .commands import StepCommand
from .wording import describe, sentence


class GameSession(QObject):
    state_changed = Signal()  # the table changed: redraw from the engine
    game_replaced = Signal(object)  # Game: a new game took this one's place
    refused = Signal(object)  # Move: the rules said no; the card goes back
    won = Signal()
    stuck = Signal()
    message = Signal(str)

    def __init__(
        self, game: Game, deal_number: int | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.deal_number = deal_number
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._changed)
        self.clock = Clock(self)
        self.auto_drop = True
        self._was_won = game.is_won()
        self._rebuilding = False

    # --- games --------------------------------------------------------------------------

    def new_game(self, game: Game, deal_number: int | None = None, *, elapsed: float = 0.0) -> None:
        """Play ``game`` from where it stands, with an empty undo history."""
        self.start_from(game, History(), deal_number, elapsed=elapsed)

    def start_from(
        self,
        game: Game,
        history: History,
        deal_number: int | None = None,
        *,
        elapsed: float = 0.0,
    ) -> None:
        """Play ``game`` after ``history``'s steps (a restored game): every step becomes
        an undo entry again, done or undone as it was. ``HistoryError`` (and no change)
        if a step does not fit the game."""
        history.replay(game)  # check everything before touching the table
        self._rebuilding = True
        try:
            self.undo_stack.clear()
            self.game = game
            self.deal_number = deal_number
            for step in history.steps:
                self.undo_stack.push(StepCommand(game, step, self._label(step)))
            self.undo_stack.setIndex(history.index)
        finally:
            self._rebuilding = False
        self.clock.reset(elapsed)
        self._was_won = game.is_won()
        if game.moves_count and not self._was_won:
            self.clock.start()
        self.game_replaced.emit(game)
        self.state_changed.emit()

    def restart(self) -> None:
        """Back to the deal, as one undoable step."""
        if self.game.moves_count:
            self._push(Step(StepKind.RESTART))

    # --- moves --------------------------------------------------------------------------

    def request_move(self, move: Move) -> bool:
        """The player's move: made if the rules allow it, with the safe moves it frees
        (one undo step); otherwise ``refused`` and a message saying why. Every drop,
        click and double-click on the table is checked here."""
        reason = self.game.illegal_reason(move)
        if reason is not None:
            self.message.emit(sentence(reason))
            self.refused.emit(move)
            return False
        drops: list[Move] = []
        if self.auto_drop:
            probe = self.game.copy()
            probe.push(move)
            drops = probe.play_safe_moves()
        self._push(Step(StepKind.MOVE, (move, *drops)))
        return True

    def play_line(self, moves: Iterable[Move], kind: StepKind = StepKind.SHOWN) -> bool:
        """Moves made for the player (Show the Way, Auto Finish): one undo step, and only
        if every move is legal in turn."""
        line = tuple(moves)
        probe = self.game.copy()
        for move in line:
            if not probe.is_legal(move):
                return False
            probe.push(move)
        if not line:
            return False
        self._push(Step(kind, line))
        return True

    def auto_finish(self) -> int:
        moves = self.game.finishing_moves()
        if not self.play_line(moves, StepKind.AUTO_FINISH):
            self.message.emit(self.tr("No card can safely go to the foundations now."))
            return 0
        return len(moves)

    def rewind_to(self, index: int) -> int:
        """Undo steps until at most ``index`` moves are made; return how many are.

        Only whole steps are undone, so Redo brings every one of them back. When
        ``index`` falls inside a step (a move and the safe moves that followed it), the
        table goes back to the start of that step: an earlier position of the same line.
        """
        stack = self.undo_stack
        while self.game.moves_count > index and stack.canUndo():
            stack.undo()
        return self.game.moves_count

    # --- reading --------------------------------------------------------------------------

    def history(self) -> History:
        """The undo stack as plain data: its steps, and how many of them are done."""
        stack = self.undo_stack
        steps = []
        for i in range(stack.count()):
            command = stack.command(i)
            assert isinstance(command, StepCommand)
            steps.append(command.step)
        return History(tuple(steps), stack.index())

    def elapsed(self) -> float:
        return self.clock.elapsed()

    def score(self) -> int:
        return self.game.score(self.clock.elapsed())

    # --- inside --------------------------------------------------------------------------

    def _label(self, step: Step) -> str:
        """What Undo and Redo call ``step``, made from the position before it."""
        if step.kind is StepKind.RESTART:
            return self.tr("Restart")
        if step.kind is StepKind.AUTO_FINISH:
            return self.tr("Auto Finish")
        return describe(self.game, step.moves[0])

    def _push(self, step: Step) -> None:
        self.undo_stack.push(StepCommand(self.game, step, self._label(step)))

    def _changed(self) -> None:
        if self._rebuilding:
            return
        game = self.game
        won = game.is_won()
        if won:
            self.clock.stop()
        elif game.moves_count and not self.clock.running:
            self.clock.start()
        self.state_changed.emit()
        if won and not self._was_won:
            self.won.emit()
        elif not won and game.is_stuck():
            self.stuck.emit()
        self._was_won = won
