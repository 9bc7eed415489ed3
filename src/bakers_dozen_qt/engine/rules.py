"""The rule set: one value with the parameters of every variant (RULES.md, "Variants")."""

from __future__ import annotations

import enum
from typing import Final, NamedTuple

from .cards import KING, Card


class Build(enum.Enum):
    """What a tableau card may be placed on (always one rank lower)."""

    ANY_SUIT = "any-suit"
    ALTERNATE_COLOUR = "alternate-colour"
    SAME_SUIT = "same-suit"


class EmptyColumn(enum.Enum):
    """What an empty column accepts."""

    NOTHING = "nothing"
    KING = "king"
    ANY = "any"


class UnknownVariantError(ValueError):
    """A variant id that is not one of :data:`VARIANTS`."""


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time
# (docs/start-up.md). Its checks are in Rules.__new__ below.
class _RulesFields(NamedTuple):
    id: str
    name: str
    columns: int = 13
    cards_per_column: int = 4
    face_down_rows: int = 0
    kings_to_bottom: bool = True
    build: Build = Build.ANY_SUIT
    empty_column: EmptyColumn = EmptyColumn.NOTHING
    aces_at_start: int = 0


class Rules(_RulesFields):
    """Everything that distinguishes one member of the Baker's Dozen family.

    ``face_down_rows`` counts dealt rows from the bottom of each column that start face
    down; the top card of a column is always face up, whatever this says.
    """

    __slots__ = ()

    def __new__(
        cls,
        id: str,
        name: str,
        columns: int = 13,
        cards_per_column: int = 4,
        face_down_rows: int = 0,
        kings_to_bottom: bool = True,
        build: Build = Build.ANY_SUIT,
        empty_column: EmptyColumn = EmptyColumn.NOTHING,
        aces_at_start: int = 0,
    ) -> Rules:
        dealt = columns * cards_per_column + aces_at_start
        if dealt != 52:
            raise ValueError(
                f"{columns} columns of {cards_per_column} cards and "
                f"{aces_at_start} aces make {dealt} cards, not 52"
            )
        if not 0 <= face_down_rows < cards_per_column:
            raise ValueError(f"face_down_rows must be 0..{cards_per_column - 1}")
        if not 0 <= aces_at_start <= 4:
            raise ValueError("aces_at_start must be 0..4")
        return super().__new__(
            cls,
            id,
            name,
            columns,
            cards_per_column,
            face_down_rows,
            kings_to_bottom,
            build,
            empty_column,
            aces_at_start,
        )

    def builds_on(self, moving: Card, target: Card) -> bool:
        """May ``moving`` be placed on a face-up ``target`` card of the tableau?"""
        if moving.rank + 1 != target.rank:
            return False
        if self.build is Build.ANY_SUIT:
            return True
        if self.build is Build.SAME_SUIT:
            return moving.suit == target.suit
        return moving.is_red != target.is_red

    def empty_takes(self, moving: Card, *, alone: bool = False) -> bool:
        """May ``moving`` be placed in an empty column?

        Never when it is ``alone`` in its column: moving it would change nothing but where
        the column is drawn, so it is no move (and "no move left" stays honest).
        """
        if alone:
            return False
        if self.empty_column is EmptyColumn.ANY:
            return True
        return self.empty_column is EmptyColumn.KING and moving.rank == KING

    @staticmethod
    def foundation_takes(moving: Card, top_rank: int) -> bool:
        """May ``moving`` go up onto its suit's foundation, whose top rank is ``top_rank``
        (0 when empty)? Only the suit's next rank: an ace first, then up to the king."""
        return top_rank == moving.rank - 1

    @property
    def all_face_up(self) -> bool:
        return self.face_down_rows == 0

    @property
    def fc_solve_game(self) -> str | None:
        """The ``fc-solve -g`` preset that plays exactly these rules, if there is one."""
        for preset, rules in _FC_SOLVE_PRESETS.items():
            if self._replace(id=rules.id, name=rules.name) == rules:
                return preset
        return None


