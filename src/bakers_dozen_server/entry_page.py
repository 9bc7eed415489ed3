"""One entry's game on its own page, move by move: ``/entry/{id}?move=N``.

The server deals the entry's day again and walks its line (the same
:class:`~bakers_dozen_qt.engine.line_replay.LineReplay` the game's replay uses), so the
page shows exactly the tables the board judged. A page shows the table after move
``N`` (0: the deal) as a picture (:mod:`.table_picture`) and as text, links to the moves
around it, and lists every move of the line, each a link to its own page: paged by move,
with no script. Every name is escaped; the page is in the reader's language.
"""

from __future__ import annotations

import datetime as dt
from html import escape

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.line_replay import LineReplay
from bakers_dozen_qt.engine.moves import FOUNDATION, Move

from .board import Entry
from .page import clock, document
from .table_picture import table_svg
from .words import Words

STYLE = """
.result{display:grid;grid-template-columns:max-content auto;gap:.1rem 1rem;margin:.5rem 0}
.result dt{font-weight:600}.result dd{margin:0}
nav.steps{display:flex;flex-wrap:wrap;gap:.3rem 1rem;margin:.6rem 0}
svg.table{width:100%;max-width:46rem;height:auto;display:block}
ol.line{columns:12rem auto;padding-left:3rem}ol.line li{break-inside:avoid}
ol.line .n{color:#55685a;font-size:.85em;margin-left:.4rem}
pre{white-space:pre-wrap;overflow-wrap:anywhere}
"""


def move_words(w: Words, game: Game, move: Move) -> str:
    """``7♣ → 8♥`` (from the table before ``move``)."""
    card = game.top(move.source)
    name = card.label if card is not None else "?"
    if move.target == FOUNDATION:
        where = w.to_foundation
    else:
        under = game.top(move.target)
        where = under.label if under is not None else w.to_empty.format(column=move.target + 1)
    return f"{name} → {where}"


def render_entry(w: Words, entry: Entry, replay: LineReplay, at: int, keep: str) -> str:
    """The page of ``entry`` with the table after ``at`` moves of its line (clamped);
    ``keep``: the query of the reader's language, carried on by every link."""
    at = max(0, min(at, len(replay)))
    count = len(replay)

    def link(index: int) -> str:
        joiner = "&amp;" if keep else "?"
        return f"/entry/{entry.id}{escape(keep)}{joiner}move={index}#table"

    variant = w.variants.get(entry.variant, entry.variant)
    result = (
        w.won if entry.won and not entry.helped else w.won_with_help if entry.won else w.not_won
    )
    facts = [(w.result, result)]
    if entry.rank is not None:
        facts.append((w.rank, w.number(entry.rank)))
    facts += [
        (w.time, clock(entry.seconds)),
        (w.moves, w.number(entry.moves)),
        (w.score, w.number(entry.score)),
    ]
    facts_html = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in facts)
    day = escape(entry.day)
    parts = [
        f'<nav><a href="/day/{day}{escape(keep)}">← '
        f"{escape(w.back_to_boards.format(date=entry.day))}</a></nav>\n",
        f"<h2>{escape(entry.name)} — {escape(variant)}, {day}</h2>\n",
        f'<dl class="result">{facts_html}</dl>\n',
    ]
    where = w.the_deal if at == 0 else w.move_of.format(number=at, count=w.number(count))
    steps = []
    if at > 0:
        steps.append(f'<a href="{link(0)}">« {escape(w.the_deal)}</a>')
        steps.append(f'<a href="{link(at - 1)}" rel="prev">‹ {escape(w.previous_move)}</a>')
    if at < count:
        steps.append(f'<a href="{link(at + 1)}" rel="next">{escape(w.next_move)} ›</a>')
        steps.append(f'<a href="{link(count)}">{escape(w.last_move)} »</a>')
    replay.go_to(at)
    label = w.table_dealt if at == 0 else w.table_after.format(number=at)
    parts += [
        f'<section id="table"><h3>{escape(where)}</h3>\n',
        f'<nav class="steps">{"".join(steps)}</nav>\n',
        table_svg(replay.game, label),
        f"\n<details><summary>{escape(w.table_as_text)}</summary>"
        f"<pre>{escape(replay.game.board_text(reveal=False))}</pre></details></section>\n",
    ]
    game = Game(replay.rules, replay.game.initial)
    items = []
    for i, move in enumerate(replay.moves, 1):
        said = escape(move_words(w, game, move))
        game.push(move)
        text = f"<strong>{said}</strong>" if i == at else f'<a href="{link(i)}">{said}</a>'
        current = ' aria-current="step"' if i == at else ""
        items.append(f'<li value="{i}"{current}>{text}<span class="n">{move}</span></li>')
    parts += [
        f"<section><h3>{escape(w.moves_heading)}</h3>\n",
        f'<ol class="line">{"".join(items)}</ol>\n',
        f"<details><summary>{escape(w.line_as_text)}</summary>"
        f"<pre>{escape(' '.join(str(m) for m in replay.moves))}</pre></details></section>\n",
    ]
    title = f"{entry.name} — {variant}, {entry.day}"
    return document(w, "".join(parts), style=STYLE, title=title, here=f"move={at}" if at else "")


def daily_number(day: str) -> int:
    """A day's deal number (``YYYYMMDD``) from the board's ``YYYY-MM-DD``."""
    d = dt.date.fromisoformat(day)
    return d.year * 10000 + d.month * 100 + d.day
