"""The game's figures where the player glances: the status bar, the title, the caption.

The title names the deal, then the game ("Deal 5 — Baker's Dozen"). The app sets no
display name for Qt to add to titles: it would go after every dialog's title as well,
which is about its own job and short ("Deal by Number").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from ...engine.atlas.table import deal_difficulty
from ...engine.rules import CUSTOM_ID
from ..features.share import deal_date
from ..play.session import GameSession
from ..speech.accessibility import TickingLabel
from ..table.table_scene import TableScene
from ..words.i18n import duration, number, reword
from ..words.variant_names import rules_in_brief, variant_name, variant_title

DEFAULT_VARIANT = "bakers-dozen"


class GameStatus(QObject):
    """Score, time, moves and deal in the status bar; the deal in the title and on the felt."""

    def __init__(self, window: QMainWindow, session: GameSession, scene: TableScene) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._scene = scene
        bar = window.statusBar()
        self.labels: dict[str, QLabel] = {
            "score": QLabel(window),
            "time": TickingLabel(window),  # a reader is not told of every second
            "moves": QLabel(window),
            "deal": QLabel(window),
            "difficulty": QLabel(window),
        }
        for label in self.labels.values():
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)
        session.clock.tick.connect(self.update_figures)
        reword(window, self._reword)

    def _reword(self) -> None:
        bar = self._window.statusBar()
        bar.clearMessage()  # said in the language before
        #: What a screen reader calls the status bar (score, time, moves, deal, messages).
        bar.setAccessibleName(self.tr("Game status"))
        self.labels["time"].setToolTip(
            self.tr(
                "Time on this deal, restarts included: the clock starts with the first "
                "move and stops while the game is paused or the window minimised."
            )
        )
        self.update_all()

    def update_figures(self) -> None:
        s = self._session
        labels = self.labels
        labels["score"].setText(self.tr("Score {score}").format(score=number(s.score())))
        labels["time"].setText(self.tr("Time {time}").format(time=duration(s.elapsed())))
        moves, automatic = s.player_moves(), s.automatic_moves()
        par = self._par()
        if par is None:
            labels["moves"].setText(self.tr("Moves {moves}").format(moves=number(moves)))
        else:
            #: The player's moves, then the daily deal's par: the fewest moves of a win the
            #: solver found for it.
            text = self.tr("Moves {moves} · par {par}")
            labels["moves"].setText(text.format(moves=number(moves), par=number(par)))
        tip = self.tr("Your own moves on this deal, restarts included.")
        if automatic:
            tip = self.tr(
                "Your own moves on this deal, restarts included. Besides them, %n move(s) "
                "made for you (safe cards sent up, Auto Finish, Show the Way).",
                "",
                automatic,
            )
        if par is not None:
            tip += "\n" + self.tr(
                "Par: the fewest moves of a win the solver found for today's deal, with safe "
                "cards sent up by the game (a best-known figure, not a proven least)."
            )
        labels["moves"].setToolTip(tip)
        name = variant_name(s.game.rules)
        labels["deal"].setText(
            self.tr("{deal} · {variant}").format(deal=self._deal(), variant=name)
        )
        labels["deal"].setToolTip(self._practice_note() if s.practice else "")
        level = None if s.practice else deal_difficulty(s.game.rules, s.deal_number)
        shown = labels["difficulty"]
        shown.setVisible(level is not None)
        if level is not None:
            #: How hard the solver found this deal: 1 (easiest) to 5 (hardest).
            shown.setText(self.tr("Difficulty {level}/5").format(level=number(level)))
            shown.setToolTip(
                self.tr(
                    "How hard the solver found this deal, from 1 (easiest) to 5 (hardest): "
                    "the atlas of Baker's Dozen deals 1 to 32,000."
                )
            )

    def _par(self) -> int | None:
        """The player's own moves in the daily deal's par line, when this is it."""
        s = self._session
        if not s.tally.daily or not s.deal_number or s.practice:
            return None
        from ...engine.atlas.par import daily_par_of_deal  # a daily deal's only

        par = daily_par_of_deal(s.game.rules.id, s.deal_number)
        return None if par is None else par.own

    def update_all(self) -> None:
        self.update_figures()
        self._window.setWindowTitle(self.title())
        rules = self._session.game.rules
        caption = f"<b>{variant_name(rules)}</b>"
        if rules.id == CUSTOM_ID:
            caption += f"<br><small>{rules_in_brief(rules)}</small>"
        caption += f"<br><small>{self._deal()}</small>"
        if self._session.practice:
            #: On the table, under "Practice": a pasted board is not counted.
            caption += "<br><small>" + self.tr("Not counted in the statistics") + "</small>"
        self._scene.set_caption(caption)

    def title(self) -> str:
        """``Deal 5 — Baker's Dozen``; ``Good Measure · Deal 7 — Baker's Dozen`` for
        another variant."""
        s = self._session
        if s.game.rules.id == DEFAULT_VARIANT:
            table = self._deal()
        else:
            #: The window's title for a variant other than Baker's Dozen.
            table = self.tr("{variant} · {deal}").format(
                variant=variant_title(s.game.rules), deal=self._deal()
            )
        #: The window's title: the deal on the table, then the game's name ({app}).
        return self.tr("{table} — {app}").format(
            table=table, app=QCoreApplication.translate("App", "Baker's Dozen")
        )

    def _deal(self) -> str:
        s = self._session
        deal = s.deal_number
        if deal and s.tally.daily:
            #: The daily deal, by its date (YYYY-MM-DD).
            return self.tr("Daily Deal {date}").format(date=deal_date(deal))
        if not deal:
            #: A position the player did not deal (a pasted board), in the title and the
            #: status bar: played for practice, never counted in the statistics.
            return self.tr("Practice")
        # A deal number is a name, not an amount: no thousands separators.
        #: A deal, by its number (the same number always deals the same cards).
        return self.tr("Deal {number}").format(number=deal)

    def _practice_note(self) -> str:
        return self.tr(
            "Practice: a board you did not deal (pasted) is never counted in the "
            "statistics: no record, no top ten, no streak."
        )
