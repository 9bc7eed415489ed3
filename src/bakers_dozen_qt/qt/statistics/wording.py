"""Words, numbers, times and dates of the Statistics window, in the player's language.

Numbers, durations and dates go through :class:`QLocale` (digits, separators, date
order); every sentence is one translatable string.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, Qt, QTime

from ...store import Problem, StoreError
from ..words import variant_names

translate = QCoreApplication.translate  # lupdate reads `translate("Statistics", "...")`


def variant_name(variant: str | None) -> str:
    if variant is None:
        return translate("Statistics", "All variants")
    # An id from a later version is shown as it is stored.
    return variant_names.variant_name(variant)


def number(n: int) -> str:
    return QLocale().toString(n)


def percent(rate: float) -> str:
    return translate("Statistics", "%1%", "a percentage").replace(
        "%1", QLocale().toString(rate * 100, "f", 0)
    )


def duration(seconds: float | None) -> str:
    """``m:ss`` or ``h:mm:ss`` in the locale's digits; an en dash for none."""
    if seconds is None:
        return "–"
    s = max(0, int(seconds))
    if s >= 24 * 3600:
        return translate("Statistics", "%1 h", "hours of play").replace("%1", number(s // 3600))
    time = QTime(0, 0).addSecs(s)
    return QLocale().toString(time, "h:mm:ss" if s >= 3600 else "m:ss")


def short_duration(seconds: int) -> str:
    """A round time for an axis: ``4:30``, ``5 min``, ``2 h``."""
    if seconds % 3600 == 0 and seconds >= 3600:
        return translate("Statistics", "%1 h", "hours of play").replace(
            "%1", number(seconds // 3600)
        )
    if seconds % 60 == 0 and seconds >= 60:
        return translate("Statistics", "%1 min", "minutes of play").replace(
            "%1", number(seconds // 60)
        )
    return duration(seconds)


def finished_date(finished_at: str | None) -> str:
    """A stored UTC time (``YYYY-MM-DDTHH:MM:SSZ``) as the player's local short date
    (nothing for a game not written yet)."""
    if finished_at is None:
        return ""
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
        return translate(
            "Statistics",
            "Statistics are paused: another program is using the statistics file. "
            "Finished games wait and are counted as soon as it lets go.",
        )
    if error.problem is Problem.STATS_UNAVAILABLE:
        return translate(
            "Statistics",
            "Statistics are paused: the statistics file can be neither opened nor made "
            "(a read-only folder or a full disk?). Finished games wait and are counted "
            "as soon as it can be written.",
        )
    return translate("Statistics", "Statistics are paused: the statistics file could not be read.")


def deal_number(deal: int) -> str:
    """A deal number as players type it: the locale's digits, no thousands separator."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(deal)
