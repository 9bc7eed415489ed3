"""The player's hand on the table: drag and drop, click-click, double-click.

:class:`TableInput` is owned by the table scene, which hands it its mouse events. All the
state of a gesture lives here and nowhere else: the card held (:attr:`TableInput.hand`),
the selected column (:attr:`TableInput.selected`) and the piles lit as its targets
(:attr:`TableInput.lit`). The scene only draws what this object tells it to.

Dragging is done with plain scene mouse events (press, move past the platform's drag
distance, release), as card games do, rather than ``QDrag``: the card follows the
pointer, every legal target lights up, and tests can drive it with ordinary mouse input.
A finished gesture only ever *asks* for a move (``move_requested``); the session checks
it and makes it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QApplication

from ...engine import ranking
from ...engine.game import Game
from ...engine.moves import FOUNDATION, Move
from .card_item import CardItem
from .layout import Rect
from .pile import Pile


class HandScene(Protocol):
    """What the hand needs of the table scene: hit tests, and ways to show marks."""

    @property
    def game(self) -> Game: ...
    @property
    def paused(self) -> bool: ...
    @property
    def read_only(self) -> bool: ...
    def card_size(self) -> tuple[float, float]: ...
    def card_at(self, pos: QPointF) -> CardItem | None: ...
    def top_item(self, column: int) -> CardItem: ...
    def pile_at(self, pos: QPointF) -> Pile | None: ...
    def drop_rect(self, pile: Pile) -> Rect: ...
    def settle(self) -> None: ...
    def snap_back(self) -> None: ...
    def shake(self, item: CardItem) -> None: ...
    def lift(self, item: CardItem, lifted: bool) -> None: ...
    def show_marks(self, lit: frozenset[Pile], selected: CardItem | None) -> None: ...
    def show_drop(self, lit: frozenset[Pile], pile: Pile | None) -> None: ...


# A plain class, not a dataclass: made at start-up without exec (docs/start-up.md).
class Hand:
    """A press on the table, and the card it took hold of."""

    __slots__ = ("at", "column", "dragging", "item", "origin")

    def __init__(
        self,
        at: QPointF,  # where the press was, in scene coordinates
        item: CardItem | None,  # the card under the press
        column: int | None,  # the column whose top card that is (only those move)
        dragging: bool = False,
        origin: QPointF | None = None,  # where the card lay when the drag began
    ) -> None:
        self.at = at
        self.item = item
        self.column = column
        self.dragging = dragging
        self.origin = origin


class TableInput(QObject):
    move_requested = Signal(object)  # Move
    message = Signal(str)
    resume_requested = Signal()
    picked_up = Signal()  # a card was picked up (selected, or lifted by a drag)
    held_changed = Signal(object, object)  # int | None each: the column let go, the one held

    def __init__(self, table: HandScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self.click_plays_best = False
        self.hand: Hand | None = None
        self._selected: int | None = None
        self.lit: frozenset[Pile] = frozenset()

    # --- the state, changed only here -------------------------------------------------------

    @property
    def selected(self) -> int | None:
        """The column whose top card is picked up (by a key or a click), if any."""
        return self._selected

    @selected.setter
    def selected(self, column: int | None) -> None:
        before, self._selected = self._selected, column
        if before != column:
            self.held_changed.emit(before, column)

    def targets_of(self, column: int) -> frozenset[Pile]:
        """The piles the top card of ``column`` may go to (the engine's legal moves)."""
        game = self._table.game
        top = game.top(column)
        if top is None:
            return frozenset()
        return frozenset(Pile.of_target(t, top.suit) for t in game.targets(column))

    def select(self, column: int) -> None:
        """Pick up the top card of ``column``: it is marked and its targets light up."""
        game = self._table.game
        self.selected = column
        self.lit = self.targets_of(column)
        self._table.show_marks(self.lit, self._table.top_item(column))
        self.picked_up.emit()
        if not self.lit:
            top = game.column(column)[-1]
            self.message.emit(self.tr("{card} has nowhere to go just now.").format(card=top.label))

    def clear(self) -> None:
        """Let go of everything: no card held, none selected, nothing lit."""
        if self.hand is not None and self.hand.item is not None and self.hand.dragging:
            self._table.lift(self.hand.item, False)
        self.hand = None
        self.selected = None
        self.lit = frozenset()
        self._table.show_marks(self.lit, None)

    def request(self, move: Move) -> None:
        """Let go of everything and ask for ``move`` (the session decides)."""
        self.clear()
        self.move_requested.emit(move)

    def play_to(self, pile: Pile) -> bool:
        """Ask for the selected card to go to ``pile``; ``False`` if it is not lit."""
        source = self.selected
        if source is None or pile not in self.lit:
            return False
        self.clear()
        self.move_requested.emit(Move(source, pile.target))
        return True

    # --- mouse --------------------------------------------------------------------------

    def refuse_read_only(self) -> bool:
        """While a replay shows its table, say that it cannot be played on (``True``)."""
        if not self._table.read_only:
            return False
        self.message.emit(
            self.tr("A replay is on the table: it cannot be played. Esc goes back to your game.")
        )
        return True

    def press(self, pos: QPointF) -> None:
        if self._table.paused:
            self.resume_requested.emit()
            return
        if self.refuse_read_only():
            return
        self._table.settle()  # input during an animation applies to the finished table
        item = self._table.card_at(pos)
        self.hand = Hand(pos, item, self._top_column_of(item))

    def move(self, pos: QPointF) -> None:
        hand = self.hand
        if hand is None or hand.column is None or hand.item is None:
            return
        delta = pos - hand.at
        if not hand.dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self.selected = None
            self.lit = self.targets_of(hand.column)
            self._table.show_marks(self.lit, None)
            hand.dragging = True
            hand.origin = hand.item.pos()
            self._table.lift(hand.item, True)
            self.picked_up.emit()
        assert hand.origin is not None
        hand.item.setPos(hand.origin + delta)
        self._table.show_drop(self.lit, self._best_drop(hand.item))

    def release(self, pos: QPointF) -> None:
        hand = self.hand
        if hand is None:
            return
        if hand.dragging and hand.item is not None and hand.column is not None:
            drop = self._best_drop(hand.item)
            lit = self.lit
            under = self._pile_under(hand.item, hand.column)
            self.clear()
            if drop is not None:
                self.move_requested.emit(Move(hand.column, drop.target))
            elif under is not None:
                # A pile that may not take it: the session refuses and says why.
                self.move_requested.emit(Move(hand.column, under.target))
            else:
                self._table.snap_back()
                if not lit:
                    card = self._table.game.column(hand.column)[-1]
                    self.message.emit(
                        self.tr("{card} has nowhere to go just now.").format(card=card.label)
                    )
            return
        self.hand = None
        self._click(hand.item, pos)

    def double_click(self, pos: QPointF) -> None:
        if self._table.paused or self._table.read_only:
            return
        self._table.settle()
        item = self._table.card_at(pos)
        column = self._top_column_of(item)
        self.clear()
        if column is not None:
            self.move_requested.emit(Move(column, FOUNDATION))

    # --- inside --------------------------------------------------------------------------

    def _click(self, item: CardItem | None, pos: QPointF) -> None:
        if self.selected is not None:
            pile = self._table.pile_at(pos)
            if pile is not None and self.play_to(pile):
                return
            source = self.selected
            self.clear()
            if pile == Pile.column(source):
                return  # a second click on the selected card puts it down
        column = self._top_column_of(item)
        if column is None:
            self.clear()
            game = self._table.game
            if item is not None and game.locate(item.card).column != FOUNDATION:
                self.message.emit(self.tr("Only the top card of a column moves."))
            return
        if self.click_plays_best:
            best = ranking.best_move(self._table.game, column)
            if best is None:
                self._table.shake(self._table.top_item(column))
            else:
                self.move_requested.emit(best)
            return
        self.select(column)

    def _top_column_of(self, item: CardItem | None) -> int | None:
        """The column whose top card ``item`` is, else ``None``."""
        if item is None:
            return None
        game = self._table.game
        place = game.locate(item.card)
        if place.column == FOUNDATION or place.index != len(game.column(place.column)) - 1:
            return None
        return place.column

    def _pile_under(self, item: CardItem, column: int) -> Pile | None:
        """The pile the dropped card covers most, lit or not (not its own column)."""
        p = item.pos()
        w, h = self._table.card_size()
        card = Rect(p.x(), p.y(), w, h)
        game = self._table.game
        piles = [Pile.column(c) for c in range(game.column_count) if c != column]
        top = game.column(column)[-1]
        piles.append(Pile.of_target(FOUNDATION, top.suit))
        best, area = None, 0.0
        for pile in piles:
            a = card.overlap(self._table.drop_rect(pile))
            if a > area:
                best, area = pile, a
        return best

    def _best_drop(self, item: CardItem) -> Pile | None:
        """The lit pile the dragged card covers most (as KPatience picks it)."""
        p = item.pos()
        w, h = self._table.card_size()
        card = Rect(p.x(), p.y(), w, h)
        best, area = None, 0.0
        for pile in self.lit:
            a = card.overlap(self._table.drop_rect(pile))
            if a > area:
                best, area = pile, a
        return best
