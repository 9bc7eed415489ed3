"""Telling the player about trouble with the stored files: once each, never in the way.

The store hands back a :class:`~bakers_dozen_qt.store.Problem` code with the paths
involved; this module words it. Every kind is told at most once a run: on the status
bar, and for what the player should really know (a file damaged and kept aside, games
that could not be counted, a game that cannot be saved) also in a small message box,
opened window-modal without a nested event loop, one after another. The same sentence
goes to standard error for whoever started the game from a terminal.

Nothing here reads or writes a file, and the store is imported only when there is
something to tell.
"""

from __future__ import annotations

import contextlib
import sys
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..dialogs.closing import delete_when_closed
from ..words.messages import Messages
from ..words.reason_words import system_reason, write_failure

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox  # built by PySide on first use, not at start-up

    from ...store import Notice, SaveFileError, StoreWriteError

STATUS_MS = 15_000


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Told(NamedTuple):
    """One thing told: a key (kind of trouble), a headline, the rest, a detail."""

    key: str
    text: str
    info: str = ""
    detail: str = ""
    box: bool = True


class Notices(QObject):
    def __init__(self, parent: QWidget, messages: Messages) -> None:
        super().__init__(parent)
        self._parent = parent
        self._messages = messages
        self._told: set[str] = set()
        self._waiting: deque[Told] = deque()
        self.box: QMessageBox | None = None
        """The message box on screen now, if any."""
        self.history: list[Told] = []
        """Everything told this run, in order (for tests and logs)."""
        self._ready = False

    # --- what there is to tell ------------------------------------------------------------

    def save_unreadable(self, e: SaveFileError) -> None:
        from ...store import Problem

        what = {
            Problem.SAVE_DAMAGED: self.tr("Your saved game could not be read: it is damaged."),
            Problem.SAVE_UNREADABLE: self.tr(
                "Your saved game could not be read: it cannot be opened."
            ),
            Problem.SAVE_TOO_LARGE: self.tr(
                "Your saved game could not be read: the file is far too large to be one."
            ),
            Problem.SAVE_NEWER: self.tr(
                "Your saved game could not be read: a newer version of Baker's Dozen wrote it."
            ),
        }.get(e.problem, self.tr("Your saved game could not be read."))
        if e.kept_as is not None:
            info = self.tr(
                "It was kept as:\n{path}\n\nA new game was dealt; nothing else was lost."
            ).format(path=e.kept_as)
        else:
            info = self.tr(
                "It could not be moved aside, so it was left where it is:\n{path}\n\n"
                "A new game was dealt. The game will not save over that file until you "
                "start Baker's Dozen again."
            ).format(path=e.path)
        self.tell(Told("save-read", what, info, e.detail))

    def save_failed(self, e: StoreWriteError) -> None:
        from ...store import Problem

        if e.problem is Problem.SAVE_BLOCKED:
            text = self.tr("Your game is not being saved.")
            info = self.tr(
                "The saved game that could not be read is still in the way:\n{path}\n\n"
                "Move it elsewhere and start Baker's Dozen again to save your games."
            ).format(path=e.path)
        else:
            text = self.tr("Your game could not be saved.")
            info = self.tr(
                "Saving to {path} failed: {reason}.\n\nPlay on: the game tries again "
                "every little while, and nothing is lost while the window stays open."
            ).format(path=e.path, reason=write_failure(e))
        self.tell(Told("save-write", text, info, e.detail))

    def save_works_again(self) -> None:
        if "save-write" in self._told:
            self._messages.show_message(self.tr("Your game is saved again."), STATUS_MS)

    def stats(self, notice: Notice) -> None:
        from ...store import Problem

        p = notice.problem
        kept = str(notice.kept_as) if notice.kept_as is not None else ""
        if p is Problem.STATS_DAMAGED:
            told = Told(
                p.value,
                self.tr("Your statistics file was damaged."),
                self.tr(
                    "It was kept as:\n{path}\n\nA new statistics file was started; "
                    "your games from now on are counted there."
                ).format(path=kept),
                notice.detail,
            )
        elif p is Problem.STATS_NEWER:
            told = Told(
                p.value,
                self.tr("Your statistics were written by a newer version of Baker's Dozen."),
                self.tr("They were kept as:\n{path}\n\nA new statistics file was started.").format(
                    path=kept
                ),
                notice.detail,
            )
        elif p is Problem.STATS_LOST:
            if kept:
                info = self.tr(
                    "The games waiting from the last run were damaged. What could be kept "
                    "is in:\n{path}"
                ).format(path=kept)
            elif notice.count:
                info = self.tr(
                    "%n finished game(s) could not be written to the statistics.", "", notice.count
                )
            else:
                info = ""
            told = Told(p.value, self.tr("Some games could not be counted."), info, notice.detail)
        elif p is Problem.STATS_LOCKED:
            told = Told(
                p.value,
                self.tr(
                    "Statistics are paused: another program is using the file. Your "
                    "games are kept and counted when it lets go."
                ),
                box=False,
            )
        elif p is Problem.STATS_UNAVAILABLE:
            told = Told(
                p.value,
                self.tr(
                    "Statistics are paused: the file cannot be written. Your games are "
                    "kept and counted as soon as it can be."
                ),
                detail=notice.detail,
                box=False,
            )
        elif p is Problem.STATS_RESUMED:
            told = Told(
                p.value, self.tr("Statistics work again: every waiting game is counted."), box=False
            )
        else:
            return
        self.tell(told)

    def settings_damaged(self, path: Path, kept_as: Path | None) -> None:
        if kept_as is not None:
            info = self.tr(
                "They were kept as:\n{path}\n\nThe game starts with its usual settings."
            ).format(path=kept_as)
        else:
            info = self.tr(
                "The file could not be moved aside:\n{path}\n\nThe game starts with its "
                "usual settings and will not change that file."
            ).format(path=path)
        self.tell(Told("settings", self.tr("Your preferences could not be read."), info))

    def data_folder_unusable(self, folder: Path, error: OSError) -> None:
        """The data folder cannot be made or written: the game plays on, saving nothing."""
        info = self.tr(
            "The folder for your saved game and statistics cannot be used: {reason}.\n"
            "{path}\n\nPlay on: the game works, but keeps neither this game nor its "
            "statistics until that is put right."
        ).format(reason=system_reason(error.errno), path=folder)
        text = self.tr("Your games will not be saved this time.")
        self.tell(Told("data-folder", text, info, str(error)))

    def settings_unkept(self, in_the_way: Path) -> None:
        """A file stands where the preferences' folder belongs."""
        info = self.tr(
            "A file is in the way, where their folder belongs:\n{path}\n\nThe game "
            "starts with its usual settings and leaves that file alone."
        ).format(path=in_the_way)
        text = self.tr("Your preferences cannot be kept.")
        self.tell(Told("settings", text, info))

    # --- telling ----------------------------------------------------------------------------

    def tell(self, told: Told) -> None:
        """Say ``told`` once a run: on the status bar, on stderr, and maybe in a box."""
        if told.key in self._told:
            return
        self._told.add(told.key)
        self.history.append(told)
        self._messages.show_message(told.text, STATUS_MS)
        line = told.text if not told.info else f"{told.text} {told.info}"
        # No terminal, or a closed one: the window says it anyway.
        with contextlib.suppress(OSError, ValueError, AttributeError):
            print(f"bakers-dozen: {' '.join(line.split())}", file=sys.stderr, flush=True)
        if told.box:
            self._waiting.append(told)
            self._next()

    def window_shown(self) -> None:
        """Boxes wait until the window is on screen, then come one at a time."""
        self._ready = True
        self._next()

    def _next(self) -> None:
        if not self._ready or self.box is not None or not self._waiting:
            return
        told = self._waiting.popleft()
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self._parent)
        box.setObjectName("problem")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Baker's Dozen"))
        box.setText(told.text)
        box.setInformativeText(told.info)
        if told.detail:
            # The store's own words, in English: said to be so, for a bug report.
            lead = self.tr("Technical detail, for a bug report (in English):")
            box.setDetailedText(f"{lead}\n{told.detail}")
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        from PySide6.QtCore import Qt  # not at import: see tests/qt/test_start_up.py

        # Paths and details are shown as they are, never as rich text.
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.finished.connect(self._closed)
        delete_when_closed(box)
        self.box = box
        box.open()

    def _closed(self) -> None:
        self.box = None
        self._next()
