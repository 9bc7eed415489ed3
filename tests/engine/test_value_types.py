"""The engine's value types keep their contract: checks, defaults, equality, no changes.

They are named tuples and plain classes (not dataclasses, which cost start-up time), so
what a dataclass gave for free is checked here: the constructor's checks and defaults,
equality and hashing by value (by identity for a kernel), assignment refused, a repr that
names the fields.
"""

from __future__ import annotations

import pickle

import pytest

from bakers_dozen_qt.engine import FOUNDATION, Game, Move, parse_card
from bakers_dozen_qt.engine.game import CardPlace
from bakers_dozen_qt.engine.history import History, HistoryError, Step, StepKind
from bakers_dozen_qt.engine.kernel import Kernel, kernel_for
from bakers_dozen_qt.engine.position import Position
from bakers_dozen_qt.engine.rules import VARIANTS, Build, Rules

C = parse_card


def _position() -> Position:
    return Position(((C("KS"), C("2H")), (C("3D"),)), (1, 0, 0, 0), (1, 0))


def test_a_position_counts_no_card_face_down_unless_told() -> None:
    p = Position(((C("KS"), C("2H")), (C("3D"),), ()))
    assert (p.foundations, p.face_down) == ((0, 0, 0, 0), (0, 0, 0))
    assert p.is_face_up(0, 0)
    q = _position()
    assert q.face_down == (1, 0) and not q.is_face_up(0, 0) and q.is_face_up(0, 1)
    assert q.foundation_cards() == [C("AC")] and q.cards_on_foundations == 1


def test_a_position_needs_one_face_down_count_per_column() -> None:
    with pytest.raises(ValueError, match="one count per column"):
        Position(((C("KS"),), (C("3D"),)), (0, 0, 0, 0), (1,))


def test_a_game_s_position_equals_the_one_it_was_made_from() -> None:
    game = Game.from_deal(3, "castles-in-spain")
    p = game.position()
    assert p == game.initial and hash(p) == hash(game.initial)
    assert p is not game.initial
    move = next(iter(game.legal_moves))
    game.push(move)
    assert game.position() != p
    game.pop()
    assert game.position() == p
    assert pickle.loads(pickle.dumps(p)) == p  # through __new__ again, checks and all


def test_rules_check_their_shape_and_compare_by_value() -> None:
    with pytest.raises(ValueError, match="13 columns of 3 cards and 0 aces make 39 cards"):
        Rules("x", "X", cards_per_column=3)
    with pytest.raises(ValueError, match=r"face_down_rows must be 0\.\.3"):
        Rules("x", "X", face_down_rows=4)
    with pytest.raises(ValueError, match=r"aces_at_start must be 0\.\.4"):
        Rules("x", "X", columns=4, cards_per_column=14, aces_at_start=-4)
    same = Rules("bakers-dozen", "Baker's Dozen")
    assert same == VARIANTS["bakers-dozen"] and hash(same) == hash(VARIANTS["bakers-dozen"])
    assert Rules("x", "X", build=Build.SAME_SUIT) != Rules("x", "X")
    assert repr(same).startswith("Rules(id='bakers-dozen', name=\"Baker's Dozen\", columns=13,")


def test_a_kernel_is_one_per_rule_set_and_compared_by_identity() -> None:
    rules = VARIANTS["spanish-patience"]
    kernel = kernel_for(rules)
    assert kernel_for(
        Rules("spanish-patience", "Spanish Patience", empty_column=rules.empty_column)
    ) is (kernel)
    twin = Kernel(
        kernel.rules,
        kernel.onto,
        kernel.into_empty,
        kernel.empty_ok,
        kernel.dead_empty,
        kernel.is_safe,
    )
    assert twin != kernel and twin == twin
    assert len({twin, kernel}) == 2
    assert repr(kernel) == f"Kernel(rules={rules!r})"


def test_a_card_s_place_is_a_value() -> None:
    game = Game.from_deal(1)
    place = game.locate(game.column(4)[-1])
    assert place == CardPlace(4, len(game.column(4)) - 1)
    assert hash(place) == hash(CardPlace(place.column, place.index))
    assert place != CardPlace(FOUNDATION, place.index)
    assert place != (place.column, place.index)  # not a tuple
    assert repr(place) == f"CardPlace(column=4, index={place.index})"


def test_steps_and_histories_check_what_they_hold_and_compare_by_value() -> None:
    with pytest.raises(HistoryError, match="a restart takes no moves"):
        Step(StepKind.RESTART, (Move(0, 1),))
    with pytest.raises(HistoryError, match="auto-finish: no moves"):
        Step(StepKind.AUTO_FINISH)
    with pytest.raises(HistoryError, match=r"the undo position 2 is outside 0\.\.1"):
        History((Step(StepKind.RESTART),), 2)
    with pytest.raises(HistoryError, match="cannot be negative"):
        History((), 0, earlier_automatic=-1)
    step = Step(StepKind.MOVE, (Move(0, 1),))
    assert step == Step(StepKind.MOVE, (Move(0, 1),)) and step.player_moves == 1
    history = History((step, Step(StepKind.RESTART)), 1, 4, 2)
    twin = History((Step(StepKind.MOVE, (Move(0, 1),)), Step(StepKind.RESTART)), 1, 4, 2)
    assert history == twin and hash(history) == hash(twin)
    assert history != History(history.steps, 2, 4, 2) != History()
    assert History() == History((), 0, 0, 0)
    assert repr(History()) == "History(steps=(), index=0, earlier_moves=0, earlier_automatic=0)"
    assert repr(step).startswith("Step(kind=<StepKind.MOVE: 'move'>, moves=(")


@pytest.mark.parametrize(
    ("value", "field"),
    [
        (_position(), "columns"),
        (VARIANTS["bakers-dozen"], "columns"),
        (kernel_for(VARIANTS["bakers-dozen"]), "dead_empty"),
        (CardPlace(2, 3), "index"),
        (Step(StepKind.RESTART), "kind"),
        (History(), "index"),
    ],
    ids=lambda v: type(v).__name__ if not isinstance(v, str) else v,
)
def test_the_engine_s_values_cannot_be_changed(value: object, field: str) -> None:
    before = getattr(value, field)
    with pytest.raises(AttributeError):
        setattr(value, field, before)
    with pytest.raises(AttributeError):
        delattr(value, field)
    with pytest.raises(AttributeError):
        value.other = 1  # type: ignore[attr-defined]
    assert getattr(value, field) is before
