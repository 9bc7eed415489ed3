"""The deal asked for on the command line (``--deal``, ``--daily``, ``--variant``) when a
game is in progress: the window does what its own New Deal does.

The saved game is restored first. If the player had moved in it (and it is neither won
nor counted), the window asks, once its table is on screen, whether to give it up (it
counts as a loss), exactly as New Deal asks; "Keep Playing" keeps it. With the question
turned off, the game is counted as lost at once, and the status bar says so. With
nothing in progress, the deal asked for simply starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine.game import Game

if TYPE_CHECKING:
    from .window import MainWindow

translate = QCoreApplication.translate


def start_asked(window: MainWindow, game: Game, deal: int, *, daily: bool) -> None:
    """Play ``game`` (deal ``deal``) in ``window`` instead of the game there, as New Deal
    would: asked first (after the first frame) when a game is in progress."""
    session = window.session
    if not session.in_progress:
        session.new_game(game, deal, daily=daily)
        return
    asks = window.guard.needed()
    given_up = session.deal_number

    def start() -> None:
        session.new_game(game, deal, daily=daily)
        if not asks:
            window.show_message(_counted(given_up), 15_000)

    def kept() -> None:
        window.show_message(
            translate("MainWindow", "Your game goes on; the deal asked for was not started."),
            15_000,
        )

    def at_first_frame() -> None:
        window.first_frame_shown.disconnect(at_first_frame)
        window.guard.confirm(start, kept)

    window.first_frame_shown.connect(at_first_frame)


def _counted(deal: int | None) -> str:
    if deal is None:
        return translate("MainWindow", "Your unfinished game was counted as lost.")
    return translate(
        "MainWindow", "Your unfinished game of deal {deal} was counted as lost."
    ).format(deal=deal)
