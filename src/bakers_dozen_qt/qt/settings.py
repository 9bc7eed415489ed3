"""The player's preferences, kept with QSettings under BakersDozen / Baker's Dozen."""

from __future__ import annotations

from PySide6.QtCore import QSettings

ORGANISATION = "BakersDozen"
APPLICATION = "Baker's Dozen"


class Preferences:
    """Typed access to the few settings the table has; every write goes straight to disk."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._s = settings if settings is not None else QSettings(ORGANISATION, APPLICATION)

    def _bool(self, key: str, default: bool) -> bool:
        return bool(self._s.value(key, default, type=bool))

    def _str(self, key: str, default: str) -> str:
        return str(self._s.value(key, default, type=str))

    @property
    def single_click_best(self) -> bool:
        return self._bool("play/single_click_best", False)

    @single_click_best.setter
    def single_click_best(self, on: bool) -> None:
        self._s.setValue("play/single_click_best", on)

    @property
    def auto_drop(self) -> bool:
        return self._bool("play/auto_drop", True)

    @auto_drop.setter
    def auto_drop(self, on: bool) -> None:
        self._s.setValue("play/auto_drop", on)

    @property
    def animation(self) -> bool:
        return self._bool("view/animation", True)

    @animation.setter
    def animation(self, on: bool) -> None:
        self._s.setValue("view/animation", on)

    @property
    def theme(self) -> str:
        return self._str("view/theme", "")

    @theme.setter
    def theme(self, theme_id: str) -> None:
        self._s.setValue("view/theme", theme_id)

    @property
    def deck_style(self) -> str:
        return self._str("view/deck_style", "classic")

    @deck_style.setter
    def deck_style(self, style: str) -> None:
        self._s.setValue("view/deck_style", style)

    @property
    def back(self) -> str:
        return self._str("view/back", "blue")

    @back.setter
    def back(self, back: str) -> None:
        self._s.setValue("view/back", back)

    @property
    def larger_cards(self) -> bool:
        return self._bool("view/larger_cards", False)

    @larger_cards.setter
    def larger_cards(self, on: bool) -> None:
        self._s.setValue("view/larger_cards", on)

    @property
    def column_keys(self) -> bool:
        return self._bool("view/column_keys", False)

    @column_keys.setter
    def column_keys(self, on: bool) -> None:
        self._s.setValue("view/column_keys", on)

    @property
    def zoom(self) -> int:
        """The table's zoom in percent (100: the table fits the window)."""
        value = self._s.value("view/zoom", 100)
        try:
            return int(str(value))
        except ValueError:
            return 100

    @zoom.setter
    def zoom(self, percent: int) -> None:
        self._s.setValue("view/zoom", percent)

    @property
    def variant(self) -> str:
        return self._str("game/variant", "bakers-dozen")

    @variant.setter
    def variant(self, variant_id: str) -> None:
        self._s.setValue("game/variant", variant_id)

    @property
    def language(self) -> str:
        """The language the player chose in View > Language; "" to follow the system."""
        return self._str("view/language", "")

    @language.setter
    def language(self, code: str) -> None:
        self._s.setValue("view/language", code)
