"""The language the game speaks: Qt translators, the locale of numbers, live switching.

:func:`set_language` installs three translators, most specific last (Qt asks the last
installed first): Qt's own ``qtbase_<lang>.qm`` (dialog buttons, context menus; where Qt
ships none, our ``.ts`` carries the button texts, see ``qt_gaps.py``), ``en.qm`` (the
English plural forms, the fallback of any text a translation lacks) and the language's
own ``.qm``. It also makes the language's :class:`QLocale` the default, so numbers are
written as its readers expect (``1,234`` / ``1.234`` / ``1 234``).

Installing a translator makes Qt post ``QEvent.LanguageChange`` to every window;
:func:`reword` is how a widget says what to re-set then (menus, the status bar, open
dialogs). The language follows the system until the player picks one
(:func:`start_language`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator

from ...languages import LANGUAGES, SHIPPED, SOURCE_LANGUAGE, Language, match_locale

__all__ = [
    "QT_TRANSLATE_NOOP",
    "current",
    "duration",
    "installed",
    "menu_path",
    "number",
    "reword",
    "set_language",
    "start_language",
    "system_language",
    "translations_folder",
]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` as a translatable text of ``context`` in a table; returns it as it is
    (translate where it is shown). PySide's own returns ``object`` to the type checker."""
    return text


def translations_folder() -> Path:
    """Where the ``.qm`` files are: in the package (wheel, checkout) or the frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        frozen = Path(bundle) / "bakers_dozen_qt" / "translations"
        if frozen.is_dir():
            return frozen
    return Path(__file__).resolve().parents[2] / "translations"  # from qt/words/


def qt_translations_folder() -> Path:
    """Where Qt's own ``qtbase_*.qm`` are."""
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if folder.is_dir():
        return folder
    import PySide6  # a bundle whose Qt was not told where it lives

    return Path(PySide6.__file__).resolve().parent / "Qt" / "translations"


class _Installed:
    language: Language = LANGUAGES[SOURCE_LANGUAGE]
    translators: list[QTranslator] = []  # noqa: RUF012 - one list, the app's


def current() -> Language:
    """The language the game speaks now."""
    return _Installed.language


def installed() -> bool:
    """Whether :func:`set_language` has installed the translations."""
    return bool(_Installed.translators)


def system_language() -> str:
    """The shipped language closest to the system's, English when none is."""
    return match_locale([*posix_languages(os.environ), *QLocale.system().uiLanguages()], SHIPPED)


def posix_languages(environ: Mapping[str, str]) -> list[str]:
    """The languages a Unix desktop asks for (``LANGUAGE``, then the locale: ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``) as BCP 47 names, when one of them names its script with a
    modifier: ``sr_RS@latin`` is ``sr-Latn-RS``. Qt drops the modifier (and so spoke
    Serbian in Cyrillic to a Latin desktop); without one, Qt's own answer stands and this
    is empty. Empty on Windows and macOS."""
    if sys.platform in ("win32", "darwin"):
        return []
    locale = next((environ[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(v)), "")
    # Under a C locale gettext ignores LANGUAGE, but Qt does not: it speaks the language
    # LANGUAGE names, so its script modifier counts here too (``LANGUAGE=sr@latin:sr``).
    found, scripted = [], False
    for name in [*environ.get("LANGUAGE", "").split(":"), locale]:
        base, _, modifier = name.partition("@")
        language, _, territory = base.split(".")[0].partition("_")
        if not language or language in ("C", "POSIX"):
            continue
        script = _SCRIPTS.get(modifier.split(".")[0].lower(), "")
        scripted = scripted or bool(script)
        found.append("-".join(p for p in (language, script, territory) if p))
    return found if scripted else []


_SCRIPTS = {"latin": "Latn", "cyrillic": "Cyrl"}


def start_language(asked: str | None, saved: str) -> str:
    """The language to start in: ``--lang``'s, else the player's choice (when still
    shipped), else the system's."""
    if asked:
        return asked
    if saved in SHIPPED:
        return saved
    return system_language()


def set_language(language: str | Language, folder: Path | None = None) -> bool:
    """Speak ``language`` (a code of :data:`LANGUAGES`, or any :class:`Language` with
    its ``.qm`` in ``folder``) from now on; every window is told to reword itself.
    ``False`` if its translation file is missing (the texts then stay English)."""
    lang = LANGUAGES[language] if isinstance(language, str) else language
    folder = folder if folder is not None else translations_folder()
    app = QCoreApplication.instance()
    assert app is not None, "set_language needs the application"
    for old in _Installed.translators:
        app.removeTranslator(old)
        old.deleteLater()  # the app owns it: kept, each switch would keep a catalogue more
    loaded: list[QTranslator] = []
    ok = True
    if lang.qt_catalogue and lang.code != SOURCE_LANGUAGE:
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang.locale.split('_')[0]}", str(qt_translations_folder())):
            loaded.append(qt)
    for code in dict.fromkeys((SOURCE_LANGUAGE, lang.code)):
        ours = QTranslator(app)
        if ours.load(str(folder / f"{code}.qm")):
            loaded.append(ours)
        else:
            ok = False
    for translator in loaded:
        app.installTranslator(translator)
    _Installed.translators = loaded
    _Installed.language = lang
    QLocale.setDefault(_locale_of(lang))
    # No application display name: Qt would add it after every window's title, a
    # dialog's too, where the window manager then cut the title in the middle ("Deal by
    # N…'s Dozen"). The main window names the game in its own title (status.py).
    return ok


def _locale_of(lang: Language) -> QLocale:
    """The language's locale; the system's own when it speaks that language, so the
    player's regional settings (date order, clock) are kept."""
    wanted = QLocale(lang.locale)
    system = QLocale.system()
    if system.language() == wanted.language() and system.script() == wanted.script():
        return system
    return wanted


# --- rewording on a language change -------------------------------------------------------


class _Rewording(QObject):
    def __init__(self, watched: QObject, word: Callable[[], object]) -> None:
        super().__init__(watched)
        self._word = word
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._word()
        return False


def reword(watched: QObject, word: Callable[[], object]) -> None:
    """Call ``word`` now and again whenever the language changes under ``watched`` (a
    window or a dialog: Qt tells each window, and each tells its children)."""
    word()
    _Rewording(watched, word)


# --- menu entries in sentences ------------------------------------------------------------


def menu_path(menu: str, entry: str) -> str:
    """``"Edit → Where Was It Lost?"``: a menu entry as a sentence quotes it, from the
    menus' own (translated) texts, so that the two always agree."""
    #: How a sentence names a menu entry: {menu} is the menu ("Edit"), {entry} the
    #: entry in it ("Where Was It Lost?"). Keep the arrow, or word it your way.
    return QCoreApplication.translate("Menus", "{menu} → {entry}").format(
        menu=_plain(menu), entry=_plain(entry)
    )


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# --- numbers --------------------------------------------------------------------------------


def number(n: int) -> str:
    """``n`` as the language writes it: ``1,234``, ``1.234``, ``1 234``."""
    return QLocale().toString(n)


def duration(seconds: float) -> str:
    """Playing time, ``m:ss`` or ``h:mm:ss``, in the language's digits."""
    loc = QLocale()
    zero = loc.zeroDigit()
    s = int(seconds)
    h, m = divmod(s // 60, 60)

    def two(v: int) -> str:
        return loc.toString(v).rjust(2, zero)

    if h:
        return f"{loc.toString(h)}:{two(m)}:{two(s % 60)}"
    return f"{loc.toString(m)}:{two(s % 60)}"
