"""Screenshots of the Statistics window over a database of plausible games.

Usage (from the repository root; offscreen, no display needed):
    uv run python tools/stats_shots.py --out /tmp/shots            # every tab, twice
    QT_SCALE_FACTOR=2 uv run python tools/stats_shots.py --out /tmp/shots2x
    uv run python tools/stats_shots.py --out docs --only charts --name statistics.png
    uv run python tools/stats_shots.py --lang cs --out /tmp/stats-cs   # in Czech

Fills a temporary statistics file with ``tools/fill_stats.py`` (``--games``, ``--seed``),
opens the window on "All variants" and on Baker's Dozen, and saves a PNG of each tab, in
the light palette and (``--dark``) a dark one. ``--lang`` shows it in one of the game's
languages (its numbers and dates too); without it, in English with US numbers.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fill_stats import fill
from PySide6.QtCore import QEventLoop, QLocale, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from bakers_dozen_qt.languages import LANGUAGES
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.words import i18n
from bakers_dozen_qt.store import StatsService

TABS = ("summary", "charts", "leaderboard", "daily")


def dark_palette() -> QPalette:
    p = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, "#2b2d30"),
        (roles.WindowText, "#e6e6e6"),
        (roles.Base, "#1f2023"),
        (roles.AlternateBase, "#34363a"),
        (roles.Text, "#e6e6e6"),
        (roles.Button, "#3a3c40"),
        (roles.ButtonText, "#e6e6e6"),
        (roles.Highlight, "#3d6fb4"),
        (roles.HighlightedText, "#ffffff"),
        (roles.PlaceholderText, "#9a9da3"),
        (roles.ToolTipBase, "#1f2023"),
        (roles.ToolTipText, "#e6e6e6"),
    ):
        p.setColor(role, QColor(colour))
    p.setColor(QPalette.ColorGroup.Disabled, roles.Text, QColor("#7d8086"))
    return p


def settle(window: StatisticsWindow, ms: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dark", action="store_true", help="also in a dark palette")
    parser.add_argument("--only", choices=TABS, help="one tab, of All variants")
    parser.add_argument("--name", help="file name for --only")
    parser.add_argument("--size", default="1000x660", help="WIDTHxHEIGHT in logical pixels")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help="a language of the game")
    args = parser.parse_args()
    app = QApplication([sys.argv[0], "-style", "fusion"])
    if args.lang:
        if not i18n.set_language(args.lang):
            raise SystemExit(f"stats_shots: no translations for {args.lang!r}")
    else:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    db = Path(tempfile.mkdtemp(prefix="bakers-stats-")) / "statistics.sqlite"
    fill(db, args.games, args.seed, 30)
    service = StatsService(db)
    service.start()
    args.out.mkdir(parents=True, exist_ok=True)
    palettes = [("light", app.palette())] + ([("dark", dark_palette())] if args.dark else [])
    for look, palette in palettes:
        app.setPalette(palette)
        for variant in (None,) if args.only else (None, "bakers-dozen"):
            w = StatisticsWindow(service, variant)
            if args.size:
                width, height = (int(v) for v in args.size.split("x"))
                w.resize(width, height)
            w.show()
            settle(w)
            for i, tab in enumerate(TABS):
                if args.only and tab != args.only:
                    continue
                w.tabs.setCurrentIndex(i)
                settle(w, 150)
                name = args.name or f"{tab}-{variant or 'all'}-{look}.png"
                w.grab().save(str(args.out / name))
                print(args.out / name)
            w.close()
            w.deleteLater()
        if args.only:
            break
    service.close()
    del app


if __name__ == "__main__":
    main()
