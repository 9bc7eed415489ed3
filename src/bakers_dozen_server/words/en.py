"""The page in English (the source of every other catalogue)."""

from __future__ import annotations

from typing import Final

from . import Words, one_other

WORDS: Final = Words(
    code="en",
    html_lang="en",
    own_name="English",
    plural=one_other,
    group=",",
    decimal=".",
    title="Baker's Dozen: daily deal boards",
    intro=(
        "Everyone plays the same deal each day. Every game on these boards was replayed "
        "by the server, move by move, before it counted."
    ),
    today="Today, {date}",
    yesterday="Yesterday, {date}",
    day="The deal of {date}",
    previous_day="Previous day",
    next_day="Next day",
    players=("{n} player", "{n} players"),
    wins=("{n} win", "{n} wins"),
    rank="Rank",
    name="Player",
    time="Time",
    moves="Moves",
    score="Score",
    nobody="Not played yet: {variants}.",
    no_wins="No win without help yet.",
    note_replayed="The server replays every game from the deal, and refuses a move the "
    "rules forbid or a game of another deal.",
    note_ranked="Only wins without help from the solver are ranked, and a winning line only "
    "for the first player who sent it; the other games count as played.",
    note_times="Times are as each player's game reported them: the server cannot see a "
    "clock. It refuses only the impossible, less than {floor} seconds for each move made "
    "by hand.",
    note_moves="Moves are those of the winning line, the automatic ones included.",
    par="par {moves}",
    note_par="Par is the fewest moves of a win the solver found for the deal (moves counted as"
    " above): a best-known figure, not a proven least.",
    language="Language",
    unavailable="The boards cannot be read right now: try again in a moment.",
    no_such_page="There is no such page.",
    no_such_day="There is no board for {date}: days are written YYYY-MM-DD.",
    watch="Watch this game move by move",
    back_to_boards="Back to the boards of {date}",
    result="Result",
    won="Won",
    won_with_help="Won with help",
    not_won="Not won",
    the_deal="The deal",
    move_of="Move {number} of {count}",
    previous_move="Previous move",
    next_move="Next move",
    last_move="Last move",
    moves_heading="The moves",
    line_as_text="The moves as text",
    table_as_text="The table as text",
    table_dealt="The table as dealt",
    table_after="The table after move {number}",
    to_foundation="foundation",
    to_empty="empty column {column}",
    no_such_entry="There is no game {id} on the boards.",
    variants={
        "bakers-dozen": "Baker's Dozen",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Baker's Dozen, 1883 edition",
    },
)
