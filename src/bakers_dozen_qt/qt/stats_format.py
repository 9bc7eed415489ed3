"""Words, numbers, times and dates of the Statistics window, in the player's language.

Numbers, durations and dates go through :class:`QLocale` (digits, separators, date
order); every sentence is one translatable string.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, QDateTime, QLocale, Qt, QTime

from ..engine.rules import CUSTOM_ID
from ..store import Problem, StoreError

_CONTEXT = "Statistics"

VARIANT_NAMES: dict[str, str] = {
    "bakers-dozen": str(QT_TRANSLATE_NOOP("Variant", "Baker's Dozen")),
    "spanish-patience": str(QT_TRANSLATE_NOOP("Variant", "Spanish Patience")),
    "portuguese-solitaire": str(QT_TRANSLATE_NOOP("Variant", "Portuguese Solitaire")),
    "good-measure": str(QT_TRANSLATE_NOOP("Variant", "Good Measure")),
    "castles-in-spain": str(QT_TRANSLATE_NOOP("Variant", "Castles in Spain")),
    "bakers-dozen-1883": str(QT_TRANSLATE_NOOP("Variant", "Baker's Dozen, 1883 edition")),
    CUSTOM_ID: str(QT_TRANSLATE_NOOP("Variant", "Custom")),
}


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, disambiguation, n)


def variant_name(variant: str | None) -> str:
    if variant is None:
        return _tr("All variants")
    known = VARIANT_NAMES.get(variant)
    # An id from a later version is shown as it is stored.
    return QCoreApplication.translate("Variant", known) if known else variant


def number(n: int) -> str:
    return QLocale().toString(n)


def percent(rate: float) -> str:
    return _tr("%1%", "a percentage").replace("%1", QLocale().toString(rate * 100, "f", 0))


def duration(seconds: float | None) -> str:
    """``m:ss`` or ``h:mm:ss`` in the locale's digits; an en dash for none."""
    if seconds is None:
        return "–"
    s = max(0, int(seconds))
    if s >= 24 * 3600:
        return _tr("%1 h", "hours of play").replace("%1", number(s // 3600))
    time = QTime(0, 0).addSecs(s)
    return QLocale().toString(time, "h:mm:ss" if s >= 3600 else "m:ss")


def short_duration(seconds: int) -> str:
    """A round time for an axis: ``4:30``, ``5 min``, ``2 h``."""
    if seconds % 3600 == 0 and seconds >= 3600:
        return _tr("%1 h", "hours of play").replace("%1", number(seconds // 3600))
    if seconds % 60 == 0 and seconds >= 60:
        return _tr("%1 min", "minutes of play").replace("%1", number(seconds // 60))
    return duration(seconds)


def finished_date(finished_at: str) -> str:
    """A stored UTC time (``YYYY-MM-DDTHH:MM:SSZ``) as the player's local short date."""
    when = QDateTime.fromString(finished_at, Qt.DateFormat.ISODate)
    if not when.isValid():
        return finished_at
    return QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)


def deal_date(deal: int) -> QDate:
    """The date a daily deal number stands for (invalid if it is not a date)."""
    return QDate(deal // 10000, deal // 100 % 100, deal % 100)


def daily_date(deal: int, long: bool = False) -> str:
    date = deal_date(deal)
    if not date.isValid():
        return number(deal)
    form = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
    return QLocale().toString(date, form)


def paused_text(error: StoreError) -> str:
    """Why the statistics cannot be shown now, as a whole sentence."""
    if error.problem is Problem.STATS_LOCKED:
        return _tr(
            "Statistics are paused: another program is using the statistics file. "
            "Finished games wait and are counted as soon as it lets go."
        )
    if error.problem is Problem.STATS_UNAVAILABLE:
        return _tr(
            "Statistics are paused: the statistics file can be neither opened nor made "
            "(a read-only folder or a full disk?). Finished games wait and are counted "
            "as soon as it can be written."
        )
    return _tr("Statistics are paused: the statistics file could not be read.")


def is_paused(error: StoreError) -> bool:
    return error.problem in (Problem.STATS_LOCKED, Problem.STATS_UNAVAILABLE)


def deal_number(deal: int) -> str:
    """A deal number as players type it: the locale's digits, no thousands separator."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(deal)
