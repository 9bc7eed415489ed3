"""What the game's news sounds like: the session's steps and the table's gestures, each
turned into the name of a sound for the player (see ``player.SOUNDS``)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject

from ...engine.game import Game
from ...engine.history import StepKind
from ...engine.moves import FOUNDATION
from ..play.session import GameSession


class Sink(Protocol):
    def play(self, name: str) -> None: ...


class SoundCues(QObject):
    """Listens to ``session`` and plays into ``sink``; the window connects the table's
    gestures (:meth:`picked_up`) too."""

    def __init__(self, session: GameSession, sink: Sink, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._sink = sink
        self._index = session.undo_stack.index()
        self._down = _face_down(session.game)
        session.state_changed.connect(self._changed)
        session.refused.connect(lambda _move: sink.play("refuse"))
        session.won.connect(lambda: sink.play("win"))
        session.game_replaced.connect(self._replaced)

    def picked_up(self) -> None:
        self._sink.play("pick")

    def _replaced(self, game: Game) -> None:
        self._index = self._session.undo_stack.index()
        self._down = _face_down(game)
        self._sink.play("deal")

    def _changed(self) -> None:
        s = self._session
        index = s.undo_stack.index()
        before, self._index = self._index, index
        down, self._down = self._down, _face_down(s.game)
        if index == before:
            return
        if index < before:
            self._sink.play("undo")
            return
        step = s.undo_step()
        if step is None:
            return
        if step.kind is StepKind.RESTART:
            self._sink.play("deal")
        elif step.kind is StepKind.AUTO_FINISH:
            self._sink.play("finish")
        elif step.moves[0].target == FOUNDATION:
            self._sink.play("foundation")
        else:
            self._sink.play("put")
        if self._down < down:
            self._sink.play("turn")  # a face-down card turned over (1883, Castles in Spain)


def _face_down(game: Game) -> int:
    return sum(game.face_down_count(c) for c in range(game.column_count))
