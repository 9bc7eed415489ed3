"""``bakers-dozen``: start the game window.

    bakers-dozen [--variant V] [--deal N | --daily] [--screenshot FILE]

Arguments are checked before any widget exists; a bad one gets a one-line message and
exit status 2. ``--screenshot`` renders the window after its first layout to a PNG and
exits 0 (for docs and checks; works with ``QT_QPA_PLATFORM=offscreen``). Without
``--variant``, ``--deal`` or ``--daily`` the game left unfinished last time continues.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from typing import NoReturn

from .engine.deals import MAX_DEAL, DealNumberError, check_deal_number, daily_deal_number
from .engine.rules import VARIANT_IDS, UnknownVariantError, get_rules

PROG = "bakers-dozen"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, not argparse's usage block: the message is what the player needs.
        self.exit(2, f"{self.prog}: error: {message}\n")


@dataclass(frozen=True)
class Options:
    variant: str
    deal: int
    screenshot: str | None
    chosen: bool = False  # a deal or variant was asked for: do not resume a saved game


def parse_args(argv: list[str]) -> Options:
    p = _Parser(prog=PROG, description="Baker's Dozen patience.")
    p.add_argument("--variant", metavar="V", help=f"one of: {', '.join(VARIANT_IDS)}")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--deal", metavar="N", help=f"deal number, 1 to {MAX_DEAL}")
    group.add_argument("--daily", action="store_true", help="today's daily deal")
    p.add_argument("--screenshot", metavar="FILE", help="save the window as PNG and exit")
    ns, _qt_args = p.parse_known_args(argv)
    variant = ns.variant or _saved_variant()
    try:
        get_rules(variant)
    except UnknownVariantError as e:
        p.error(str(e))
    if ns.daily:
        deal = daily_deal_number()
    elif ns.deal is not None:
        try:
            deal = check_deal_number(int(ns.deal.replace(",", "").replace("_", "")))
        except ValueError as e:
            msg = (
                str(e)
                if isinstance(e, DealNumberError)
                else f"deal number {ns.deal!r} is not a number"
            )
            p.error(msg)
    else:
        deal = random.randint(1, 1_000_000)
    chosen = bool(ns.variant or ns.daily or ns.deal is not None)
    return Options(variant, deal, ns.screenshot, chosen)


def _saved_variant() -> str:
    if "--screenshot" in sys.argv:
        return "bakers-dozen"  # screenshots must not depend on the player's settings
    from PySide6.QtCore import QSettings

    from .qt.settings import APPLICATION, ORGANISATION

    value = str(QSettings(ORGANISATION, APPLICATION).value("game/variant", "bakers-dozen"))
    return value if value in VARIANT_IDS else "bakers-dozen"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    opts = parse_args(args)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .engine.game import Game
    from .qt import paths
    from .qt.settings import APPLICATION, ORGANISATION
    from .qt.window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([PROG])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Baker's Dozen")
    # A screenshot shows exactly the deal asked for and leaves the saved game alone.
    save_path = None if opts.screenshot else paths.saved_game_path()
    cache = None if opts.screenshot else paths.card_cache_dir()
    stats_path = None if opts.screenshot else paths.statistics_path()
    window = MainWindow(
        Game.from_deal(opts.deal, opts.variant),
        opts.deal,
        save_path=save_path,
        card_cache=cache,
        stats_path=stats_path,
    )
    if save_path is not None and not opts.chosen and window.restore(save_path):
        window.show_message(window.tr("Welcome back: your last game is as you left it."))
    window.show()
    if opts.screenshot:
        path = opts.screenshot

        def shoot() -> None:
            ok = window.grab().save(path, "PNG")
            window.close()
            app.exit(0 if ok else 1)
            if not ok:
                print(f"{PROG}: error: could not write {path}", file=sys.stderr)

        QTimer.singleShot(50, shoot)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
