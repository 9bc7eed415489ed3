"""Auto Finish: the rest of a game that needs no decision (docs/RULES.md, "Auto-complete")."""

from __future__ import annotations

import random

from end_games import small_board, winnable

from bakers_dozen_qt.engine import (
    FOUNDATION,
    Build,
    EmptyColumn,
    Game,
    Move,
    Rules,
    custom_rules,
    get_rules,
    parse_card,
)
from bakers_dozen_qt.engine.finish import finishing_moves, needs_no_decision, obvious_finish

EMPTY = "\n".join([":"] * 9)

# The play-test's end game: 26 cards left; 8♦ and 9♠ can go up (neither is safe: the
# hearts are down at 2), and with them the diamonds and spades; then nothing goes up
# until J♣ goes onto Q♣ and frees 10♣, after which every card goes up.
PLAY_TEST = (
    "Foundations: C-9 D-7 H-2 S-8\n"
    "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H TC JC\n"
    "KC QC\n"
    "KD QD JD TD 9D 8D\n"
    "KS QS JS TS 9S\n" + EMPTY
)


def _cards(game: Game, line: list[Move]) -> list[str]:
    probe = game.copy(with_stack=False)
    names = []
    for move in line:
        top = probe.top(move.source)
        assert top is not None
        names.append(top.name if move.target == FOUNDATION else f"{top.name}>{move.target + 1}")
        probe.play(move)
    return names


def test_the_play_tests_end_game_finishes_itself() -> None:
    game = Game.from_board_text(PLAY_TEST)
    assert game.safe_move() is None  # what Auto Finish used to stop at
    assert needs_no_decision(game)
    line = finishing_moves(game)
    assert game.moves_count == 0  # the game itself is not touched
    names = _cards(game, line)
    # Up first (the diamonds and the spades), then the one table move: J♣ onto Q♣.
    at = names.index("JC>2")
    assert sorted(names[:at]) == sorted(
        ["8D", "9D", "TD", "JD", "QD", "KD", "9S", "TS", "JS", "QS", "KS"]
    )
    assert [n for n in names if ">" in n] == ["JC>2"]
    assert len(line) == 27  # 26 cards up and the one move on the table
    for move in line:
        game.play(move)
    assert game.is_won()


def test_a_choice_that_can_lose_is_a_decision() -> None:
    # Nothing goes up (4♠ lies under 6♠). Two suit moves: 6♠ onto 7♠ frees 4♠ and wins;
    # 5♠ onto 6♠ buries 4♠ for good. A winning order exists, but a player could take the
    # other: that is a decision, and the game leaves it to the player.
    text = "Foundations: C-K D-K H-K S-3\n4S 6S\nKS QS JS TS 9S 8S 7S\n5S\n" + EMPTY + "\n:"
    game = Game.from_board_text(text)
    assert winnable(game, {})
    good, bad = Move(0, 1), Move(2, 0)
    assert game.is_legal(good) and game.is_legal(bad)
    game.push(bad)
    assert not winnable(game, {})
    game.pop()
    assert not needs_no_decision(game)
    assert obvious_finish(game) is None
    assert finishing_moves(game) == []  # and no card is safe to send up either


def test_a_game_that_needs_another_move_is_left_to_the_player() -> None:
    # Winnable, but only by 6♠ onto 7♥, which is no suit move: the player decides.
    text = (
        "Foundations: C-K D-K H-6 S-3\n"
        "KS QS JS TS 9S 8S 7S 4S 6S\n"
        "KH QH JH TH 9H 8H 7H\n"
        "5S\n" + EMPTY + "\n:"
    )
    game = Game.from_board_text(text)
    assert winnable(game, {})
    assert not needs_no_decision(game)
    assert finishing_moves(game) == game.copy().play_safe_moves()


def test_two_suit_moves_that_both_win_need_no_decision() -> None:
    # J♣ onto Q♣ and J♦ onto Q♦: each frees a ten; either first, the game is won.
    text = "Foundations: C-9 D-9 H-K S-K\nKC TC JC\nQC\nKD TD JD\nQD\n" + EMPTY
    game = Game.from_board_text(text)
    assert needs_no_decision(game)
    line = obvious_finish(game)
    assert line is not None and _cards(game, line)[0] == "JC>2"


def test_face_down_cards_leave_a_decision() -> None:
    # In the 1883 edition the finish would know a card the player cannot see.
    game = Game.from_deal(5, "bakers-dozen-1883")
    assert game.has_face_down and not needs_no_decision(game)


