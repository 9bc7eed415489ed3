"""Board text (RULES.md, "Board text"): export and import, compatible with fc-solve."""

from __future__ import annotations

import enum
from typing import Final

from .cards import RANK_CHARS, SUIT_CHARS, Card, CardError, card, parse_card, parse_rank, parse_suit
from .input_text import quoted, without_bom
from .position import Position
from .rules import Rules

FOUNDATION_ORDER: Final = (2, 0, 1, 3)  # H C D S: the order fc-solve writes
HIDDEN: Final = "??"
MAX_BOARD_TEXT: Final = 1 << 20
"""Characters; a board is a few hundred, so anything longer is not one (and is not read)."""


class BoardFault(enum.Enum):
    """What is wrong with board text; the value is a stable id (tests, logs)."""

    TOO_LONG = "too-long"
    FOUNDATIONS_NOT_FIRST = "foundations-not-first"
    NO_FREE_CELLS = "no-free-cells"
    HIDDEN_CARD = "hidden-card"
    UNKNOWN_CARD = "unknown-card"
    CARD_TWICE = "card-twice"
    FACE_DOWN_ABOVE = "face-down-above"
    TOP_FACE_DOWN = "top-face-down"
    TOO_MANY_COLUMNS = "too-many-columns"
    ON_FOUNDATION_TOO = "on-foundation-too"
    WRONG_TOTAL = "wrong-total"
    BAD_FOUNDATION = "bad-foundation"
    FOUNDATION_TWICE = "foundation-twice"


class BoardTextError(ValueError):
    """Board text that does not describe a legal table.

    ``str()`` is an English sentence naming the line (the command line prints it); the
    fields say the same as values, for the window to word in the player's language:
    ``fault``, ``line`` (1-based, 0 when the whole text is meant), ``word`` (the bad
    word, quoted and cut short), ``card``, ``other_line`` (where the card, or the
    Foundations line, was), ``count`` (cards or columns the text has), ``expected``
    (columns the variant has), ``missing`` (cards absent), ``suit`` (0-3).
    """

    def __init__(
        self,
        fault: BoardFault,
        message: str,
        *,
        line: int = 0,
        word: str = "",
        card: Card | None = None,
        other_line: int = 0,
        count: int = 0,
        expected: int = 0,
        missing: tuple[Card, ...] = (),
        suit: int = 0,
    ) -> None:
        super().__init__(message)
        self.fault = fault
        self.line = line
        self.word = word
        self.card = card
        self.other_line = other_line
        self.count = count
        self.expected = expected
        self.missing = missing
        self.suit = suit


def format_board(position: Position, *, reveal: bool = True) -> str:
    """One line per column, bottom to top; ``Foundations:`` first unless all are empty.

    Face-down cards are written ``(QS)`` when ``reveal`` (export files) and ``(??)``
    otherwise, so that a player-facing copy never gives them away.
    """
    lines = []
    if any(position.foundations):
        parts = [f"{SUIT_CHARS[s]}-{_rank_text(position.foundations[s])}" for s in FOUNDATION_ORDER]
        lines.append("Foundations: " + " ".join(parts))
    for i, col in enumerate(position.columns):
        words = []
        for j, c in enumerate(col):
            if j < position.face_down[i]:
                words.append(f"({c.name if reveal else HIDDEN})")
            else:
                words.append(c.name)
        lines.append(" ".join(words) if words else ":")
    return "\n".join(lines) + "\n"


