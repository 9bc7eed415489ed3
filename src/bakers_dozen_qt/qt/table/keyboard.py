"""Playing from the keyboard: a focus on one pile, picking up, placing, sending up.

:class:`KeyboardPlay` is owned by the table scene, beside the mouse's
:class:`~.table_input.TableInput`, and shares its hand: a card picked up by key is the
same selection a click makes (the same selected look, the same lit targets), so mouse and
keys can finish each other's gestures. Like the mouse, the keys only ever *ask* for a
move (``TableInput.request``); the session checks it and makes it, as one undo step, and
the table animates it like any other.

While a card is picked up the focus stops only at the piles that may take it and at the
column it came from: with a card in hand every stop is a legal move (or the way to put
it down), a typical card has one to three places to go, so a move takes a key or two
instead of up to sixteen, and a screen reader names only places that matter. The column
keys still reach every column directly, and say why when a column cannot take the card.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal

from ...engine.game import Game
from ...engine.moves import FOUNDATION, Move
from ..words.wording import sentence
from .focus import Direction, first_playable, navigate, valid
from .keymap import Act, KeyAction
from .pile import Pile
from .table_input import TableInput

_STEPS = {
    Act.NEXT: Direction.NEXT,
    Act.PREVIOUS: Direction.PREVIOUS,
    Act.UP: Direction.UP,
    Act.DOWN: Direction.DOWN,
    Act.FIRST: Direction.FIRST,
    Act.LAST: Direction.LAST,
}


class KeyTable(Protocol):
    """What the keys need of the table scene."""

    @property
    def game(self) -> Game: ...
    @property
    def paused(self) -> bool: ...
    @property
    def read_only(self) -> bool: ...
    def settle(self) -> None: ...
    def show_focus(self, pile: Pile | None) -> None: ...


class KeyboardPlay(QObject):
    focus_changed = Signal(object)  # Pile: where the keyboard focus went
    message = Signal(str)

    def __init__(self, table: KeyTable, hand: TableInput, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._hand = hand
        self.focus: Pile = first_playable(table.game)
        # The frame shows while the keys are in use: from the start, and again at the
        # first key after the mouse took over (as a browser's :focus-visible does).
        self.frame_shown = True
        # ... and only while the table has the keys: not while a menu or another window
        # has them (the view says when it gains and loses the keyboard focus).
        self.has_keys = False
        # What was said when a card was picked up: stale once it is played.
        self.hand_text = ""

    # --- following the table ------------------------------------------------------------

    def new_game(self) -> None:
        """A new game is on the table: start again on its first playable column."""
        self._set_focus(first_playable(self._table.game))

    def refresh(self) -> None:
        """Draw the frame again (the table changed): on the focus, if the keys are in use."""
        if not valid(self.focus, self._table.game.column_count):
            self._set_focus(first_playable(self._table.game))
            return
        self._table.show_focus(self._framed())

    def set_has_keys(self, has: bool) -> None:
        """The table gained (or lost) the keyboard: the frame follows."""
        if has != self.has_keys:
            self.has_keys = has
            self._table.show_focus(self._framed())

    def follow_pointer(self, pile: Pile | None) -> None:
        """The mouse took over: hide the frame, and keep the focus where the pointer
        acted, so the keys go on from there."""
        self.frame_shown = False
        if pile is not None and pile != self.focus:
            self.focus = pile
            self.focus_changed.emit(pile)
        self._table.show_focus(None)

    def stops(self) -> frozenset[Pile] | None:
        """Where the focus may go now: with a card in hand, its targets and its column."""
        held = self._hand.selected
        if held is None:
            return None
        return self._hand.lit | {Pile.column(held)}

    # --- keys ---------------------------------------------------------------------------

    def perform(self, action: KeyAction) -> None:
        """Do what a key asked for (the view has mapped the key to ``action``)."""
        if self._table.paused:
            self.message.emit(self.tr("The game is paused: press P to play on."))
            return
        grip = self._hand.hand
        if grip is not None and grip.dragging:
            return  # the mouse has a card in hand: its release decides
        if not self.frame_shown:
            self.frame_shown = True
            self.refresh()
        act = action.act
        if act not in _STEPS and self._hand.refuse_read_only():
            return  # a replay's table: the keys may look around it, not play
        held = self._hand.selected
        columns = self._table.game.column_count
        if act in _STEPS:
            pile = navigate(self.focus, _STEPS[act], columns, self.stops())
            if pile == self.focus and act in (Act.UP, Act.DOWN):
                # No row that way: said, or the key seems not to work.
                if self.focus.is_foundation:
                    text = self.tr("The foundations are the top row: the columns are below.")
                else:
                    text = self.tr("The columns are the bottom row: the foundations are above.")
                self.message.emit(text)
            self._set_focus(pile)
        elif act is Act.ACTIVATE:
            if held is None:
                self._pick_up(self.focus)
            elif self.focus == Pile.column(held):
                self._put_down()
            else:
                self._place(held, self.focus)
        elif act is Act.CANCEL:
            if held is not None:
                self._put_down()
        elif act is Act.FOUNDATION:
            self._to_foundation(held)
        elif act is Act.COLUMN:
            self._column_key(action.column, held)

    # --- inside --------------------------------------------------------------------------

    def _set_focus(self, pile: Pile) -> None:
        changed = pile != self.focus
        self.focus = pile
        self._table.show_focus(self._framed())
        if changed:
            self.focus_changed.emit(pile)

    def _framed(self) -> Pile | None:
        """The pile the frame is drawn on: none while the mouse or another widget has
        the table's attention."""
        return self.focus if self.frame_shown and self.has_keys else None

    def _refuse(self, move: Move) -> bool:
        """Say why ``move`` is illegal and return ``True``; ``False`` if it is legal."""
        reason = self._table.game.illegal_reason(move)
        if reason is None:
            return False
        self.message.emit(sentence(reason))
        return True

    def _pick_up(self, pile: Pile) -> None:
        if pile.is_foundation:
            self.message.emit(self.tr("Cards on the foundations stay there."))
            return
        column = pile.index
        game = self._table.game
        self._table.settle()  # the marks go where the cards will be, not where they fly
        targets = self._hand.targets_of(column)
        top = game.top(column)
        if top is None or not targets:
            # The foundation's refusal is the engine's reason: an empty column, or the
            # card its suit still needs first.
            reason = game.illegal_reason(Move(column, FOUNDATION))
            why = "" if reason is None else sentence(reason)
            if top is None:
                self.message.emit(why)
            else:
                nowhere = self.tr("{card} has nowhere to go: no column can take it.")
                self.message.emit(f"{nowhere.format(card=top.label)} {why}".strip())
            return
        self._hand.select(column)
        self.hand_text = self.tr("{card} picked up: %n place(s) to go.", "", len(targets)).format(
            card=top.label
        )
        self.message.emit(self.hand_text)

    def _put_down(self) -> None:
        self._hand.clear()
        self.message.emit(self.tr("Put back."))

    def _place(self, source: int, pile: Pile) -> None:
        move = Move(source, pile.target)
        if self._refuse(move):
            return  # the card stays in hand: the player may try another place
        self._hand.request(move)
        # Back to the column the card left: its next card is usually what moves next.
        self._set_focus(Pile.column(source))

    def _to_foundation(self, held: int | None) -> None:
        if held is not None:
            self._place(held, Pile.foundation(0))  # any foundation: the move names none
            return
        if self.focus.is_foundation:
            self.message.emit(self.tr("Choose a column first: F sends its top card up."))
            return
        # As a double-click does: the session checks it, and says why if it refuses.
        self._table.settle()
        self._hand.request(Move(self.focus.index, FOUNDATION))

    def _column_key(self, column: int, held: int | None) -> None:
        game = self._table.game
        if column >= game.column_count:
            self._refuse(Move(column, FOUNDATION))  # "There is no column 11."
            return
        if held is None:
            self._set_focus(Pile.column(column))
            self._pick_up(Pile.column(column))
        elif column == held:
            self._put_down()
        else:
            self._place(held, Pile.column(column))
