"""Memory over repeated dialogs and language switches: does anything stay behind?

Run: ``uv run python benchmarks/dialog_memory_bench.py [--rounds 200]``.

The real window (offscreen, its files in a temporary folder) opens and closes each of
its dialogs ``--rounds`` times, as a player would (the abandon question answered "Keep
Playing", the Paste Board error, Deal by Number, Custom…, About, Keyboard, How to Play,
Statistics), then switches the language between Danish and English as many times. Each
kind is warmed up first (caches Qt fills once are not a leak), then measured: the
process's resident memory (RSS, from ``/proc``) before and after, and the widgets still
alive under the window. Prints one line a kind; a leak shows as RSS growing with the
rounds and widgets left behind.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--warm", type=int, default=20)
    args = parser.parse_args()

    from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QDialog, QWidget

    from bakers_dozen_qt.engine import Game, Move
    from bakers_dozen_qt.qt.files.settings import Preferences
    from bakers_dozen_qt.qt.window.window import MainWindow
    from bakers_dozen_qt.qt.words import i18n

    app = QApplication([sys.argv[0]])
    QStandardPaths.setTestModeEnabled(True)
    folder = Path(tempfile.mkdtemp())
    prefs = Preferences(QSettings(str(folder / "prefs.ini"), QSettings.Format.IniFormat))
    prefs.ask_before_abandoning = True
    i18n.set_language("en")
    window = MainWindow(
        Game.from_deal(1),
        1,
        prefs,
        save_path=folder / "saved.json",
        stats_path=folder / "statistics.sqlite",
    )
    window.scene.mover.duration_ms = 0
    window.show()
    for _ in range(20):
        app.processEvents()
    assert window.session.request_move(Move(0, 2))  # a game in progress: New Deal asks

    def settle() -> None:
        for _ in range(3):
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()

    def close_dialogs() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QDialog) and w.isVisible():
                w.reject()
        for w in window.findChildren(QDialog):
            if w.isVisible():
                w.reject()
        settle()

    def abandon() -> None:
        window.new_deal()
        box = window.guard.dialog
        assert box is not None
        box.reject()  # Escape: Keep Playing

    def paste_error() -> None:
        QGuiApplication.clipboard().setText("not a board")
        window.paste_board()

    def statistics() -> None:
        shown = window.show_statistics()
        if shown is not None:
            for _ in range(5):
                app.processEvents()
            shown.close()

    kinds: list[tuple[str, Callable[[], object]]] = [
        ("abandon question", abandon),
        ("Paste Board error", paste_error),
        ("Deal by Number", window.deal_by_number),
        ("Custom variant", window.choose_custom),
        ("About", window.show_about),
        ("Keyboard", lambda: window.menus.actions.keys_help.trigger()),
        ("How to Play", window.show_rules),
        ("Statistics", statistics),
    ]
    languages = iter(["da", "en"] * (args.rounds + args.warm))

    def switch() -> None:
        i18n.set_language(next(languages))
        app.processEvents()

    print(f"{'':<20} {'RSS before':>11} {'RSS after':>10} {'growth':>8} {'per round':>10} widgets")
    for name, once in [*kinds, ("language switch", switch)]:
        for _ in range(args.warm):
            once()
            close_dialogs()
        before, widgets = rss_kb(), len(window.findChildren(QWidget))
        for _ in range(args.rounds):
            once()
            close_dialogs()
        after, left = rss_kb(), len(window.findChildren(QWidget))
        grew = after - before
        print(
            f"{name:<20} {before / 1024:>8.1f} MB {after / 1024:>7.1f} MB "
            f"{grew / 1024:>5.1f} MB {grew / args.rounds:>7.1f} KB {left - widgets:+d}",
            flush=True,
        )
    window.close()
    settle()
    return 0


if __name__ == "__main__":
    sys.exit(main())
