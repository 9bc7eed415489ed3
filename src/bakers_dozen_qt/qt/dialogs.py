"""The window's dialogs: deal by number, win, stuck, rules and about.

Win and stuck dialogs are opened with ``open()`` (window-modal, not a nested event
loop), so the game, and tests, keep running while they show.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from ..engine.deals import MAX_DEAL
from ..engine.scoring import Breakdown
from .clock import format_time

RULES_HTML = """
<h3>Baker's Dozen</h3>
<p>Put all 52 cards on the four foundations, each built up in its suit from the ace
to the king.</p>
<ul>
<li>Only the top card of a column moves, one card at a time.</li>
<li>A card goes onto a card one rank higher, whatever its suit: any 7 on any 8.</li>
<li>An empty column stays empty (in Baker's Dozen; some variants let it fill).</li>
<li>Kings were moved to the bottom of their columns when the cards were dealt.</li>
</ul>
<p><b>Mouse:</b> drag a top card onto a lit pile; or click it, then click a lit pile;
double-click sends a card to its foundation.
<b>Keys:</b> H hint, A auto finish, F2 new deal, Ctrl+Z / Ctrl+Shift+Z undo and redo.</p>
<p><b>Score:</b> 5 points a card on the foundations; a win adds 500 and a time bonus of
1200 minus the seconds played.</p>
"""


def ask_deal_number(parent: QWidget, current: int) -> int | None:
    number, ok = QInputDialog.getInt(
        parent,
        "Deal by Number",
        f"Deal number (1 to {MAX_DEAL:,}):",
        max(1, min(current, MAX_DEAL)),
        1,
        MAX_DEAL,
    )
    return number if ok else None


def _box(parent: QWidget, title: str, text: str) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(title)
    box.setText(text)
    box.setObjectName(title.lower().replace(" ", "-"))
    return box


def show_win(
    parent: QWidget, parts: Breakdown, elapsed: float, moves: int, on_new: Callable[[], None]
) -> QMessageBox:
    box = _box(parent, "You won", "<h3>All the cards are home!</h3>")
    tr = QCoreApplication.translate
    details = tr(
        "WinDialog", "{cards} for the cards · {win} for the win · {time} time bonus"
    ).format(cards=parts.cards, win=parts.win, time=parts.time)
    box.setInformativeText(
        f"Score <b>{parts.total}</b><br><small>{details}</small><br>"
        f"Time {format_time(elapsed)} · {moves} moves"
    )
    box.setStyleSheet("QLabel { min-width: 24em; }")
    new = box.addButton("New Deal", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Close", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(new)
    # clicked(bool) would hand its flag to a slot with optional arguments: drop it.
    new.clicked.connect(lambda *_: on_new())
    box.open()
    return box


def show_stuck(
    parent: QWidget,
    on_undo: Callable[[], None],
    on_restart: Callable[[], None],
    on_new: Callable[[], None],
    on_where_lost: Callable[[], None],
) -> QMessageBox:
    box = _box(parent, "No moves left", "<b>No card can move any more.</b>")
    box.setInformativeText(
        "Undo a few moves, start this deal again, try a new one, or ask the solver "
        "where the game was lost."
    )
    box.setIcon(QMessageBox.Icon.Information)
    buttons = (
        ("Undo", on_undo),
        ("Restart", on_restart),
        ("New Deal", on_new),
        ("Where Was It Lost?", on_where_lost),
    )
    for label, slot in buttons:
        b = box.addButton(label, QMessageBox.ButtonRole.ActionRole)
        b.clicked.connect(lambda *_, slot=slot: slot())
    box.addButton("Close", QMessageBox.ButtonRole.RejectRole)
    box.open()
    return box


def show_rules(parent: QWidget) -> None:
    box = _box(parent, "Rules", RULES_HTML)
    box.open()
