"""A pile is a value: it keys dictionaries and sets, and is never changed."""

from __future__ import annotations

import pytest

from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.qt.table.pile import Pile, PileKind


def test_piles_compare_and_hash_by_kind_and_index() -> None:
    assert Pile.column(3) == Pile(PileKind.COLUMN, 3) != Pile.foundation(3)
    assert Pile.column(3) != Pile.column(4)
    assert Pile.column(0) != (PileKind.COLUMN, 0)  # not a tuple
    lit = {Pile.column(3): "a", Pile.foundation(2): "b"}
    assert lit[Pile(PileKind.COLUMN, 3)] == "a" and lit[Pile.of_target(FOUNDATION, 2)] == "b"
    assert len({Pile.column(1), Pile.column(1), Pile.foundation(1)}) == 2
    assert (repr(Pile.column(5)), repr(Pile.foundation(3))) == (
        "Pile.column(5)",
        "Pile.foundation('S')",
    )
    assert Pile.of_target(7, 0).target == 7 and Pile.foundation(0).target == FOUNDATION


def test_a_pile_cannot_be_changed() -> None:
    pile = Pile.column(2)
    with pytest.raises(AttributeError):
        pile.index = 3
    with pytest.raises(AttributeError):
        del pile.kind
    assert pile == Pile.column(2)
