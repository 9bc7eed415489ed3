"""``bakers-dozen``: start the game window.

    bakers-dozen [--variant V] [--deal N | --daily] [--lang CODE] [--screenshot FILE]
    bakers-dozen --export-statistics FILE | --import-statistics FILE

Arguments are checked before any widget exists; a bad one gets a one-line message and
exit status 2. ``--screenshot`` renders the window after its first layout to a PNG and
exits 0 (for docs and checks; works with ``QT_QPA_PLATFORM=offscreen``). Without
``--variant``, ``--deal`` or ``--daily`` the game left unfinished last time continues.
"""

from __future__ import annotations

import gc
import sys
from typing import TYPE_CHECKING

from .cli.console import write_err

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .app_args import Options, parse_args
    from .qt.window.window import MainWindow

__all__ = ["Options", "main", "parse_args"]


def __getattr__(name: str) -> object:
    # The command line's parts load in main(), once the cycle collector waits.
    if name in ("Options", "parse_args"):
        from . import app_args

        return getattr(app_args, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main(argv: list[str] | None = None) -> int:
    # Python's cycle collector ran some 70 times in a start, 9 ms of it (a bare PySide
    # window's start, 4 ms): it waits until the first frame is up (_after_first_frame).
    gc.disable()
    try:
        return _main(argv)
    finally:
        gc.enable()


def _main(argv: list[str] | None) -> int:
    from . import frozen_env
    from .app_args import PROG, parse_args

    args = sys.argv[1:] if argv is None else argv
    opts = parse_args(args)
    if opts.export_statistics is not None or opts.import_statistics is not None:
        from .cli import stats_file  # no window: the statistics file, and exit

        return stats_file.run(opts.export_statistics, opts.import_statistics)

    # PySide loads first, in qt/__init__, which undoes its slow import wrapper.
    from . import qt  # noqa: F401

    # isort: split
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if existing is None:
        problem = _environment_problem(opts.qt_args)
        if problem is not None:
            write_err(f"{PROG}: error: {problem}\n")
            return 2

    from .qt.files import paths, single_instance
    from .qt.files.settings import APPLICATION, ORGANISATION, Preferences, settings_trouble
    from .qt.words import i18n

    app = existing if isinstance(existing, QApplication) else QApplication([PROG, *opts.qt_args])
    # Qt has read its plugin path: the programs the game starts get the caller's.
    frozen_env.restore_qt_environment()
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(paths.APP_ID)  # the window matches its launcher (Wayland app id)
    # A screenshot reads and writes no saved data; a data folder that cannot be used
    # means a game that is not saved, never one that does not start.
    folder = paths.saved_game_path().parent
    unusable = None if opts.screenshot else paths.prepare_data_folder()
    keeping = not opts.screenshot and unusable is None
    # From here on a traceback is logged (to the data folder's log file once the first
    # frame is up) and told, never printed on the terminal.
    from .qt.files import error_log

    errors = error_log.start(paths.log_path() if keeping else None)
    # One copy at a time (a screenshot may run beside: it touches no saved data).
    guard = single_instance.InstanceGuard(folder)
    if keeping:
        guard.start_claim()  # the lock file goes to the disk while the window's code loads
    # The player's language choice is a setting; a screenshot does not depend on settings.
    # Qt never reads a preferences file that is damaged or not a file at all (a FIFO
    # would keep it waiting): this copy keeps it aside below, once it knows it runs.
    readable = not opts.screenshot and settings_trouble() is None
    language = i18n.start_language(opts.lang, Preferences().language if readable else "")
    if not i18n.set_language(language):
        write_err(f"{PROG}: warning: the translations of {language!r} are missing; using English\n")
    from .engine.game import Game
    from .qt.window.window import MainWindow

    def asked_game() -> Game:
        if opts.daily:  # the variant's own daily deal (RULES.md, "Daily deal")
            return Game.from_daily(opts.deal, opts.variant)
        return Game.from_deal(opts.deal, opts.variant)

    # The lock is decided now, before anything is written and before the window
    # exists; the socket that hears later copies waits for the first frame.
    if keeping and not guard.claim(listen=False):
        return 0  # the running copy was asked to come to the front
    # A screenshot shows exactly the deal asked for and leaves the saved game alone.
    # A damaged preferences file is kept aside (and told) before Qt reads or rewrites it.
    prefs = Preferences(read_only=True) if opts.screenshot else Preferences.open()
    save_path = paths.saved_game_path() if keeping else None
    cache = None if opts.screenshot else paths.card_cache_dir()
    stats_path = paths.statistics_path() if keeping else None
    window = MainWindow(
        asked_game(),
        opts.deal,
        prefs,
        save_path=save_path,
        card_cache=cache,
        stats_path=stats_path,
        daily=opts.daily,
        online_path=paths.online_board_path() if keeping else None,
    )
    errors.told.connect(lambda text: window.show_message(text, 10_000))
    resume = save_path
    if unusable is not None:
        window.notices.data_folder_unusable(folder, unusable)
        # A folder that cannot be written may still be read (a read-only disk): the game
        # left there comes back, and plays on unsaved.
        resume = paths.saved_game_path()
    if resume is not None and window.restore(resume):
        if opts.chosen:
            # A deal asked for with a game in progress: as New Deal, asked or counted.
            from .qt.window.command_line_deal import start_asked

            start_asked(window, asked_game(), opts.deal, daily=opts.daily)
        else:
            window.show_message(
                QCoreApplication.translate(
                    "MainWindow",
                    "Welcome back: your last game is as you left it. The clock waits for you.",
                )
            )
    if not opts.screenshot:
        # A signal, a logout or a quit closes the window (and saves) as a player does;
        # watched from the first frame on (before it there is nothing to lose).
        window.first_frame_shown.connect(lambda: _end_well(app, window))
        QTimer.singleShot(2000, lambda: _end_well(app, window))
    guard.raise_on_request(window)
    window.first_frame_shown.connect(_after_first_frame)
    QTimer.singleShot(2000, gc.enable)  # a window never painted collects all the same
    if guard.is_primary:
        window.first_frame_shown.connect(guard.listen)
        QTimer.singleShot(2000, guard.listen)  # and at the latest then (a window never painted)
    window.show()
    if opts.screenshot:
        path = opts.screenshot

        def shoot() -> None:
            window.menus.show_icons()  # should the first frame still be on its way
            ok = window.grab().save(path, "PNG")
            window.close()
            app.exit(0 if ok else 1)
            if not ok:
                print(f"{PROG}: error: could not write {path}", file=sys.stderr)

        QTimer.singleShot(50, shoot)
    return int(app.exec())


def _environment_problem(qt_args: tuple[str, ...]) -> str | None:
    """Why Qt's application cannot be made here (one line), after warning of scale
    factors that are dropped; checked while a plain message can still be printed."""
    import os

    from .app_args import PROG
    from .start_environment import display_problem, unusable_scale_factors

    for warning in unusable_scale_factors(os.environ):
        write_err(f"{PROG}: warning: {warning}\n")
    return display_problem(qt_args, os.environ)


def _end_well(app: QApplication, window: MainWindow) -> None:
    from .qt.window.quit_signals import end_well

    end_well(app, window)


def _after_first_frame() -> None:
    gc.enable()
    from PySide6.QtCore import QCoreApplication

    from . import __version__  # read from the package metadata: not worth the first frame
    from .qt.files import error_log

    QCoreApplication.setApplicationVersion(__version__)
    error_log.open_file()


if __name__ == "__main__":
    sys.exit(main())
