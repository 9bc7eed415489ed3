"""A seeded storm of player input on the real window, and the checks made after each step.

Used by ``tests/qt/test_storm.py`` (a few hundred events in CI) and by
``benchmarks/storm_bench.py`` (tens of thousands). Each step is one random gesture or
command, sent as real Qt input (``QTest`` mouse and key events on the table's viewport)
or as a menu action; any dialog it opens is answered at random, as a player would, so
nothing is ever left blocking. After every step the storm checks:

- the engine holds 52 distinct cards;
- every card item of the scene stands where the engine says the card is;
- the undo stack and the history agree: its steps, replayed from the deal, lead to the
  engine's move stack at the undo index;
- no exception escaped into Qt, and Qt printed no warning.

The first broken check stops the storm with the seed, the step and what was done last.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QPoint, QRect, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMessageBox
from window_driver import card_rect, drop_rect, is_animating, set_animation_ms

from bakers_dozen_qt.engine.cards import CARDS
from bakers_dozen_qt.engine.deals import MAX_DEAL
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.engine.rules import VARIANTS
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow

# A few moves from a win: pasted now and then so the storm wins games too.
NEAR_WIN = """Foundations: H-J C-Q D-Q S-Q
KH QH
KC
KD
KS
"""

# Platform plugins say these about themselves; they are not the app's doing.
HARMLESS = ("This plugin does not support",)

ACTIONS = (
    "undo",
    "redo",
    "restart",
    "new",
    "daily",
    "number",
    "pause",
    "hint",
    "finish",
    "solve",
    "lost",
    "copy",
    "paste",
    "stats",
    "rules",
    "auto_drop",
    "single_click",
    "ask_abandon",
    "animation",
)
KEYS = (
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_P, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Q, Qt.KeyboardModifier.NoModifier),
)


class StormFailure(AssertionError):
    pass


@dataclass
class Report:
    seed: int
    steps: int = 0
    seconds: float = 0.0
    kinds: dict[str, int] = field(default_factory=dict)
    dialogs: int = 0
    wins: int = 0
    games: int = 0
    changes: int = 0
    """Changes of the table (moves, undos, restarts, new games...)."""


class Storm:
    """Drive ``window`` with random input from ``seed``; see the module."""

    def __init__(self, window: MainWindow, seed: int) -> None:
        self.w = window
        self.rng = random.Random(seed)
        self.report = Report(seed)
        self.warnings: list[str] = []
        self.errors: list[str] = []
        self.last: list[str] = []
        self._game_seen = window.session.game
        window.session.won.connect(self._won)
        window.session.state_changed.connect(self._changed)
        # Each weight is how often a kind of step comes up.
        self.steps: list[tuple[Callable[[], str], int]] = [
            (self.play, 40),
            (self.drag, 30),
            (self.click, 25),
            (self.double_click, 12),
            (self.key, 14),
            (self.action, 12),
            (self.variant, 1),
            (self.wait, 3),
        ]

    # --- running ----------------------------------------------------------------------------

    def run(self, count: int) -> Report:
        previous_handler = qInstallMessageHandler(self._qt_message)
        previous_hook = sys.excepthook
        sys.excepthook = self._exception
        start = time.perf_counter()
        try:
            self._activate()
            for _ in range(count):
                self.step()
        finally:
            sys.excepthook = previous_hook
            qInstallMessageHandler(previous_handler)
            self.report.seconds = time.perf_counter() - start
        return self.report

    def step(self) -> None:
        makers, weights = zip(*self.steps, strict=True)
        make = self.rng.choices(makers, weights)[0]
        what = make()
        self.report.kinds[what.split()[0]] = self.report.kinds.get(what.split()[0], 0) + 1
        self.last = [*self.last[-7:], what]
        self._settle()
        self.report.steps += 1
        problems = self.check()
        if problems:
            raise StormFailure(
                f"seed {self.report.seed}, step {self.report.steps}: {'; '.join(problems)}"
                f"\nlast steps: {' | '.join(self.last)}"
            )

    def _settle(self) -> None:
        """Let the step's consequences happen and answer every dialog it opened."""
        for _ in range(12):
            QApplication.processEvents()
            if not self._answer_dialogs():
                break
        w = self.w
        w.scene.mover.finish()
        w.scene.celebration.finish()
        QApplication.processEvents()
        if w.session.game is not self._game_seen:
            self._game_seen = w.session.game
            self.report.games += 1

    # --- the steps ----------------------------------------------------------------------

    def _viewport_point(self) -> QPoint:
        vp = self.w.view.viewport()
        return QPoint(self.rng.randrange(vp.width()), self.rng.randrange(vp.height()))

    def _card_point(self) -> QPoint:
        """A point on a card: mostly a column's top card, sometimes any card."""
        game = self.w.session.game
        columns = [c for c in range(game.column_count) if game.column(c)]
        if columns and self.rng.random() < 0.8:
            card = game.column(self.rng.choice(columns))[-1]
        else:
            card = self.rng.choice(CARDS)
        r = card_rect(self.w, card.name)
        return QPoint(r.center().x(), r.top() + max(3, r.height() // 12))

    def _pile_point(self) -> QPoint:
        game = self.w.session.game
        piles = [Pile.column(c) for c in range(game.column_count)]
        piles += [Pile.foundation(s) for s in range(4)]
        r: QRect = drop_rect(self.w, self.rng.choice(piles))
        return r.center()

    def _target_point(self) -> QPoint:
        roll = self.rng.random()
        if roll < 0.6:
            return self._pile_point()
        if roll < 0.8:
            return self._card_point()
        return self._viewport_point()

    def play(self) -> str:
        """A legal move, made as a player makes it: a drag, two clicks, or a double-click."""
        game = self.w.session.game
        moves = list(game.legal_moves)
        if not moves or self.w.scene.paused:
            return self.click()
        move = self.rng.choice(moves)
        top = game.top(move.source)
        assert top is not None
        r = card_rect(self.w, top.name)
        start = QPoint(r.center().x(), r.top() + max(3, r.height() // 12))
        up = move.target == FOUNDATION
        pile = Pile.foundation(top.suit) if up else Pile.column(move.target)
        end = drop_rect(self.w, pile).center()
        how = self.rng.random()
        vp = self.w.view.viewport()
        if how < 0.6:
            return "play " + self.drag(start, end)
        if how < 0.85 or move.target != FOUNDATION:
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
            return f"play click-click {start.x()},{start.y()}->{end.x()},{end.y()}"
        QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        return f"play double-click {start.x()},{start.y()}"

    def drag(self, start: QPoint | None = None, end: QPoint | None = None) -> str:
        vp = self.w.view.viewport()
        start = start if start is not None else self._card_point()
        end = end if end is not None else self._target_point()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 5):
            p = start + (end - start) * (i / 4)
            QTest.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        return f"drag {start.x()},{start.y()}->{end.x()},{end.y()}"

    def click(self) -> str:
        vp = self.w.view.viewport()
        at = self._card_point() if self.rng.random() < 0.6 else self._target_point()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        return f"click {at.x()},{at.y()}"

    def double_click(self) -> str:
        vp = self.w.view.viewport()
        at = self._card_point()
        QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        return f"double-click {at.x()},{at.y()}"

    def key(self) -> str:
        key, modifiers = self.rng.choice(KEYS)
        self._activate()
        QTest.keyClick(self.w.view, key, modifiers)
        return f"key {key.name}+{modifiers.name}"

    def action(self) -> str:
        name = self.rng.choice(ACTIONS)
        if name == "paste":
            QGuiApplication.clipboard().setText(self._clipboard_text())
        getattr(self.w.menus.actions, name).trigger()
        return f"action {name}"

    def variant(self) -> str:
        name = self.rng.choice([*VARIANTS])
        self.w.menus.actions.variants[name].trigger()
        return f"variant {name}"

    def wait(self) -> str:
        ms = self.rng.choice((5, 20, 60))
        QTest.qWait(ms)  # the solver's answers and Show the Way's steps arrive meanwhile
        return f"wait {ms}"

    def _clipboard_text(self) -> str:
        roll = self.rng.random()
        game = self.w.session.game
        if roll < 0.2:
            return NEAR_WIN  # so that games are won too, and the win dialog answered
        if roll < 0.5:
            deal = Game.from_deal(self.rng.randint(1, 50_000), game.rules)
            return deal.board_text(reveal=False)
        if roll < 0.7:
            return game.board_text(reveal=False)
        if roll < 0.85:
            return "".join(self.rng.choice("AKQJT98765432CDHS :\n<b>") for _ in range(60))
        return ""

    # --- dialogs ----------------------------------------------------------------------------

    def _answer_dialogs(self) -> bool:
        """Answer one open dialog at random; whether there was one."""
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                self._answer(widget)
                self.report.dialogs += 1
                return True
        return False

    def _answer(self, dialog: QDialog) -> None:
        rng = self.rng
        if isinstance(dialog, QInputDialog):
            dialog.setIntValue(rng.choice((1, 104, 617, rng.randint(1, MAX_DEAL))))
            dialog.accept() if rng.random() < 0.7 else dialog.reject()
        elif isinstance(dialog, QMessageBox) and dialog.buttons():
            if dialog.checkBox() is not None and rng.random() < 0.2:
                dialog.checkBox().setChecked(True)
            button = rng.choice(dialog.buttons())
            if button.isVisible() and button.isEnabled():
                button.click()
            if dialog.isVisible():  # "Copy Result" keeps it open: then close it
                dialog.reject()
        elif rng.random() < 0.5:
            dialog.accept()
        else:
            dialog.reject()
        # Show the Way plays its line as fast as the storm goes.
        self.w.show_the_way.set_step_ms(1)

    def _won(self) -> None:
        self.report.wins += 1

    def _changed(self) -> None:
        self.report.changes += 1

    def _activate(self) -> None:
        if not self.w.isActiveWindow():
            self.w.activateWindow()
            QApplication.processEvents()

    # --- checks -----------------------------------------------------------------------------

    def check(self) -> list[str]:
        w = self.w
        game = w.session.game
        problems: list[str] = []
        in_columns = [c for i in range(game.column_count) for c in game.column(i)]
        home = [
            CARDS[(rank - 1) * 4 + suit]
            for suit, top in enumerate(game.foundations)
            for rank in range(1, top + 1)
        ]
        if len(in_columns) + len(home) != 52 or len({*in_columns, *home}) != 52:
            problems.append("the engine does not hold 52 distinct cards")
        if len(w.scene.cards) != 52:
            problems.append(f"the scene has {len(w.scene.cards)} card items")
        if w.scene.sized and not is_animating(w):
            for card, (rect, _, _) in w.scene.card_homes().items():
                pos = w.scene.cards[card].pos()
                if abs(pos.x() - rect.x) > 0.5 or abs(pos.y() - rect.y) > 0.5:
                    problems.append(
                        f"{card.name} is drawn at {pos.x():.0f},{pos.y():.0f}, "
                        f"the engine has it at {rect.x:.0f},{rect.y:.0f}"
                    )
                    break
        history = w.session.history()
        if (
            history.index != w.session.undo_stack.index()
            or len(history.steps) != w.session.undo_stack.count()
        ):
            problems.append("the undo stack and the history disagree")
        start = Game(game.rules, game.initial)
        try:
            replayed = history.replay(start).move_stack
        except ValueError as e:
            problems.append(f"the history does not replay: {e}")
        else:
            if replayed != game.move_stack:
                problems.append("the history at the undo index is not the engine's move stack")
        if any(
            m.target != FOUNDATION and not 0 <= m.target < game.column_count
            for m in game.move_stack
        ):
            problems.append("a move to a column that does not exist")
        if self.errors:
            problems.append(f"exception: {self.errors[0]}")
        if self.warnings:
            problems.append(f"Qt warning: {self.warnings[0]}")
        return problems

    def _qt_message(self, kind: QtMsgType, context: object, message: str) -> None:
        if kind == QtMsgType.QtDebugMsg or kind == QtMsgType.QtInfoMsg:
            return
        if not message.startswith(HARMLESS):
            self.warnings.append(message)

    def _exception(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        import traceback

        self.errors.append("".join(traceback.format_exception(kind, value, tb)))


def storm_window(prefs: Preferences, folder: Path | None = None, *, deal: int = 1) -> MainWindow:
    """A window ready for a storm: instant moves; its saved game and statistics in
    ``folder`` if given."""
    paths = {}
    if folder is not None:
        paths = {"save_path": folder / "saved.json", "stats_path": folder / "stats.sqlite"}
    w = MainWindow(Game.from_deal(deal), deal, prefs, **paths)
    set_animation_ms(w, 0)
    w.show_the_way.set_step_ms(1)
    w.resize(1000, 700)
    w.show()
    return w
