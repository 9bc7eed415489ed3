"""``bakers-dozen``'s command line: our options, checked before any widget exists, and Qt's.

    bakers-dozen [--variant V] [--deal N | --daily] [--lang CODE] [--screenshot FILE]
                 [Qt options]
    bakers-dozen --export-statistics FILE | --import-statistics FILE

Qt's documented options (``-platform offscreen``, ``-style fusion``, ``-reverse``, ...)
are set aside for ``QApplication``; anything else we do not know is an error: one line on
stderr and exit status 2, before Qt's widgets are even imported. ``--version`` and
``--help`` print and exit 0.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Final, NamedTuple, NoReturn

from .cli.console import detach_stdout, write_err
from .engine.deals import MAX_DEAL, DealNumberError, daily_deal_number, parse_deal_number
from .engine.input_text import quoted
from .engine.rules import VARIANT_IDS, UnknownVariantError, get_rules
from .languages import LANGUAGES, language_for

PROG: Final = "bakers-dozen"

# QGuiApplication's and QApplication's documented options. Qt reads "--name" as "-name".
QT_OPTIONS_WITH_VALUE: Final = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "display",
        "geometry",
        "style",
        "stylesheet",
    }
)
QT_FLAGS: Final = frozenset({"reverse", "widgetcount"})
QT_OPTIONS_WITH_EQUALS: Final = frozenset({"style", "stylesheet", "qmljsdebugger"})

QT_HELP: Final = """\
Qt's own options are passed on to Qt (written with one dash or two):
  -platform NAME[:OPTIONS]    the platform plugin: xcb, wayland, offscreen, windows, ...
  -platformpluginpath PATH    where to look for platform plugins
  -platformtheme THEME        the platform theme
  -plugin PLUGIN              load another plugin (may be given more than once)
  -qmljsdebugger=PORT         the QML/JS debugger (port:1234[,block])
  -qwindowgeometry GEOMETRY   the window's geometry, X11 style: 1280x820+0+0
  -qwindowicon ICON           the window's icon
  -qwindowtitle TITLE         the window's title
  -reverse                    right-to-left layout (for testing)
  -session SESSION            restore an earlier session
  -display DISPLAY            the X11 display (X11 only)
  -geometry GEOMETRY          the same as -qwindowgeometry (X11 only)
  -style STYLE, -style=STYLE  the widget style, such as Fusion
  -stylesheet FILE, -stylesheet=FILE
                              a Qt style sheet
  -widgetcount                report the widgets left at exit (debugging)
