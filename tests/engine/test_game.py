from __future__ import annotations

import pytest

from bakers_dozen_qt.engine import FOUNDATION, Game, IllegalMoveError, Move, parse_card
from bakers_dozen_qt.engine.ranking import best_move
from bakers_dozen_qt.engine.refusal import Refusal, Why

STUCK = """\
Foundations: H-J C-K D-K S-K
QH KH
"""

ONE_TO_GO = """\
Foundations: H-Q C-K D-K S-K
KH
"""


def test_deal_1_legal_moves() -> None:
    game = Game.from_deal(1)
    texts = [m.text() for m in game.legal_moves]
    # 7D (column 1) goes on any eight; 6S on 7D; etc. Recomputed by hand from the board.
    assert texts == [
        "1-3", "1-4", "1-8", "2-1", "3-11", "4-11", "6-1", "8-11",
        "10-1", "11-9", "12-7", "13-1",
    ]  # fmt: skip
    assert len(game.legal_moves) == 12
    assert Move(0, 2) in game.legal_moves
    assert Move(0, 1) not in game.legal_moves


def test_illegal_moves_say_why() -> None:
    game = Game.from_deal(1)
    with pytest.raises(IllegalMoveError, match="7♦ does not go on 6♦: build down one rank") as e:
        game.play(Move(0, 1))
    assert e.value.refusal == Refusal(
        Why.NOT_ONE_RANK_LOWER, column=1, card=parse_card("7D"), onto=parse_card("6D")
    )
    assert e.value.reason == "7♦ does not go on 6♦: build down one rank"
    with pytest.raises(IllegalMoveError, match="7♦ needs the six of its suit on the foundation"):
        game.play(Move(0, FOUNDATION))
    with pytest.raises(IllegalMoveError, match="there is no column 14"):
        game.play(Move(13, 0))
    assert game.moves_count == 0


def test_empty_columns_stay_empty_in_bakers_dozen() -> None:
    game = Game.from_board_text(
        "Foundations: H-0 C-K D-K S-K\n\n" + " ".join(f"{r}H" for r in "KQJT98765432A")
    )
    refusal = game.illegal_reason(Move(1, 0))
    assert refusal is not None and refusal.code is Why.EMPTY_STAYS_EMPTY
    assert str(refusal) == "column 1 is empty, and empty columns stay empty"
    assert refusal.sentence() == "Column 1 is empty, and empty columns stay empty."


def test_push_pop_and_move_stack() -> None:
    game = Game.from_deal(1)
    before = game.position()
    game.play(Move(0, 2))  # 7D onto 8S
    assert game.top(2) == parse_card("7D")
    assert game.move_stack == (Move(0, 2),)
    assert game.pop() == Move(0, 2)
    assert game.position() == before
    assert game.moves_count == 0


def test_face_down_card_turns_up_and_back() -> None:
    game = Game.from_deal(3, "bakers-dozen-1883")
    column = next(i for i in range(13) if any(m.source == i for m in game.legal_moves))
    move = next(m for m in game.legal_moves if m.source == column)
    assert game.face_down_count(column) == 3
    game.play(move)
    assert game.face_down_count(column) == 2
    assert game.is_face_up(column, 2)
    game.pop()
    assert game.face_down_count(column) == 3


def test_won_and_stuck() -> None:
    stuck = Game.from_board_text(STUCK)
    assert stuck.is_stuck() and not stuck.is_won()
    game = Game.from_board_text(ONE_TO_GO)
    assert not game.is_stuck()
    game.play(Move(0, FOUNDATION))
    assert game.is_won() and not game.is_stuck()


def test_score_per_card_and_win_bonus() -> None:
    game = Game.from_board_text(ONE_TO_GO)
    assert game.score() == 51 * 5
    game.play(Move(0, FOUNDATION))
    assert game.score(elapsed_seconds=200.7) == 52 * 5 + 500 + 1000
    assert game.score(elapsed_seconds=5000) == 52 * 5 + 500
    game.pop()
    assert game.score() == 51 * 5


def test_good_measure_starts_with_two_aces_scored() -> None:
    game = Game.from_deal(1, "good-measure")
    assert game.cards_on_foundations == 2
    assert game.foundations == (0, 1, 0, 1)


def test_targets_for_highlighting() -> None:
    game = Game.from_deal(1)
    assert game.targets(0) == [2, 3, 7]  # 7D onto 8S, 8D, 8C
    assert game.targets(4) == []  # QS: no king on top anywhere


def test_best_move_prefers_foundation_then_least_burying_column() -> None:
    game = Game.from_deal(1)
    # 7D can go on 8S (column 3: 9H 3H 4H 8S), 8D (JC 2S AC 8D) or 8C (5H JS TD 8C).
    # The player's pick buries the highest lowest card: column 8's lowest is 5.
    assert best_move(game, 0) == Move(0, 7)
    game2 = Game.from_board_text(ONE_TO_GO)
    assert best_move(game2, 0) == Move(0, FOUNDATION)
    assert best_move(game, 4) is None


def test_locate() -> None:
    game = Game.from_deal(1)
    place = game.locate(parse_card("AC"))
    assert (place.column, place.index) == (3, 2)
    assert game.locate(parse_card("AS")).column == 8


def test_key_ignores_column_order() -> None:
    a = Game.from_board_text("AH 2H\nKS\n" + "\n".join(f"{r}{s}" for r, s in []) + _rest())
    lines = a.board_text().splitlines()
    lines[0], lines[1] = lines[1], lines[0]
    b = Game.from_board_text("\n".join(lines))
    assert a.key() == b.key()
    assert a.position() != b.position()


def _rest() -> str:
    used = {"AH", "2H", "KS"}
    from bakers_dozen_qt.engine import CARDS

    rest = [c.name for c in CARDS if c.name not in used]
    return "".join(" ".join(rest[i : i + 5]) + "\n" for i in range(0, len(rest), 5))


def test_copy_is_independent() -> None:
    game = Game.from_deal(1)
    game.play(Move(0, 2))
    twin = game.copy()
    twin.pop()
    assert game.move_stack == (Move(0, 2),)
    assert twin.move_stack == ()
    fresh = game.copy(with_stack=False)
    assert fresh.position() == game.position() and fresh.move_stack == ()


@pytest.mark.parametrize("variant", ["bakers-dozen", "spanish-patience", "castles-in-spain"])
def test_first_ups_are_the_leftmost_card_that_goes_up_and_the_safe_move(variant: str) -> None:
    """The online board counts hand moves with first_ups at every move it replays; it
    must say what the plain look at each column, and safe_move, say."""
    import random

    from bakers_dozen_qt.engine.kernel import goes_up

    rng = random.Random(45)
    seen_both = 0
    for deal in range(1, 6):
        game = Game.from_deal(deal, variant)
        for _ in range(150):
            tops = [(s, game.top(s)) for s in range(game.column_count)]
            ups = [s for s, top in tops if top is not None and goes_up(top, game.foundations)]
            first = Move(ups[0], FOUNDATION) if ups else None
            safe = game.safe_move()
            assert game.first_ups() == (first, safe)
            assert game.can_go_up() == bool(ups)
            for upto in range(game.column_count):  # looking no further than column upto
                up_to = Move(ups[0], FOUNDATION) if ups and ups[0] <= upto else None
                safe_to = safe if safe is not None and safe.source <= upto else None
                assert game.first_ups(upto) == (up_to, safe_to)
            seen_both += first is not None and safe is not None
            moves = list(game.legal_moves)
            if not moves:
                break
            game.push(rng.choice(moves))
    assert seen_both > 0  # positions with a safe move up were among those looked at