VARIANTS: Final[dict[str, Rules]] = {
    r.id: r
    for r in (
        Rules("bakers-dozen", "Baker's Dozen"),
        Rules("spanish-patience", "Spanish Patience", empty_column=EmptyColumn.ANY),
        Rules(
            "portuguese-solitaire",
            "Portuguese Solitaire",
            kings_to_bottom=False,
            empty_column=EmptyColumn.KING,
        ),
        Rules("good-measure", "Good Measure", columns=10, cards_per_column=5, aces_at_start=2),
        Rules(
            "castles-in-spain",
            "Castles in Spain",
            face_down_rows=3,
            kings_to_bottom=False,
            build=Build.ALTERNATE_COLOUR,
            empty_column=EmptyColumn.ANY,
        ),
        Rules("bakers-dozen-1883", "Baker's Dozen, 1883 edition", face_down_rows=3),
    )
}

CUSTOM_ID: Final = "custom"
DEFAULT_VARIANT: Final = "bakers-dozen"
VARIANT_IDS: Final = (*VARIANTS, CUSTOM_ID)

_FC_SOLVE_PRESETS: Final = {
    "bakers_dozen": VARIANTS["bakers-dozen"],
    "good_measure": VARIANTS["good-measure"],
}


def custom_rules(
    *,
    face_down_rows: int = 0,
    kings_to_bottom: bool = True,
    build: Build = Build.ANY_SUIT,
    empty_column: EmptyColumn = EmptyColumn.NOTHING,
) -> Rules:
    """The ``custom`` variant: 13 × 4 with the player's choice of the other parameters."""
    return Rules(
        CUSTOM_ID,
        "Custom",
        face_down_rows=face_down_rows,
        kings_to_bottom=kings_to_bottom,
        build=build,
        empty_column=empty_column,
    )


def get_rules(variant_id: str) -> Rules:
    """The rules of a variant by id; ``custom`` gives the default custom rules."""
    if variant_id == CUSTOM_ID:
        return custom_rules()
    try:
        return VARIANTS[variant_id]
    except KeyError:
        raise UnknownVariantError(
            f"unknown variant {variant_id!r}; choose one of: {', '.join(VARIANT_IDS)}"
        ) from None


def rules_text(rules: Rules) -> str:
    """``rules`` in one line of words: the variant id, or ``custom`` and its parameters
    (``custom face-down-rows=1 kings-to-bottom=yes build=any-suit empty-column=nothing``).
    The perft file and the statistics' kept lines both write it."""
    if rules.id != CUSTOM_ID:
        return rules.id
    return (
        f"{CUSTOM_ID} face-down-rows={rules.face_down_rows} "
        f"kings-to-bottom={'yes' if rules.kings_to_bottom else 'no'} "
        f"build={rules.build.value} empty-column={rules.empty_column.value}"
    )


_CUSTOM_KEYS: Final = ("face-down-rows", "kings-to-bottom", "build", "empty-column")


def parse_rules_text(text: str) -> Rules:
    """The rules :func:`rules_text` wrote; ``ValueError`` (naming what is wrong) for any
    other text."""
    words = text.split()
    if not words:
        raise ValueError("no rules")
    if words[0] != CUSTOM_ID:
        if len(words) > 1:
            raise ValueError(f"{words[0]!r} takes no parameters")
        return get_rules(words[0])
    pairs = [w.split("=", 1) for w in words[1:]]
    if any(len(p) != 2 for p in pairs):
        raise ValueError("custom rules are key=value words")
    given = dict(pairs)
    if len(given) != len(pairs) or set(given) != set(_CUSTOM_KEYS):
        raise ValueError(f"custom rules need exactly: {', '.join(_CUSTOM_KEYS)}")
    rows, kings = given["face-down-rows"], given["kings-to-bottom"]
    if not rows.isdigit() or len(rows) > 2 or kings not in ("yes", "no"):
        raise ValueError("custom rules: a bad face-down-rows or kings-to-bottom")
    return custom_rules(
        face_down_rows=int(rows),
        kings_to_bottom=kings == "yes",
        build=Build(given["build"]),
        empty_column=EmptyColumn(given["empty-column"]),
    )
