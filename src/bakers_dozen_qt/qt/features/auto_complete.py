"""Auto-complete: the game offers to finish itself once nothing is left to decide.

After every change of the game (looked at once the table has been told, so the move is
never held up), :func:`~...engine.finish.needs_no_decision` says whether the rest of
the game could go wrong at all (``docs/RULES.md``, "Auto-complete"). When it could not,
a Finish button shows in the status bar and the status bar says so once; with the
preference *Finish by Itself* on, the finish plays at once after the player's move
instead (never after an Undo or a Redo: the player who took a finish back chose to).
Such a finish is no help: the win is the player's own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QPushButton, QStatusBar

from ...engine.history import StepKind
from ..files.settings import Preferences
from ..play.session import GameSession
from ..words.i18n import menu_path, reword
from ..words.messages import Messages

translate = QCoreApplication.translate


class AutoComplete(QObject):
    def __init__(
        self,
        bar: QStatusBar,
        session: GameSession,
        prefs: Preferences,
        messages: Messages,
        finish: Callable[[], object],
    ) -> None:
        super().__init__(bar)
        self._session = session
        self._prefs = prefs
        self._messages = messages
        self._finish = finish
        self.ready = False
        """The game on the table needs no decision: the finish is on offer."""
        self._watching = False  # from the first frame on (see start)
        self.button = QPushButton(bar)
        self.button.setObjectName("finish-button")
        self.button.clicked.connect(self._finish_clicked)
        self.button.setVisible(False)
        bar.addPermanentWidget(self.button)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.check)
        session.state_changed.connect(self._later.start)
        session.game_replaced.connect(self._later.start)
        reword(self.button, self._reword)

    def _reword(self) -> None:
        #: A button in the status bar, shown when nothing is left to decide: it plays
        #: the rest of the game.
        self.button.setText(self.tr("&Finish"))
        self.button.setToolTip(
            self.tr("Nothing is left to decide: play every card left up to the foundations.")
        )

    def start(self) -> None:
        """Once the first frame is up: watch the game, starting with the one there (a
        restored game may need no decision). Before it, the check and the engine's
        finish module would only hold the frame back."""
        self._watching = True
        self.check()

    def check(self) -> None:
        """Look at the game as it stands: offer the finish, or play it."""
        if not self._watching:
            return
        from ...engine.finish import needs_no_decision

        s = self._session
        was = self.ready
        self.ready = not s.locked and needs_no_decision(s.game)
        self.button.setVisible(self.ready)
        if not self.ready or was:
            return
        done = s.just_done()
        moved = done is not None and done.kind is StepKind.MOVE
        fresh = s.undo_stack.index() == s.undo_stack.count()  # nothing to redo
        if self._prefs.finish_by_itself and moved and fresh:
            # The move's own slide goes on: the finish's cards set off from there.
            s.auto_finish()
            return
        entry = menu_path(translate("Menus", "&Edit"), translate("Menus", "&Auto Finish"))
        self._messages.show_message(
            #: {entry} is the menu entry that plays the rest: "Edit → Auto Finish".
            self.tr("Nothing is left to decide: {entry} plays the game out.").format(entry=entry),
            8000,
        )

    def _finish_clicked(self) -> None:
        self._finish()
