"""Screenshots of the window in one language, to look at before a translation ships.

    uv run python tools/language_shots.py da                 # into <tmp>/language-shots-da
    uv run python tools/language_shots.py pseudo --out DIR

Writes the table (playing and paused), each menu, the win and stuck dialogs, each tab of
the Statistics window (over a file of plausible games), Help → Keyboard, a refused paste,
the custom rules, How to Play, Deal by Number, the online board's dialog, About and a
custom game's table as PNGs (and that game's window title as text). ``pseudo`` is a test
language whose every text is about twice as long as in English (``"&New Deal ~ New
Deal"``): where it fits, a real translation fits. Runs offscreen
(``QT_QPA_PLATFORM=offscreen``) or on a display.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import translations  # noqa: E402
from fill_stats import fill  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget  # noqa: E402

from bakers_dozen_qt.engine import Build, Game, Move, custom_rules  # noqa: E402
from bakers_dozen_qt.engine.scoring import Breakdown  # noqa: E402
from bakers_dozen_qt.languages import LANGUAGES, Language  # noqa: E402
from bakers_dozen_qt.qt.dialogs.dialogs import StuckDialog, WinDialog, Won  # noqa: E402
from bakers_dozen_qt.qt.files.settings import Preferences  # noqa: E402
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow  # noqa: E402
from bakers_dozen_qt.qt.window.window import MainWindow  # noqa: E402
from bakers_dozen_qt.qt.words import i18n  # noqa: E402

PSEUDO = Language("pseudo", "Pseudo", "de_DE", qt_catalogue=True, desktop="")


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def save(widget: QWidget, path: Path, app: QApplication) -> None:
    settle(app)
    widget.grab().save(str(path))
    print(path)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("language", choices=[*LANGUAGES, "pseudo"])
    p.add_argument("--out", type=Path, help="the folder for the PNGs")
    args = p.parse_args(argv)
    out: Path = args.out or Path(tempfile.gettempdir()) / f"language-shots-{args.language}"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    tmp = Path(tempfile.mkdtemp())
    try:
        if args.language == "pseudo":
            ts = tmp / "pseudo.ts"
            ts.write_text(translations.pseudo_ts(translations.ts_path("da")), encoding="utf-8")
            translations.lrelease(ts, tmp / "pseudo.qm")
            shutil.copy(translations.qm_path("en"), tmp / "en.qm")
            i18n.set_language(PSEUDO, tmp)
        else:
            i18n.set_language(args.language)
        prefs = Preferences(QSettings(str(tmp / "prefs.ini"), QSettings.Format.IniFormat))
        stats_path = tmp / "stats.sqlite"
        fill(stats_path, 60, 1, 30)
        w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=stats_path)
        w.scene.mover.duration_ms = 0
        w.resize(1280, 820)
        w.show()
        for move in (Move(0, 2), Move(5, 2)):
            w.session.request_move(move)
        save(w, out / "table.png", app)
        for name, menu in (
            ("game", w.menus.actions.game_menu),
            ("edit", w.menus.actions.edit_menu),
            ("view", w.menus.actions.view_menu),
            ("help", w.menus.actions.help_menu),
        ):
            menu.popup(w.mapToGlobal(w.rect().topLeft()))
            save(menu, out / f"menu-{name}.png", app)
            menu.hide()
        variants = w.menus.actions.variant_menu
        assert isinstance(variants, QMenu)
        variants.popup(w.mapToGlobal(w.rect().topLeft()))
        save(variants, out / "menu-variant.png", app)
        variants.hide()
        won = Won(Breakdown(260, 500, 1102), 98.0, 131, 4, helped=False, hints=2, undos=3)
        win = WinDialog(w, won, lambda: None)
        win.set_placing(2)
        win.show()
        save(win, out / "win.png", app)
        win.close()
        stuck = StuckDialog(w, *(lambda: None for _ in range(4)))
        stuck.show()
        save(stuck, out / "stuck.png", app)
        stuck.close()
        # The Statistics window over a file of plausible games, each tab.
        stats = w.show_statistics()
        assert isinstance(stats, StatisticsWindow)
        stats.resize(1000, 660)
        for _ in range(200):  # its answers come from a worker thread
            settle(app)
            if stats.overview is not None:
                break
            time.sleep(0.01)
        for i, tab in enumerate(("summary", "charts", "leaderboard", "daily")):
            stats.tabs.setCurrentIndex(i)
            save(stats, out / f"statistics-{tab}.png", app)
        stats.close()
        w.menus.actions.keys_help.trigger()
        keys = w.findChild(QDialog, "keys-help")
        assert keys is not None
        save(keys, out / "keyboard.png", app)
        keys.close()
        # A pasted text that is not a board: the reason, in the language.
        QGuiApplication.clipboard().setText(Game.from_deal(7).board_text() + "AS\n")
        w.menus.actions.paste.trigger()
        box = w.board_clipboard.error_box
        assert box is not None
        save(box, out / "paste-error.png", app)
        box.close()
        custom = w.choose_custom()
        save(custom, out / "custom.png", app)
        custom.reject()
        w.show_rules()
        from bakers_dozen_qt.qt.dialogs.how_to_play import HowToPlayDialog

        rules = w.findChild(HowToPlayDialog)
        assert rules is not None
        save(rules, out / "how-to-play.png", app)
        rules.close()
        # The dialogs the other menu entries open, each before it is used.
        for name, entry in (
            ("deal-by-number", w.menus.actions.number),
            ("online", w.menus.actions.online),
            ("about", w.menus.actions.about),
        ):
            before = set(QApplication.topLevelWidgets())
            entry.trigger()
            settle(app)
            for dialog in QApplication.topLevelWidgets():
                if dialog not in before and isinstance(dialog, QDialog) and dialog.isVisible():
                    save(dialog, out / f"{name}.png", app)
                    dialog.close()
        # A custom game: its rules in brief on the table (and in the window's title).
        prefs.ask_before_abandoning = False  # the game on the table has moves
        w.new_custom_deal(custom_rules(face_down_rows=1, build=Build.SAME_SUIT))
        settle(app)
        save(w, out / "table-custom.png", app)
        (out / "title-custom.txt").write_text(w.windowTitle() + "\n", encoding="utf-8")
        w.menus.actions.pause.trigger()
        save(w, out / "paused.png", app)
        w.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
