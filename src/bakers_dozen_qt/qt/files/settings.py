"""The player's preferences, kept with QSettings under BakersDozen / Baker's Dozen.

Every value read is checked (a bool must be a bool, a theme one we know...), so a file
edited by hand or damaged can only bring back the defaults, never stop the app. Where
the preferences are a file of their own (Linux and the other Unixes: an INI file),
:meth:`Preferences.open` looks at it before Qt does: a file that is not text, or a folder
or anything else in its place, is kept aside as ``.damaged`` (Qt would otherwise rewrite
it and the original would be lost) and the app starts with the defaults.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Collection
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from ...safe_files import NotAFile, TooLarge, read_limited

log = logging.getLogger(__name__)

ORGANISATION = "BakersDozen"
APPLICATION = "Baker's Dozen"
PROBE = ".where"
VOLUMES = (25, 50, 75, 100)
"""The sounds' loudness levels, in percent (View → Sound Volume)."""
MAX_SETTINGS_BYTES = 1_000_000
"""A preferences file is a few hundred bytes; a far larger one is not ours."""
DIFFICULTY_CHOICES = ("", "1", "2", "3", "4", "5")
"""Game > Difficulty of Winnable Deals: any, or one of the atlas's levels (easiest first)."""


def settings_file() -> Path | None:
    """The preferences file, where they are a plain file (not the registry or a plist)."""
    if sys.platform in ("win32", "darwin"):
        return None
    # Where Qt keeps it (XDG_CONFIG_HOME, QSettings.setPath...), asked of a QSettings of
    # a name that has no file, so that Qt does not read ours before it is looked at.
    probe = Path(QSettings(ORGANISATION, APPLICATION + PROBE).fileName())
    if not probe.name.endswith(PROBE + ".conf"):
        return None
    return probe.with_name(f"{APPLICATION}.conf")


