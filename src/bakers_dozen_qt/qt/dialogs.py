"""The rules dialog. (Deal by Number is in ``new_games``, the win and stuck dialogs in
``end_dialogs``, the statistics in ``statistics``.)"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

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


def _box(parent: QWidget, title: str, text: str) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(title)
    box.setText(text)
    box.setObjectName(title.lower().replace(" ", "-"))
    return box


def show_rules(parent: QWidget) -> None:
    box = _box(parent, "Rules", RULES_HTML)
    box.open()
