"""A whole game won through a real screen reader (issue 44): the game under Xvfb with the
accessibility bus and Orca (Debian 12's Orca 43 here), played by keys from the deal to the
win, and what Orca would speak read from its debug log: each move's result, a refusal and
the win said exactly once.

Orca 43 takes no announcements, so this is the game's other way of speaking (the focused
pile's description) at work. Without Orca, python3-pyatspi, Xvfb, dbus or xdotool the test
skips and says which is missing; ``.ci/run`` installs them and sets
``BAKERS_DOZEN_SCREEN_READER_TESTS=all``, which turns that skip into a failure.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from screen_reader_session import (
    COLUMN_KEYS,
    Desktop,
    desktop,
    missing,
    move_keys,
    orca_version,
    winning_line,
)

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.speech.announcer import capitalised
from bakers_dozen_qt.qt.speech.spoken_names import card_name, for_the_ear
from bakers_dozen_qt.qt.words.wording import sentence

DEAL = 1
WAIT_S = 20.0


@pytest.fixture
def orca(tmp_path: Path) -> Iterator[Desktop]:
    lacking = missing(orca=True)
    if lacking:
        message = "needs " + ", ".join(lacking) + " (Debian: xvfb dbus at-spi2-core orca "
        message += "python3-pyatspi xdotool)"
        if os.environ.get("BAKERS_DOZEN_SCREEN_READER_TESTS") == "all":
            pytest.fail(message)
        pytest.skip(message)
    with desktop(tmp_path / "desktop") as d:
        d.start_orca()
        yield d


def heard_after(d: Desktop, start: int, wanted: Callable[[str], bool], what: str) -> list[str]:
    """What Orca said from utterance ``start`` on, once something ``wanted`` is among it."""
    try:
        d.wait_for(lambda: any(wanted(s) for s in d.spoken()[start:]), WAIT_S, what)
    except TimeoutError:
        raise AssertionError(f"{what}: Orca said only {d.spoken()[start - 3 :]}") from None
    return d.spoken()[start:]


def a_refused_move(game: Game) -> Move:
    """A card that may go somewhere, put on a column that cannot take it."""
    for source in range(game.column_count):
        if not game.targets(source):
            continue
        for target in range(game.column_count):
            move = Move(source, target)
            if target != source and game.top(target) is not None and not game.is_legal(move):
                return move
    raise AssertionError("no refused move on the deal")


@pytest.mark.slow
def test_a_whole_game_is_won_by_keys_with_orca_speaking_each_result_once(
    orca: Desktop,
) -> None:
    d = orca
    game = Game.from_deal(DEAL)
    line = winning_line(DEAL)
    d.start_game(["--deal", str(DEAL), "--lang", "en"])
    d.wait_for(lambda: any("Card table" in s for s in d.spoken()), WAIT_S, "the table")

    # Back from a dialog, the reader lands on the pile under the focus, not on the list.
    d.key("F1")
    heard_after(d, 0, lambda s: s.startswith("How to Play"), "How to Play")
    start = len(d.spoken())
    d.key("Escape")
    said = heard_after(d, start, lambda s: s.startswith("Column "), "the focused pile")
    assert said[-1].startswith("From the bottom") or said[-1].startswith("Column "), said

    # A refusal: said once, and the card stays in hand until Escape.
    refused = a_refused_move(game)
    reason = game.illegal_reason(refused)
    assert reason is not None
    refusal = for_the_ear(sentence(reason))
    start = len(d.spoken())
    d.key(COLUMN_KEYS[refused.source], COLUMN_KEYS[refused.target])
    said = heard_after(d, start, lambda s: refusal in s, "the refusal")
    assert sum(refusal in s for s in said) == 1, said
    d.key("Escape")

    for i, (move, drops) in enumerate(line):
        card = game.top(move.source)
        assert card is not None
        result = capitalised(card_name(card)) + " goes "
        game.push(move)
        for drop in drops:
            game.push(drop)
        start = len(d.spoken())
        d.key(*move_keys(move))
        said = heard_after(d, start, lambda s, r=result: r in s, f"move {i + 1} ({move})")
        # Sentences said while the reader was busy come out as one utterance.
        results = [s for s in said if result in s]
        assert len(results) == 1, (move, said)
        uncovered = game.top(move.source)
        if uncovered is not None:
            assert f"{card_name(uncovered)} is now on top of column {move.source + 1}" in (
                results[0].lower()
            ), results
        if move.target != FOUNDATION and drops:
            assert "Also to the foundations" in results[0], results
    assert game.is_won()

    # The win: the dialog is spoken when it opens (its title, then its text), once.
    heard_after(d, 0, lambda s: "All the cards are home" in s, "the win")
    time.sleep(1)  # what a reader says twice, it says within that time
    said = d.spoken()
    assert sum("You won" in s for s in said) == 1, said[-6:]
    assert sum("All the cards are home" in s for s in said) == 1, said[-6:]
    print(f"Orca {orca_version()}: {len(d.spoken())} utterances over {len(line)} moves")