"""


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Options(NamedTuple):
    variant: str
    deal: int
    screenshot: str | None
    chosen: bool = False  # a deal or variant was asked for: do not resume a saved game
    qt_args: tuple[str, ...] = ()  # for QApplication, after the program name
    lang: str | None = None  # --lang: the language to speak, this time only
    daily: bool = False  # --daily: the deal counts as the daily deal in the statistics
    export_statistics: str | None = None  # write the statistics to this file, no window
    import_statistics: str | None = None  # merge this file into the statistics, no window


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, not argparse's usage block: the message is what the player needs.
        self.exit(2, f"{self.prog}: error: {message}\n")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            write_err(message)
        sys.exit(status)

    def _print_message(self, message: str, file: object = None) -> None:
        # --help and --version: a closed pipe or a full disk must not trace back.
        if not message or sys.stdout is None:
            return
        try:
            sys.stdout.write(message)
            sys.stdout.flush()
        except OSError:
            detach_stdout()


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        allow_abbrev=False,
        description="Baker's Dozen patience. Without --variant, --deal or --daily the game\n"
        "left unfinished last time continues.",
        epilog=QT_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--variant", metavar="V", help=f"one of: {', '.join(VARIANT_IDS)}")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--deal", metavar="N", help=f"deal number, 1 to {MAX_DEAL:,}")
    group.add_argument("--daily", action="store_true", help="today's daily deal")
    p.add_argument(
        "--lang",
        metavar="CODE",
        help=f"speak this language this time (not remembered): {', '.join(LANGUAGES)}"
        " (or a locale such as da_DK or sr-Latn)",
    )
    p.add_argument(
        "--screenshot",
        metavar="FILE",
        help="save the window as PNG and exit (the saved game is left alone)",
    )
    carry = p.add_mutually_exclusive_group()
    carry.add_argument(
        "--export-statistics",
        metavar="FILE",
        help="write every game, with its moves, the records and the daily streaks to FILE"
        " (to carry to another machine) and exit",
    )
    carry.add_argument(
        "--import-statistics",
        metavar="FILE",
        help="merge the games of FILE (made by --export-statistics or the game's Export"
        " Statistics) into the statistics, skipping those already there, and exit",
    )
    p.add_argument("--version", action=_VersionAction)
    return p


class _VersionAction(argparse.Action):
    """``--version``, with the version read only when asked: reading it costs start-up."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS) -> None:
        super().__init__(
            option_strings,
            dest,
            nargs=0,
            default=argparse.SUPPRESS,
            help="show program's version number and exit",
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from . import __version__

        parser._print_message(f"{PROG} {__version__}\n", sys.stdout)
        parser.exit()


def split_qt_args(argv: Sequence[str]) -> tuple[list[str], list[str], str | None]:
    """(our arguments, Qt's arguments, the Qt option missing its value or None)."""
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":  # the rest is not options
            ours.extend(argv[i:])
            break
        name = arg[2:] if arg.startswith("--") else arg[1:] if arg.startswith("-") else ""
        key, equals, _ = name.partition("=")
        if name in QT_FLAGS or (equals and key in QT_OPTIONS_WITH_EQUALS):
            qt.append(arg)
        elif name in QT_OPTIONS_WITH_VALUE:
            if i + 1 >= len(argv):
                return ours, qt, arg
            qt += [arg, argv[i + 1]]
            i += 1
        else:
            ours.append(arg)
        i += 1
    return ours, qt, None


def parse_args(argv: Sequence[str]) -> Options:
    p = build_parser()
    ours, qt_args, missing = split_qt_args(argv)
    if missing is not None:
        p.error(f"the Qt option {missing} needs a value")
    ns = p.parse_args(ours)
    carried = ns.export_statistics or ns.import_statistics
    if carried is not None:
        if not carried.strip():
            p.error("--export-statistics and --import-statistics need the name of a file")
        if ns.variant or ns.deal is not None or ns.daily or ns.screenshot is not None:
            p.error("--export-statistics and --import-statistics open no game: give them alone")
        return Options(
            "bakers-dozen",
            1,
            None,
            export_statistics=ns.export_statistics,
            import_statistics=ns.import_statistics,
        )
    if ns.screenshot is not None and not ns.screenshot.strip():
        p.error("--screenshot needs the name of the PNG file to write")
    if ns.daily:
        deal = daily_deal_number()
    elif ns.deal is not None:
        try:
            deal = parse_deal_number(ns.deal)
        except DealNumberError as e:
            p.error(str(e))
    else:
        deal = random.randint(1, 1_000_000)
    variant = ns.variant or _saved_variant(screenshot=ns.screenshot is not None)
    try:
        get_rules(variant)
    except UnknownVariantError:
        p.error(f"unknown variant {quoted(variant)}; use one of: {', '.join(VARIANT_IDS)}")
    lang = None if ns.lang is None else language_for(ns.lang)
    if ns.lang is not None and lang is None:
        p.error(f"unknown language {quoted(ns.lang)}; use one of: {', '.join(LANGUAGES)}")
    chosen = bool(ns.variant or ns.daily or ns.deal is not None)
    return Options(variant, deal, ns.screenshot, chosen, tuple(qt_args), lang, bool(ns.daily))


def _saved_variant(*, screenshot: bool) -> str:
    if screenshot:
        return "bakers-dozen"  # screenshots must not depend on the player's settings
    from PySide6.QtCore import QSettings

    from .qt.files.settings import APPLICATION, ORGANISATION, settings_trouble

    if settings_trouble() is not None:
        return "bakers-dozen"  # a file Qt must not read; the window says what became of it
    value = str(QSettings(ORGANISATION, APPLICATION).value("game/variant", "bakers-dozen"))
    return value if value in VARIANT_IDS else "bakers-dozen"
