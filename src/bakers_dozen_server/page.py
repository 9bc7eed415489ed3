"""The boards as one HTML page: no script, every name escaped, in the reader's language."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from html import escape
from typing import Final

from bakers_dozen_qt.engine.atlas.par import daily_par
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN

from .board import DayBoard
from .words import LANGUAGE_CODES, Words, words

STYLE: Final = """
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;
color:#1b2a1f;background:#f4f7f2;line-height:1.4}
h1{font-size:1.6rem;margin:.2rem 0}h2{margin-top:2rem;border-bottom:2px solid #2e6b3a}
h3{margin:1.2rem 0 .2rem}.counts{margin:.1rem 0 .4rem;color:#3b4d40}
table{border-collapse:collapse;min-width:24rem}th,td{padding:.2rem .7rem;text-align:right}
th{background:#2e6b3a;color:#fff}td.name,th.name{text-align:left;overflow-wrap:anywhere}
tbody tr:nth-child(even){background:#e3ece0}.empty{color:#55685a;font-style:italic}
footer{margin-top:2.5rem;font-size:.9rem;color:#3b4d40}nav a,footer a{margin-right:.8rem}
"""


def clock(seconds: float) -> str:
    """``m:ss``, or ``h:mm:ss`` from an hour on."""
    s = int(seconds)
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def render_days(
    w: Words,
    days: Sequence[tuple[str, Sequence[DayBoard]]],
    *,
    previous: dt.date | None,
    following: dt.date | None,
    keep: str = "",
) -> str:
    """The page: each ``(heading, boards)`` a section, links to the days around it
    (``keep``: a query the links carry on, such as ``?lang=da``)."""
    parts = [f"<h2>{escape(heading)}</h2>\n" + _boards(w, boards, keep) for heading, boards in days]
    links = []
    if previous is not None:
        links.append(
            f'<a href="/day/{previous.isoformat()}{keep}" rel="prev">← {escape(w.previous_day)}</a>'
        )
    if following is not None:
        links.append(
            f'<a href="/day/{following.isoformat()}{keep}" rel="next">{escape(w.next_day)} →</a>'
        )
    nav = f"<nav>{''.join(links)}</nav>\n" if links else ""
    return document(w, "".join(f"<section>{p}</section>\n" for p in parts) + nav)


def render_message(w: Words, message: str) -> str:
    return document(w, f'<p class="empty">{escape(message)}</p>\n')


def _boards(w: Words, boards: Sequence[DayBoard], keep: str) -> str:
    """The boards someone played, then one line naming the others."""
    shown = "".join(_board(w, b, keep) for b in boards if b.players)
    idle = [w.variants.get(b.variant, b.variant) for b in boards if not b.players]
    if idle:
        shown += f'<p class="empty">{escape(w.nobody.format(variants=" · ".join(idle)))}</p>\n'
    return shown


def _board(w: Words, board: DayBoard, keep: str) -> str:
    name = w.variants.get(board.variant, board.variant)
    counts = f"{w.count(w.players, board.players)} · {w.count(w.wins, board.wins)}"
    par = _par(board)
    if par is not None:
        counts += " · " + w.par.format(moves=w.number(par))
    head = (
        f'<section class="board" id="board-{escape(board.day)}-{escape(board.variant)}">'
        f'<h3>{escape(name)}</h3>\n<p class="counts">{escape(counts)}</p>\n'
    )
    if not board.entries:
        return head + f'<p class="empty">{escape(w.no_wins)}</p></section>\n'
    rows = "".join(
        f'<tr><td>{w.number(e.rank or 0)}</td><td class="name">'
        f'<a href="/entry/{e.id}{escape(keep)}" title="{escape(w.watch)}">{escape(e.name)}</a></td>'
        f"<td>{clock(e.seconds)}</td><td>{w.number(e.moves)}</td>"
        f"<td>{escape(w.number(e.score))}</td></tr>\n"
        for e in board.entries
    )
    header = "".join(
        f'<th{" class=name" if label == w.name else ""} scope="col">{escape(label)}</th>'
        for label in (w.rank, w.name, w.time, w.moves, w.score)
    )
    return (
        head + f"<table><thead><tr>{header}</tr></thead><tbody>\n{rows}</tbody></table></section>\n"
    )


def _par(board: DayBoard) -> int | None:
    """The moves of the par line of the board's deal (every move, as the board counts
    them), when the game's par table has it."""
    try:
        day = dt.date.fromisoformat(board.day)
    except ValueError:
        return None
    par = daily_par(board.variant, day)
    return None if par is None else par.moves


def document(
    w: Words, main: str, *, style: str = "", title: str | None = None, here: str = ""
) -> str:
    """The page around ``main``: the head (``title``, else the boards'; the page's style
    and ``style``), the header, and the notes and the languages at the foot (``here``: a
    query such as ``move=3`` the language links keep, so a reader stays where they were)."""
    floor = w.decimal_number(MILLISECONDS_PER_HAND_MOVE_MIN / 1000)
    notes = (
        w.note_replayed,
        w.note_ranked,
        w.note_times.format(floor=floor),
        w.note_moves,
        w.note_par,
    )
    stay = escape(f"&{here}") if here else ""
    languages = " ".join(
        f'<a href="?lang={code}{stay}" hreflang="{words(code).html_lang}"'
        f' lang="{words(code).html_lang}">'
        f"{escape(words(code).own_name)}</a>"
        for code in LANGUAGE_CODES
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{w.html_lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title or w.title)}</title>\n<style>{STYLE}{style}</style>\n"
        "</head>\n<body>\n"
        f"<header><h1>{escape(w.title)}</h1>\n<p>{escape(w.intro)}</p></header>\n"
        f"<main>\n{main}</main>\n<footer>\n<ul>"
        + "".join(f"<li>{escape(n)}</li>" for n in notes)
        + f"</ul>\n<p>{escape(w.language)}: {languages}</p>\n</footer>\n</body>\n</html>\n"
    )
