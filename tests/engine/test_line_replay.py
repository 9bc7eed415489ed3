"""A line replayed: checked whole before it is shown, then walked both ways to any move,
each table the one the game had after that many moves."""

from __future__ import annotations

import random

import pytest

from bakers_dozen_qt.engine import Game, Move, get_rules
from bakers_dozen_qt.engine.line_replay import LineError, LineReplay


def random_line(deal: int, variant: str, count: int, seed: int = 3) -> tuple[Game, list[Game]]:
    game = Game.from_deal(deal, variant)
    tables = [game.copy()]
    pick = random.Random(seed)
    for _ in range(count):
        legal = list(game.legal_moves)
        if not legal:
            break
        game.push(pick.choice(legal))
        tables.append(game.copy())
    return game, tables


@pytest.mark.parametrize("variant", ["bakers-dozen", "castles-in-spain", "good-measure"])
def test_every_index_shows_the_table_after_that_many_moves(variant: str) -> None:
    game, tables = random_line(41, variant, 60)
    replay = LineReplay(game.rules, 41, game.move_stack)
    assert len(replay) == game.moves_count and replay.index == 0
    assert replay.game.key() == tables[0].key()
    order = list(range(len(tables)))
    random.Random(5).shuffle(order)
    for i in order:
        replay.go_to(i)
        assert replay.index == i and replay.game.key() == tables[i].key()
    replay.go_to(0)
    while replay.forward():
        assert replay.game.key() == tables[replay.index].key()
    assert replay.index == len(replay) and not replay.forward()
    while replay.back():
        assert replay.game.key() == tables[replay.index].key()
    assert replay.index == 0 and not replay.back()
    assert replay.before(3).key() == tables[2].key()
    replay.go_to(10_000)
    assert replay.index == len(replay)
    assert replay.won == game.is_won()


def test_a_line_that_does_not_fit_its_deal_is_refused_at_its_first_bad_move() -> None:
    game, _ = random_line(41, "bakers-dozen", 10)
    line = list(game.move_stack)
    # The same moves from another deal: somewhere one cannot be played.
    with pytest.raises(LineError) as caught:
        for deal in range(42, 60):
            LineReplay(get_rules("bakers-dozen"), deal, line)
    assert 1 <= caught.value.number <= len(line)
    with pytest.raises(LineError) as caught:
        LineReplay(get_rules("bakers-dozen"), 41, [*line, Move(14, 1)])
    assert caught.value.number == len(line) + 1


def test_a_daily_line_is_replayed_from_that_days_deal() -> None:
    # From 2027 each variant has its own daily shuffle: not deal number 20270315's.
    rules = get_rules("spanish-patience")
    daily = Game.from_daily(20270315, rules)
    assert daily.board_text() != Game.from_deal(20270315, rules).board_text()
    pick = random.Random(1)
    for _ in range(25):
        daily.push(pick.choice(list(daily.legal_moves)))
    replay = LineReplay(rules, 20270315, daily.move_stack, daily=True)
    replay.go_to(len(replay))
    assert replay.game.key() == daily.key()
