"""The game in play: owns the engine ``Game``, the undo stack and the clock.

Every change to the game goes through a command on :attr:`GameController.undo_stack`;
after each change the controller emits ``state_changed`` and the scene redraws from the
engine. Automatic sequences (auto-drops after a move, Auto Finish) are one macro, so a
single Undo takes the whole sequence back.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..engine.game import Game
from ..engine.moves import FOUNDATION, Move
from .clock import Clock
from .commands import MoveCommand, RestartCommand, describe


class GameController(QObject):
    state_changed = Signal()
    game_replaced = Signal(object)  # Game
    won = Signal()
    stuck = Signal()
    message = Signal(str)

    def __init__(self, game: Game, deal_number: int | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        self.deal_number = deal_number
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._changed)
        self.clock = Clock(self)
        self.auto_drop = True
        self._was_won = False

    # --- games --------------------------------------------------------------------------

    def new_game(
        self,
        game: Game,
        deal_number: int | None = None,
        *,
        elapsed: float = 0.0,
        history: tuple[Move, ...] = (),
    ) -> None:
        """Play ``game``; ``history`` are moves already made from it (a restored game),
        replayed as commands so that Undo can take them back too."""
        self.undo_stack.blockSignals(True)
        self.undo_stack.clear()
        self.game = game
        self.deal_number = deal_number
        for m in history:
            self.undo_stack.push(MoveCommand(game, m))
        self.undo_stack.blockSignals(False)
        self.clock.reset(elapsed)
        self._was_won = game.is_won()
        if game.moves_count and not self._was_won:
            self.clock.start()
        self.game_replaced.emit(game)
        self.state_changed.emit()

    def restart(self) -> None:
        if self.game.moves_count:
            self.undo_stack.push(RestartCommand(self.game))

    # --- moves --------------------------------------------------------------------------

    def request_move(self, move: Move) -> bool:
        """Make ``move`` if the rules allow it (plus any safe auto-drops); say why not."""
        reason = self.game.illegal_reason(move)
        if reason is not None:
            self.message.emit(reason[0].upper() + reason[1:] + ".")
            self.state_changed.emit()  # the view puts the card back
            return False
        drops: list[Move] = []
        if self.auto_drop:
            probe = self.game.copy()
            probe.push(move)
            drops = probe.play_safe_moves()
        if not drops:
            self.undo_stack.push(MoveCommand(self.game, move))
            return True
        self.undo_stack.beginMacro(describe(self.game, move))
        for m in (move, *drops):
            self.undo_stack.push(MoveCommand(self.game, m))
        self.undo_stack.endMacro()
        return True

    def finishing_moves(self) -> list[Move]:
        """What Auto Finish plays: safe foundation moves, or every foundation move when
        foundation moves alone win from here."""
        probe = self.game.copy()
        greedy: list[Move] = []
        while True:
            ups = [Move(s, FOUNDATION) for s in range(probe.column_count)]
            m = next((u for u in ups if probe.is_legal(u)), None)
            if m is None:
                break
            probe.push(m)
            greedy.append(m)
        if probe.is_won():
            return greedy
        return self.game.copy().play_safe_moves()

    def auto_finish(self) -> int:
        moves = self.finishing_moves()
        if not moves:
            self.message.emit("No card can safely go to the foundations now.")
            return 0
        self.undo_stack.beginMacro("Auto Finish")
        for m in moves:
            self.undo_stack.push(MoveCommand(self.game, m))
        self.undo_stack.endMacro()
        return len(moves)

    # --- state ---------------------------------------------------------------------------

    def elapsed(self) -> float:
        return self.clock.elapsed()

    def score(self) -> int:
        return self.game.score(self.clock.elapsed())

    def _changed(self) -> None:
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
