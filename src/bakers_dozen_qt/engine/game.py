"""The game: a mutable table with a move stack, legal moves, and push/pop.

Shaped like python-chess's ``Board``: :meth:`Game.push` is the fast unchecked path,
:meth:`Game.play` the checked one, :meth:`Game.pop` undoes, :attr:`Game.legal_moves` is a
lazy view. Every other layer (the table's highlighting, Hint, Auto Finish, the solver's
replay check) asks this class, and this class asks the rules' :mod:`.kernel`, which the
solver reads as well: the rules are decided in one place.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from .cards import Card
from .deals import daily_cards, deal
from .kernel import UP_AT, kernel_for, tops
from .moves import FOUNDATION, Move
from .position import Position
from .read_only import ReadOnly
from .refusal import Refusal
from .rules import Rules, get_rules
from .scoring import score as _score

__all__ = ["Game", "IllegalMoveError", "LegalMoves", "MoveRecord"]


class IllegalMoveError(ValueError):
    """A move the rules forbid: ``refusal`` says why, ``reason`` is that in English."""

    def __init__(self, move: Move, refusal: Refusal) -> None:
        super().__init__(f"illegal move {move.text()}: {refusal.text()}")
        self.move = move
        self.refusal = refusal
        self.reason = refusal.text()


class MoveRecord(NamedTuple):
    """What :meth:`Game.pop` needs: the move, the card moved, and whether it turned a card up."""

    move: Move
    card: Card
    turned_up: bool


class LegalMoves:
    """A lazy view of the legal moves of a game (recomputed on each iteration)."""

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    def __iter__(self) -> Iterator[Move]:
        return self._game.generate_legal_moves()

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and self._game.illegal_reason(move) is None

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return any(True for _ in self)

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(m.text() for m in self)})>"


# A plain class, not a frozen dataclass: made at start-up without exec (docs/start-up.md);
# not a named tuple, whose index() its field would hide.
class CardPlace(ReadOnly):
    """Where a card is: a column and its index there (0 = bottom), or on a foundation."""

    __slots__ = ("column", "index")
    _what = "a card's place"

    column: int  # FOUNDATION when on a foundation
    index: int

    def __init__(self, column: int, index: int) -> None:
        object.__setattr__(self, "column", column)
        object.__setattr__(self, "index", index)

    def __eq__(self, other: object) -> bool:
        if type(other) is not CardPlace:
            return NotImplemented
        return self.column == other.column and self.index == other.index

    def __hash__(self) -> int:
        return hash((self.column, self.index))

    def __repr__(self) -> str:
        return f"CardPlace(column={self.column!r}, index={self.index!r})"


class Game:
    """A game in progress: rules, the table, and the stack of moves made."""

    __slots__ = ("_cols", "_down", "_found", "_kernel", "_stack", "initial", "rules")

    def __init__(self, rules: Rules, position: Position) -> None:
        if len(position.columns) != rules.columns:
            raise ValueError(
                f"{rules.name} has {rules.columns} columns, the position has "
                f"{len(position.columns)}"
            )
        self.rules = rules
        self._kernel = kernel_for(rules)
        self.initial = position
        self._cols: list[list[Card]] = [list(c) for c in position.columns]
        self._found: list[int] = list(position.foundations)
        self._down: list[int] = list(position.face_down)
        self._stack: list[MoveRecord] = []

    @classmethod
    def from_deal(cls, number: int, rules: Rules | str = "bakers-dozen") -> Game:
        r = get_rules(rules) if isinstance(rules, str) else rules
        return cls(r, deal(number, r))

    @classmethod
    def from_daily(cls, number: int, rules: Rules | str = "bakers-dozen") -> Game:
        """The daily deal ``number`` (``YYYYMMDD``) of a variant: from 2027-01-01 each
        variant's own shuffle (:func:`~.deals.daily_cards`, RULES.md "Daily deal")."""
        r = get_rules(rules) if isinstance(rules, str) else rules
        return cls(r, deal(daily_cards(number, r.id), r))

    @classmethod
    def from_board_text(cls, text: str, rules: Rules | str = "bakers-dozen") -> Game:
        from .notation import parse_board

        r = get_rules(rules) if isinstance(rules, str) else rules
        return cls(r, parse_board(text, r))

    def copy(self, *, with_stack: bool = True) -> Game:
        """An independent game at the same position (and history, unless told otherwise)."""
        g = Game(self.rules, self.position() if not with_stack else self.initial)
        if with_stack:
            g._cols = [list(c) for c in self._cols]
            g._found = list(self._found)
            g._down = list(self._down)
            g._stack = list(self._stack)
        return g

    # --- reading the table -------------------------------------------------------------

    def position(self) -> Position:
        f = self._found
        return Position(
            columns=tuple(tuple(c) for c in self._cols),
            foundations=(f[0], f[1], f[2], f[3]),
            face_down=tuple(self._down),
        )

    @property
    def column_count(self) -> int:
        return len(self._cols)

    def column(self, index: int) -> tuple[Card, ...]:
        return tuple(self._cols[index])

    def top(self, column: int) -> Card | None:
        col = self._cols[column]
        return col[-1] if col else None

    def face_down_count(self, column: int) -> int:
        return self._down[column]

    def visible_column(self, column: int) -> tuple[Card | None, ...]:
        """The column as a player sees it: None for each face-down card."""
        col = self._cols[column]
        down = self._down[column]
        return (None,) * down + tuple(col[down:])

    @property
    def has_face_down(self) -> bool:
        return any(self._down)

    def is_face_up(self, column: int, index: int) -> bool:
        return index >= self._down[column]

    @property
    def foundations(self) -> tuple[int, int, int, int]:
        f = self._found
        return (f[0], f[1], f[2], f[3])

    @property
    def cards_on_foundations(self) -> int:
        return sum(self._found)

    def locate(self, card: Card) -> CardPlace:
        """Where ``card`` is now."""
        if self._found[card.suit] >= card.rank:
            return CardPlace(FOUNDATION, card.rank - 1)
        for ci, col in enumerate(self._cols):
            for i, c in enumerate(col):
                if c == card:
                    return CardPlace(ci, i)
        raise AssertionError(f"{card} is nowhere")  # the invariants make this unreachable

    # --- the rules ---------------------------------------------------------------------

    def illegal_reason(self, move: Move) -> Refusal | None:
        """Why ``move`` is illegal here, or ``None`` if it is legal.

        ``str()`` of the answer (or its ``text()``) is the reason in English."""
        return self._kernel.refusal(self._cols, self._found, move[0], move[1])

    def is_legal(self, move: Move) -> bool:
        return self.illegal_reason(move) is None

    def generate_legal_moves(self) -> Iterator[Move]:
        """Legal moves by source column, then target: the foundation first, then columns
        left to right."""
        cols = self._cols
        for s, d in sorted(self._kernel.moves(cols, self._found, tops(cols))):
            yield Move(s, d)

    @property
    def legal_moves(self) -> LegalMoves:
        return LegalMoves(self)

    def targets(self, source: int) -> list[int]:
        """Where the top card of ``source`` may go: column indices and/or FOUNDATION."""
        return [m.target for m in self.generate_legal_moves() if m.source == source]

    # --- making and unmaking moves -------------------------------------------------------

    def push(self, move: Move) -> None:
        """Make ``move`` without checking it (the fast path for the solver and replays)."""
        src, dst = move
        col = self._cols[src]
        card = col.pop()
        if dst == FOUNDATION:
            self._found[card.suit] = card.rank
        else:
            self._cols[dst].append(card)
        down = self._down[src]
        turned = down > 0 and down == len(col)
        if turned:
            self._down[src] = down - 1
        self._stack.append(MoveRecord(move, card, turned))

    def play(self, move: Move) -> None:
        """Make ``move`` after checking it; :class:`IllegalMoveError` says why not."""
        refusal = self.illegal_reason(move)
        if refusal is not None:
            raise IllegalMoveError(move, refusal)
        self.push(move)

    def pop(self) -> Move:
        """Undo the last move and return it."""
        move, card, turned = self._stack.pop()
        src, dst = move
        if dst == FOUNDATION:
            self._found[card.suit] = card.rank - 1
        else:
            self._cols[dst].pop()
        if turned:
            self._down[src] += 1
        self._cols[src].append(card)
        return move

    def peek(self) -> Move | None:
        return self._stack[-1].move if self._stack else None

    @property
    def move_stack(self) -> tuple[Move, ...]:
        return tuple(r.move for r in self._stack)

    @property
    def moves_count(self) -> int:
        return len(self._stack)

    # --- outcome and score ---------------------------------------------------------------

    def is_won(self) -> bool:
        return self._found == [13, 13, 13, 13]

    def is_stuck(self) -> bool:
        """Not won, and no legal move is left."""
        return not self.is_won() and not any(True for _ in self.generate_legal_moves())

    def score(self, elapsed_seconds: float = 0.0) -> int:
        """Points per RULES.md; the clock is the caller's, passed in as seconds."""
        return _score(self.cards_on_foundations, self.is_won(), elapsed_seconds)

    # --- help for the player ---------------------------------------------------------------

    def is_safe_to_foundation(self, card: Card) -> bool:
        """Can ``card`` go to its foundation now without ever costing a win?

        The kernel's safe-move rule (:mod:`.kernel` holds the argument)."""
        return self._kernel.is_safe(card, self._found)

    def safe_move(self) -> Move | None:
        """A foundation move that :meth:`is_safe_to_foundation` proves harmless, if any."""
        is_safe = self._kernel.is_safe
        for s, col in enumerate(self._cols):
            if col and is_safe(col[-1], self._found):
                return Move(s, FOUNDATION)
        return None

    def first_ups(self, upto: int | None = None) -> tuple[Move | None, Move | None]:
        """The leftmost card that may go up now and the leftmost that is safe to (as
        :meth:`safe_move`), in one look at the tops of the columns up to ``upto``
        (0-based, that one included; ``None``: all): the online board counts a line's
        moves made by hand with them, at every move of every game it is sent."""
        found, is_safe = self._found, self._kernel.is_safe
        first = None
        for s, col in enumerate(self._cols[: None if upto is None else upto + 1]):
            if col:
                card = col[-1]
                if found[card & 3] == UP_AT[card]:
                    if first is None:
                        first = Move(s, FOUNDATION)
                    if is_safe(card, found):
                        return first, Move(s, FOUNDATION)
        return first, None

    def can_go_up(self) -> bool:
        """May any top card go to its foundation now?"""
        found = self._found
        return any(found[col[-1] & 3] == UP_AT[col[-1]] for col in self._cols if col)

    def play_safe_moves(self) -> list[Move]:
        """Push safe foundation moves until none is left; return them (what Auto Finish
        plays when the game still needs a decision)."""
        made = []
        while (m := self.safe_move()) is not None:
            self.push(m)
            made.append(m)
        return made

    def key(self) -> tuple[object, ...]:
        """A canonical, hashable key: equal for positions that differ only in column order.

        Columns are interchangeable under every rule set (each column obeys the same
        rules), so the key treats them as a multiset; the foundations follow from the
        cards left on the tableau, so they are not part of it.
        """
        return tuple(sorted((self._down[i], *col) for i, col in enumerate(self._cols)))

    def board_text(self, *, reveal: bool = True) -> str:
        from .notation import format_board

        return format_board(self.position(), reveal=reveal)

    def __repr__(self) -> str:
        return f"<Game {self.rules.id} moves={len(self._stack)} up={self.cards_on_foundations}>"