def damage_of(path: Path) -> str | None:
    """Why the file at ``path`` cannot be our preferences, or ``None`` (also: no file).
    Never waits on a FIFO and never reads past the limit."""
    try:
        data = read_limited(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return None if not os.path.lexists(path) else "a broken link"
    except NotAFile:
        return "not a file"
    except TooLarge as e:
        return f"{e.size:,} bytes"
    except OSError as e:
        return e.strerror or str(e)
    if b"\0" in data:
        return "binary data"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"not UTF-8 text (byte {e.start})"
    return None


def folder_in_the_way(path: Path) -> Path | None:
    """The file that stands where a folder on the way to ``path`` belongs, if one does."""
    for folder in path.parents:
        if os.path.lexists(folder):
            return None if os.path.isdir(folder) else folder
    return None


def settings_trouble() -> str | None:
    """Why the preferences file must not be read by Qt now (``None``: it may be)."""
    path = settings_file()
    if path is None:
        return None
    if folder_in_the_way(path) is not None:
        return "a file is in the way"
    return damage_of(path)


class Preferences:
    """Typed access to the few settings the table has; every write goes straight to disk."""

    def __init__(self, settings: QSettings | None = None, *, read_only: bool = False) -> None:
        self._s = settings if settings is not None else QSettings(ORGANISATION, APPLICATION)
        self.read_only = read_only
        """Changes are not written (a screenshot touches no saved data)."""
        self.damaged: tuple[Path, Path | None, str] | None = None
        """``(file, kept_as, why)`` when the file was found damaged at start."""
        self.unkept: Path | None = None
        """A file standing where the preferences' folder belongs: nothing is kept."""
        self.system_reduces_motion = False
        """The system asks for less motion (the window asks it after the first frame):
        the win's dance is then off until the player turns it on."""

    @classmethod
    def open(cls) -> Preferences:
        """The player's preferences, a damaged file kept aside first (see the module)."""
        path = settings_file()
        blocked = folder_in_the_way(path) if path is not None else None
        if blocked is not None:
            prefs = cls()
            prefs.unkept = blocked
            return prefs
        why = damage_of(path) if path is not None else None
        kept: Path | None = None
        if path is not None and why is not None:
            from ...store import keep_aside  # only on damage: not part of a normal start

            log.warning("the preferences file %s is damaged: %s", path, why)
            try:
                kept = keep_aside(path)
            except OSError:
                log.exception("the damaged preferences file could not be kept aside")
                kept = None
        prefs = cls()
        if path is not None and why is not None:
            prefs.damaged = (path, kept, why)
        return prefs

    # --- checked reading -------------------------------------------------------------------

    def _raw(self, key: str) -> object:
        try:
            return self._s.value(key)
        except Exception:  # whatever a damaged file holds, the default is the answer
            log.warning("the setting %s cannot be read", key, exc_info=True)
            return None

    def _bool(self, key: str, default: bool) -> bool:
        raw = self._raw(key)
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.lower() in ("true", "false"):
            return raw.lower() == "true"
        return default

    def _str(self, key: str, default: str, allowed: Collection[str] | None = None) -> str:
        raw = self._raw(key)
        if not isinstance(raw, str) or (allowed is not None and raw not in allowed):
            return default
        return raw

    def _set(self, key: str, value: object) -> None:
        if not self.read_only:
            self._s.setValue(key, value)

    # --- the settings ----------------------------------------------------------------------

    @property
    def single_click_best(self) -> bool:
        return self._bool("play/single_click_best", False)

    @single_click_best.setter
    def single_click_best(self, on: bool) -> None:
        self._set("play/single_click_best", on)

    @property
    def auto_drop(self) -> bool:
        return self._bool("play/auto_drop", True)

    @auto_drop.setter
    def auto_drop(self, on: bool) -> None:
        self._set("play/auto_drop", on)

    @property
    def finish_by_itself(self) -> bool:
        """Once nothing is left to decide, the game plays the rest without asking."""
        return self._bool("play/finish_by_itself", False)

    @finish_by_itself.setter
    def finish_by_itself(self, on: bool) -> None:
        self._set("play/finish_by_itself", on)

    @property
    def ask_before_abandoning(self) -> bool:
        return self._bool("play/ask_before_abandoning", True)

    @ask_before_abandoning.setter
    def ask_before_abandoning(self, on: bool) -> None:
        self._set("play/ask_before_abandoning", on)

    @property
    def ask_before_help(self) -> bool:
        """Ask before Show the Way or Go Back makes a game "won with help"."""
        return self._bool("play/ask_before_help", True)

    @ask_before_help.setter
    def ask_before_help(self, on: bool) -> None:
        self._set("play/ask_before_help", on)

    @property
    def winnable_only(self) -> bool:
        """Game > Winnable Deals Only: New Deal deals only what the solver has won."""
        return self._bool("play/winnable_only", False)

    @winnable_only.setter
    def winnable_only(self, on: bool) -> None:
        self._set("play/winnable_only", on)

    @property
    def winnable_difficulty(self) -> str:
        """Game > Difficulty of Winnable Deals: "" for any, "1" (easiest) to "5"."""
        return self._str("play/winnable_difficulty", "", DIFFICULTY_CHOICES)

    @winnable_difficulty.setter
    def winnable_difficulty(self, level: str) -> None:
        self._set("play/winnable_difficulty", level)

    @property
    def live_status(self) -> bool:
        """View > Show Whether the Game Can Be Won (a solve after every move)."""
        return self._bool("view/live_status", False)

    @live_status.setter
    def live_status(self, on: bool) -> None:
        self._set("view/live_status", on)

    @property
    def animation(self) -> bool:
        return self._bool("view/animation", True)

    @animation.setter
    def animation(self, on: bool) -> None:
        self._set("view/animation", on)

    @property
    def sounds(self) -> bool:
        return self._bool("sound/on", True)

    @sounds.setter
    def sounds(self, on: bool) -> None:
        self._set("sound/on", on)

    @property
    def sound_volume(self) -> int:
        """The sounds' loudness in percent: one of :data:`VOLUMES`."""
        raw = self._str("sound/volume", "", [str(v) for v in VOLUMES])
        return int(raw) if raw else 50

    @sound_volume.setter
    def sound_volume(self, percent: int) -> None:
        self._set("sound/volume", str(percent))

    @property
    def win_animation(self) -> bool:
        """The cards dance at a win; until the player says, not where the system asks for
        less motion."""
        return self._bool("view/win_animation", not self.system_reduces_motion)

    @win_animation.setter
    def win_animation(self, on: bool) -> None:
        self._set("view/win_animation", on)

    @property
    def theme(self) -> str:
        """The theme the player picked; ``""`` until they pick one (the system's light or
        dark scheme chooses meanwhile)."""
        from ..art.themes import THEMES

        return self._str("view/theme", "", THEMES)

    @theme.setter
    def theme(self, theme_id: str) -> None:
        self._set("view/theme", theme_id)

    @property
    def deck_style(self) -> str:
        from ..art.card_art import CardArt

        return self._str("view/deck_style", "classic", CardArt.styles())

    @deck_style.setter
    def deck_style(self, style: str) -> None:
        self._set("view/deck_style", style)

    @property
    def back(self) -> str:
        from ..art.card_art import CardArt

        return self._str("view/back", "blue", CardArt.backs())

    @back.setter
    def back(self, back: str) -> None:
        self._set("view/back", back)

    @property
    def larger_cards(self) -> bool:
        return self._bool("view/larger_cards", False)

    @larger_cards.setter
    def larger_cards(self, on: bool) -> None:
        self._set("view/larger_cards", on)

    @property
    def column_keys(self) -> bool:
        return self._bool("view/column_keys", False)

    @column_keys.setter
    def column_keys(self, on: bool) -> None:
        self._set("view/column_keys", on)

    @property
    def zoom(self) -> int:
        """The table's zoom in percent (100: the table fits the window)."""
        value = self._raw("view/zoom")
        try:
            return int(str(value)) if value is not None else 100
        except (ValueError, OverflowError):
            return 100

    @zoom.setter
    def zoom(self, percent: int) -> None:
        self._set("view/zoom", percent)

    @property
    def variant(self) -> str:
        from ...engine.rules import VARIANT_IDS

        return self._str("game/variant", "bakers-dozen", VARIANT_IDS)

    @variant.setter
    def variant(self, variant_id: str) -> None:
        self._set("game/variant", variant_id)

    @property
    def geometry(self) -> QByteArray | None:
        """The window's size, place and state as Qt saved them, if any."""
        raw = self._raw("window/geometry")
        return raw if isinstance(raw, QByteArray) and not raw.isEmpty() else None

    @geometry.setter
    def geometry(self, data: QByteArray) -> None:
        self._set("window/geometry", data)

    # --- the online daily board (Game → Online Daily Board…) -----------------------------

    @property
    def online_address(self) -> str:
        """The board's address as the player gave it; ``""``: none (none is built in)."""
        return self._str("online/address", "")

    @online_address.setter
    def online_address(self, address: str) -> None:
        self._set("online/address", address)

    @property
    def online_name(self) -> str:
        return self._str("online/name", "")

    @online_name.setter
    def online_name(self, name: str) -> None:
        self._set("online/name", name)

    @property
    def online_token(self) -> str:
        """The per-install random token, made when the player first says yes."""
        return self._str("online/token", "")

    @online_token.setter
    def online_token(self, token: str) -> None:
        self._set("online/token", token)

    @property
    def online_join_code(self) -> str:
        """The board's join code, when it asked for one (a friends' or club board)."""
        return self._str("online/join_code", "")

    @online_join_code.setter
    def online_join_code(self, code: str) -> None:
        self._set("online/join_code", code)

    @property
    def online_send(self) -> bool:
        """The player said yes: daily results go to the board on their own."""
        return self._bool("online/send", False)

    @online_send.setter
    def online_send(self, on: bool) -> None:
        self._set("online/send", on)

    @property
    def language(self) -> str:
        """The language the player chose in View > Language; "" to follow the system."""
        from ...languages import LANGUAGES

        return self._str("view/language", "", LANGUAGES)

    @language.setter
    def language(self, code: str) -> None:
        self._set("view/language", code)