def parse_board(text: str, rules: Rules) -> Position:
    """Read board text for ``rules``; :class:`BoardTextError` names the offending line.

    A byte-order mark and any line ends (LF, CRLF, CR) are accepted; reading stops at the
    first error.
    """
    if len(text) > MAX_BOARD_TEXT:
        raise BoardTextError(
            BoardFault.TOO_LONG,
            f"the text is too long for a board ({len(text):,} characters; a board has a few "
            "hundred)",
            count=len(text),
        )
    raw = without_bom(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    while raw and not raw[-1].strip():
        raw.pop()
    foundations = [0, 0, 0, 0]
    found_line = 0
    columns: list[list[Card]] = []
    face_down: list[int] = []
    seen: dict[Card, int] = {}
    for lineno, line in enumerate(raw, 1):
        stripped = line.strip()
        if stripped.startswith("#"):
            continue
        if stripped.lower().startswith("foundations:"):
            if columns or found_line:
                raise BoardTextError(
                    BoardFault.FOUNDATIONS_NOT_FIRST,
                    f"line {lineno}: the Foundations line must come first",
                    line=lineno,
                )
            foundations = _parse_foundations(stripped[len("foundations:") :], lineno)
            found_line = lineno
            continue
        if stripped.lower().startswith("freecells:"):
            if stripped[len("freecells:") :].strip():
                raise BoardTextError(
                    BoardFault.NO_FREE_CELLS,
                    f"line {lineno}: {rules.name} has no free cells",
                    line=lineno,
                )
            continue
        if stripped.startswith(":"):
            stripped = stripped[1:].strip()
        col: list[Card] = []
        down = 0
        for word in stripped.split():
            hidden = word.startswith("(") and word.endswith(")")
            name = word[1:-1] if hidden else word
            if hidden and name == HIDDEN:
                raise BoardTextError(
                    BoardFault.HIDDEN_CARD,
                    f"line {lineno}: a face-down card is hidden as (??); the board cannot be "
                    "rebuilt without it",
                    line=lineno,
                )
            try:
                c = parse_card(name)
            except CardError:
                raise BoardTextError(
                    BoardFault.UNKNOWN_CARD,
                    f"line {lineno}: unknown card {quoted(word)}",
                    line=lineno,
                    word=quoted(word),
                ) from None
            if c in seen:
                raise BoardTextError(
                    BoardFault.CARD_TWICE,
                    f"line {lineno}: {c.name} appears twice (also on line {seen[c]})",
                    line=lineno,
                    card=c,
                    other_line=seen[c],
                )
            seen[c] = lineno
            if hidden:
                if down != len(col):
                    raise BoardTextError(
                        BoardFault.FACE_DOWN_ABOVE,
                        f"line {lineno}: face-down cards must lie below the face-up ones",
                        line=lineno,
                    )
                down += 1
            col.append(c)
        if col and down == len(col):
            raise BoardTextError(
                BoardFault.TOP_FACE_DOWN,
                f"line {lineno}: the top card of a column must be face up",
                line=lineno,
            )
        if len(columns) == rules.columns:
            more = sum(1 for rest in raw[lineno:] if not rest.strip().startswith("#"))
            raise BoardTextError(
                BoardFault.TOO_MANY_COLUMNS,
                f"line {lineno}: {rules.name} has {rules.columns} columns, the text has "
                f"{rules.columns + 1 + more}",
                line=lineno,
                count=rules.columns + 1 + more,
                expected=rules.columns,
            )
        columns.append(col)
        face_down.append(down)
    while len(columns) < rules.columns:
        columns.append([])
        face_down.append(0)
    for c, lineno in seen.items():
        if foundations[c.suit] >= c.rank:
            raise BoardTextError(
                BoardFault.ON_FOUNDATION_TOO,
                f"line {lineno}: {c.name} is on the tableau but the Foundations line "
                f"(line {found_line}) says it is on its foundation",
                line=lineno,
                card=c,
                other_line=found_line,
            )
    total = len(seen) + sum(foundations)
    if total != 52:
        missing = tuple(
            card(r, s)
            for s in range(4)
            for r in range(foundations[s] + 1, 14)
            if card(r, s) not in seen
        )
        detail = f" (missing: {' '.join(c.name for c in missing)})" if missing else ""
        raise BoardTextError(
            BoardFault.WRONG_TOTAL,
            f"the board holds {total} cards, not 52{detail}",
            count=total,
            missing=missing,
        )
    return Position(
        columns=tuple(tuple(c) for c in columns),
        foundations=(foundations[0], foundations[1], foundations[2], foundations[3]),
        face_down=tuple(face_down),
    )


def _parse_foundations(text: str, lineno: int) -> list[int]:
    result = [0, 0, 0, 0]
    given = set()
    for word in text.split():
        suit_text, sep, rank_text = word.partition("-")
        try:
            if not sep:
                raise CardError(word)
            suit = parse_suit(suit_text)
            rank = parse_rank(rank_text)
        except CardError:
            raise BoardTextError(
                BoardFault.BAD_FOUNDATION,
                f"line {lineno}: {quoted(word)} is not a foundation (expected e.g. H-5, C-0, S-K)",
                line=lineno,
                word=quoted(word),
            ) from None
        if suit in given:
            raise BoardTextError(
                BoardFault.FOUNDATION_TWICE,
                f"line {lineno}: the {SUIT_CHARS[suit]} foundation is given twice",
                line=lineno,
                suit=suit,
            )
        given.add(suit)
        result[suit] = rank
    return result


def _rank_text(rank: int) -> str:
    return RANK_CHARS[rank - 1] if rank else "0"