def test_a_won_game_and_a_fresh_deal_need_a_decision() -> None:
    game = Game.from_board_text(PLAY_TEST)
    for move in finishing_moves(game):
        game.play(move)
    assert not needs_no_decision(game) and obvious_finish(game) is None
    assert not needs_no_decision(Game.from_deal(1))


def test_alternate_colours_never_build_in_suit() -> None:
    rules = custom_rules(build=Build.ALTERNATE_COLOUR, empty_column=EmptyColumn.ANY)
    game = Game.from_board_text(PLAY_TEST, rules)
    assert not needs_no_decision(game)  # J♣ may not go onto Q♣


def test_the_check_gives_up_past_its_limit() -> None:
    game = Game.from_board_text(PLAY_TEST)
    assert needs_no_decision(game, limit=1)
    game2 = Game.from_board_text(
        "Foundations: C-9 D-9 H-K S-K\nKC TC JC\nQC\nKD TD JD\nQD\n" + EMPTY
    )
    assert not needs_no_decision(game2, limit=1)  # two positions to look at: too many


def _random_obvious_play(game: Game, rng: random.Random) -> bool:
    """Play obvious moves in a random order (up moves first, as the rule says); won?"""
    probe = game.copy(with_stack=False)
    while not probe.is_won():
        ups = [m for m in probe.legal_moves if m.target == FOUNDATION]
        if ups:
            probe.push(rng.choice(ups))
            continue
        suit = [
            m
            for m in probe.legal_moves
            if m.target != FOUNDATION
            and (probe.top(m.target) or 0) == (probe.top(m.source) or 0) + 4
        ]
        if not suit:
            return False
        probe.push(rng.choice(suit))
    return True


def test_no_decision_means_won_whatever_the_order() -> None:
    """The rule's promise, against exhaustive search: a position that needs no decision
    is winnable, and random orders of the obvious moves all win; and the finish it plays
    wins."""
    rng = random.Random(42)
    rule_sets: list[Rules] = [
        get_rules("bakers-dozen"),
        get_rules("spanish-patience"),
        get_rules("portuguese-solitaire"),
        custom_rules(build=Build.SAME_SUIT),
    ]
    yes = no_but_won = 0
    for i in range(400):
        rules = rule_sets[i % len(rule_sets)]
        game = small_board(rng, rules, left=11)
        if needs_no_decision(game):
            yes += 1
            assert winnable(game, {}), game.board_text()
            for _ in range(5):
                assert _random_obvious_play(game, rng), game.board_text()
            line = obvious_finish(game)
            assert line is not None
            for move in line:
                game.play(move)
            assert game.is_won()
        elif winnable(game, {}):
            no_but_won += 1
    # Both kinds were met: the rule says yes to some end games and leaves others to
    # the player.
    assert yes > 20 and no_but_won > 20, (yes, no_but_won)


def test_card_names_in_the_tests_are_what_they_say() -> None:
    game = Game.from_board_text(PLAY_TEST)
    assert game.top(0) == parse_card("JC") and game.top(1) == parse_card("QC")


def test_finishing_moves_take_every_card_up_when_that_alone_wins() -> None:
    # The 6H is not safe (the clubs are down at 3), and it covers the clubs: no safe
    # move at all, but foundation moves alone win.
    game = Game.from_board_text(
        "Foundations: H-5 C-3 D-K S-K\nKC QC JC TC 9C 8C 7C 6C 5C 4C 6H\nKH QH JH TH 9H 8H 7H"
    )
    assert game.safe_move() is None
    before = game.position()
    moves = finishing_moves(game)
    assert game.position() == before and game.moves_count == 0
    assert moves == [Move(0, FOUNDATION)] * 11 + [Move(1, FOUNDATION)] * 7
    for m in moves:
        game.play(m)
    assert game.is_won()


def test_finishing_moves_are_the_safe_ones_otherwise() -> None:
    assert finishing_moves(Game.from_deal(1)) == []
    # Deal 2: AD (column 3), then AS and 2S (column 10) go up safely; no more.
    game = Game.from_deal(2)
    moves = finishing_moves(game)
    assert [m.text() for m in moves] == ["3-f", "10-f", "10-f"]
    assert moves == game.copy().play_safe_moves() and game.moves_count == 0
    for m in moves:
        game.play(m)
    assert not game.is_won() and finishing_moves(game) == []
