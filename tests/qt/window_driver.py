"""The window tests' way in: a window on screen, real input on it, and a page object.

Tests build a window with :func:`make_window` (or :func:`shown_active` for one they made
themselves) and act on it as a player does through :class:`WindowDriver`: mouse
gestures on the table's viewport, keys, the menus' actions, the buttons of a box. The
driver is the one place that knows which part of the window holds what (the session,
the scene, the solver features); a test asks it, and reads the engine's state from
``window.session.game`` for its assertions. When the window's parts move, this module
moves with them and the tests stay as they are. The window itself holds only what the
game uses: what only a test reads of it (where a card is drawn, which piles are lit,
which box is open) is here.

The module-level functions are the gestures and readings the driver is made of; older
tests call them directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QRectF, Qt, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction, QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsItem,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot
from time_control import FakeTime, run_queued_work

from bakers_dozen_qt.engine.budgets import BUDGETS, Budgets
from bakers_dozen_qt.engine.cards import Card, parse_card
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.history import History
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.qt.features.solver_answers import HintAnswer
from bakers_dozen_qt.qt.features.winnable_deals import WinnableDeals
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.play.game_tally import Tally
from bakers_dozen_qt.qt.replay.replay_panel import ReplayPanel
from bakers_dozen_qt.qt.sound.player import SoundPlayer
from bakers_dozen_qt.qt.speech.accessibility import TableNews
from bakers_dozen_qt.qt.statistics.history_page import HistoryPage
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.table.layout import TableLayout
from bakers_dozen_qt.qt.table.pile import SUIT_LETTERS, Pile
from bakers_dozen_qt.qt.table.pile_item import ColumnKeys, FocusFrame
from bakers_dozen_qt.qt.window.menus import plain
from bakers_dozen_qt.qt.window.window import MainWindow


def make_window(
    qtbot: QtBot,
    prefs: Preferences,
    game: Game,
    deal: int | None = 1,
    *,
    now: FakeTime | None = None,
    budgets: Budgets = BUDGETS,
    daily: bool = False,
) -> MainWindow:
    """A window on screen, its first frame out, whose game clock reads ``now`` (a time of
    its own, standing still, when not given): no test depends on how fast the machine
    plays. ``budgets``: what the window's questions to the solver may spend; ``daily``:
    the deal is the daily deal of its date (``deal`` is then YYYYMMDD)."""
    now = now if now is not None else FakeTime()
    w = MainWindow(game, deal, prefs, now=now, budgets=budgets, daily=daily)
    now.drive(w.session.clock)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    # As a player finds it: the first frame out, and the menus filled after it.
    qtbot.waitUntil(lambda: w.menus.actions.filled)
    return w


def drag(qtbot: QtBot, w: MainWindow, start: QPoint, end: QPoint, *, release: bool = True) -> None:
    """Press at ``start``, move in a few steps past the drag distance to ``end``, release."""
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    steps = 6
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        qtbot.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot: QtBot, w: MainWindow, at: QPoint) -> None:
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def col(index: int) -> Pile:
    return Pile.column(index)


def found(suit: str) -> Pile:
    """The foundation of ``suit``, a letter: ``found("S")``."""
    return Pile.foundation(SUIT_LETTERS.index(suit))


def grip(w: MainWindow, card: str) -> QPoint:
    """A point on the visible part of ``card`` (its top strip, never covered by the fan)."""
    r = card_rect(w, card)
    return QPoint(r.center().x(), r.top() + max(4, r.height() // 12))


def press(
    qtbot: QtBot,
    w: MainWindow,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key as the keyboard gives it: to the window, through Qt's shortcuts and its
    focus (a menu that is open, the menu bar, the table), not to a chosen widget."""
    active = QApplication.activeWindow()
    if active is None or not active.isVisible():
        # A window over it closed: a window manager gives the main window the keyboard
        # back (the offscreen platform does not).
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
    handle = w.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key, modifier)
    run_queued_work()  # what the key set going: a menu opening, a dialog's answer


def shown_active(qtbot: QtBot, w: MainWindow) -> MainWindow:
    """``w`` on screen and active (shortcuts and keys need an active window)."""
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


# --- the window's parts a test reads ---------------------------------------------------------
# Rectangles are in pixels of the table's viewport (``w.view.viewport()``), where mouse
# events go.


def _to_view(w: MainWindow, r: QRectF) -> QRect:
    return w.view.mapFromScene(r).boundingRect()


def card_rect(w: MainWindow, card_name: str) -> QRect:
    """Where the card ``"7C"`` (any name the engine parses) is drawn."""
    return _to_view(w, w.scene.cards[parse_card(card_name)].sceneBoundingRect())


def pile_rect(w: MainWindow, pile: Pile) -> QRect:
    """The base of ``pile``: ``Pile.column(0)``..``Pile.column(12)`` (``9`` in Good
    Measure), ``Pile.foundation(s)`` with ``s`` a suit 0..3 (C D H S)."""
    r = w.scene.layout.pile_rect(pile)
    return _to_view(w, QRectF(r.x, r.y, r.w, r.h))


def drop_rect(w: MainWindow, pile: Pile) -> QRect:
    """Where a card dropped or clicked there lands on (a column's top card, or the base)."""
    r = w.scene.target_rect(pile)
    return _to_view(w, QRectF(r.x, r.y, r.w, r.h))


def board_text(w: MainWindow) -> str:
    """The player-facing board text of the game on the table."""
    return w.session.game.board_text(reveal=False)


def highlighted_piles(w: MainWindow) -> set[Pile]:
    """The piles lit as legal targets right now."""
    return set(w.scene.input.lit)


def set_animation_ms(w: MainWindow, ms: int) -> None:
    """How long a card takes to move; 0 makes every move instant."""
    w.scene.mover.duration_ms = ms


def is_animating(w: MainWindow) -> bool:
    """Whether a card is moving, or the win's celebration playing."""
    return w.scene.mover.running or w.scene.celebration.running


def wait_still(qtbot: QtBot, w: MainWindow, timeout: int = 3000) -> None:
    """Wait until no card moves and no celebration plays."""
    qtbot.waitUntil(lambda: not is_animating(w), timeout=timeout)


def new_game_from(w: MainWindow, game: Game, deal_number: int | None = None) -> None:
    """Play any position (e.g. one read from board text)."""
    w.session.new_game(game, deal_number)


def win_dialog(w: MainWindow) -> QMessageBox | None:
    """The box that tells the game is won, if there is one."""
    return w.end.win_dialog


def stuck_dialog(w: MainWindow) -> QMessageBox | None:
    """The box that tells no move is left, if there is one."""
    return w.end.stuck_dialog


def abandon_dialog(w: MainWindow) -> QMessageBox | None:
    """The question before a game in progress is given up, if it is asked."""
    return w.guard.dialog


def deal_number_dialog(w: MainWindow) -> QInputDialog | None:
    """Game > Deal by Number's question, if it is open."""
    return w.new_games.deal_number_dialog


def problem_box(w: MainWindow) -> QMessageBox | None:
    """The box that tells of trouble with the player's files, if there is one."""
    return w.notices.box


class WindowDriver:
    """A player at ``window``: what a test does to the window, and what it reads back
    that the engine does not hold (words on screen, dialogs, the undo history)."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self._touch: QPointingDevice | None = None

    # --- the mouse on the table -----------------------------------------------------------

    def grip(self, card: str) -> QPoint:
        """A point on the visible part of ``card``."""
        return grip(self.window, card)

    def drag(self, start: QPoint, end: QPoint, *, release: bool = True) -> None:
        drag(self.qtbot, self.window, start, end, release=release)

    def drag_card(self, card: str, pile: Pile, *, release: bool = True) -> None:
        """Drag ``card`` (and what lies on it) by its grip onto the middle of ``pile``'s
        drop area."""
        self.drag(self.grip(card), drop_rect(self.window, pile).center(), release=release)

    def drag_move(self, move: Move) -> None:
        """Play ``move`` as a player does: drag the top card of its column onto its target."""
        card = self.window.session.game.column(move.source)[-1]
        self.drag_card(card.name, Pile.column(move.target))

    def click(self, at: QPoint) -> None:
        click(self.qtbot, self.window, at)

    # --- a finger on the table (Qt's touch events, as a touch screen sends them) -----------

    def touch_device(self) -> QPointingDevice:
        if self._touch is None:
            # The table takes fingers from its first frame on (before, Qt would make mouse
            # events of them): a player's finger comes after it.
            accepts = Qt.WidgetAttribute.WA_AcceptTouchEvents
            self.qtbot.waitUntil(lambda: self.viewport().testAttribute(accepts))
            self._touch = QTest.createTouchDevice()
        return self._touch

    def touch(self) -> QTest.QTouchEventSequence:
        """A touch sequence on the table's viewport: ``.press(0, p).commit()`` and so on."""
        return QTest.touchEvent(self.viewport(), self.touch_device())

    def finger(self, kind: str, at: QPoint) -> None:
        """One touch event of the first finger: ``press``, ``move`` or ``release`` at a
        point of the viewport (named with the widget, or QTest places it off by the
        viewport's offset in the window)."""
        sequence = self.touch()
        getattr(sequence, kind)(0, at, self.viewport()).commit()

    def tap(self, at: QPoint) -> None:
        self.finger("press", at)
        self.finger("release", at)

    def tap_card(self, card: str) -> None:
        self.tap(self.grip(card))

    def double_tap_card(self, card: str) -> None:
        """Two taps on ``card``, the second soon after the first however slow the machine
        (the table's double-tap time is stretched for them)."""
        touch = self.window.scene.touch
        kept, touch.double_tap_ms = touch.double_tap_ms, 3_600_000
        try:
            self.tap_card(card)
            self.tap_card(card)
        finally:
            touch.double_tap_ms = kept

    def finger_drag(self, card: str, pile: Pile) -> None:
        """Drag ``card`` by its grip with a finger onto the middle of ``pile``'s drop area."""
        start, end = self.grip(card), drop_rect(self.window, pile).center()
        self.finger("press", start)
        for k in range(1, 6):
            self.finger("move", start + (end - start) * k / 5)
        self.finger("release", end)

    def long_press_card(self, card: str) -> None:
        """Hold a finger on ``card`` until the table takes it for a long press."""
        at = self.grip(card)
        self.finger("press", at)
        self.qtbot.waitUntil(lambda: self.window.scene.touch.long_pressed, timeout=5000)
        self.finger("release", at)

    def click_card(self, card: str) -> None:
        self.click(self.grip(card))

    def double_click_card(self, card: str) -> None:
        self.qtbot.mouseDClick(self.viewport(), Qt.MouseButton.LeftButton, pos=self.grip(card))

    def release(self, at: QPoint) -> None:
        """Let go of the mouse button held since a ``drag(..., release=False)``."""
        self.qtbot.mouseRelease(self.viewport(), Qt.MouseButton.LeftButton, pos=at)

    def viewport(self) -> QWidget:
        """The widget the table's mouse events go to."""
        return self.window.view.viewport()

    # --- the table's state that the engine does not hold -------------------------------------

    def focused_pile(self) -> Pile:
        """The pile the keyboard focus is on."""
        return self.window.scene.keys.focus

    def in_hand(self) -> int | None:
        """The column whose card is picked up (by a click or a key), if any."""
        return self.window.scene.input.selected

    def focus_frame(self) -> FocusFrame:
        """The frame that shows the keyboard focus on the table."""
        return self.window.scene.focus_frame

    def release_marked(self) -> list[Pile]:
        """The piles marked as where a release of the dragged card lands."""
        return [p for p, glow in self.window.scene.glows.items() if glow.active]

    def layout(self) -> TableLayout:
        """Where the table puts each pile, for the size it has now."""
        return self.window.scene.layout

    def column_keys(self) -> ColumnKeys:
        """The labels over the columns that name their keys (View > Show Column Keys)."""
        return self.window.scene.column_keys

    def zoom(self) -> int:
        """The table's zoom, in percent."""
        return self.window.view.zoom

    def shown_rect(self) -> QRectF:
        """The part of the table the view shows now, in the table's coordinates."""
        view = self.window.view
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def table_description(self) -> str:
        """What a screen reader is told the table is, and how to play it."""
        return self.window.view.accessibleDescription()

    def table_items(self) -> list[QGraphicsItem]:
        """Everything drawn on the table (cards, piles, marks, the pause's cover)."""
        return self.window.scene.items()

    def card_item(self, card: Card) -> QGraphicsItem:
        """The item that draws ``card`` on the table."""
        return self.window.scene.cards[card]

    def table_caption(self) -> str:
        """The words written on the felt (the variant, the deal, Practice)."""
        return self.window.scene.caption()

    def piles(self) -> set[Pile]:
        """The piles the table shows."""
        return set(self.window.scene.piles)

    def paused(self) -> bool:
        """Whether the table shows the pause (cards hidden, nothing moves)."""
        return self.window.scene.paused

    # --- keys -------------------------------------------------------------------------------

    def focus_table(self) -> None:
        """The keyboard on the table (as after a click on it)."""
        self.window.view.setFocus()

    def table_has_focus(self) -> bool:
        return self.window.view.hasFocus()

    def key(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        """A key to the table itself (its own keys and the menus' shortcuts)."""
        self.qtbot.keyClick(self.window.view, key, modifier)

    def press(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        """A key to the window, wherever Qt's focus is (see :func:`press`)."""
        press(self.qtbot, self.window, key, modifier)

    # --- the menus ----------------------------------------------------------------------------

    def action(self, name: str) -> QAction:
        """The menu or toolbar action called ``name``: an attribute of the menus'
        :class:`~bakers_dozen_qt.qt.window.menus.MenuActions` ("undo", "solve"), or a
        choice of a menu of them ("variant/<id>", "theme/<id>", "decks/<style>")."""
        actions = self.window.menus.actions
        group, _, key = name.rpartition("/")
        if group:
            choices = {"variant": actions.variants, "theme": actions.themes}.get(group)
            found = (choices or getattr(actions, group))[key]
        else:
            found = getattr(actions, name)
        assert isinstance(found, QAction), f"{name} is not a menu action"
        return found

    def trigger(self, name: str) -> None:
        """Choose the menu entry ``name``, as a click on it does."""
        self.action(name).trigger()

    def checked(self, name: str) -> bool:
        return self.action(name).isChecked()

    def menu_titles(self) -> list[str]:
        """The menu bar's titles, left to right (Game, Edit, View, Help)."""
        return [a.text() for a in self.window.menuBar().actions()]

    def menu(self, *path: str) -> QMenu:
        """The menu a player reaches by ``path``, its titles as the player reads them
        without their accelerator mark: ``menu("Game", "Variant")``."""
        actions = self.window.menuBar().actions()
        found: QMenu | None = None
        for title in path:
            found = next(
                (
                    sub
                    for a in actions
                    if plain(a.text()) == title and isinstance(sub := a.menu(), QMenu)
                ),
                None,
            )
            assert found is not None, f"no menu {title!r} in {[plain(a.text()) for a in actions]}"
            actions = found.actions()
        assert found is not None, "a menu path names at least one title"
        return found

    def game_menu_title(self) -> str:
        """The first title of the menu bar: a quick look at the language it speaks."""
        return self.menu_titles()[0]

    def language_menu(self) -> QMenu:
        """View > Language."""
        return self.window.menus.actions.language_menu

    def theme_id(self) -> str:
        """The table's theme ("green", "dark", "high-contrast")."""
        return self.window.scene.theme.id

    def toolbar(self) -> QToolBar:
        return self.window.menus.toolbar

    def language_action(self, code: str) -> QAction:
        """View > Language's entry for ``code`` (``""``: the system's language)."""
        return self.window.menus.language_action(code)

    def choose_language(self, code: str) -> None:
        """View > Language > the entry for ``code``."""
        self.language_action(code).trigger()

    # --- moves and the undo history ------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Ask for ``move`` as a gesture would; whether the rules allowed it."""
        return self.window.session.request_move(move)

    def play_all(self, moves: Iterable[Move]) -> None:
        """Play each of ``moves``; every one must be allowed."""
        for move in moves:
            assert self.play(move), move

    def undo(self) -> None:
        """Edit > Undo."""
        self.trigger("undo")

    def redo(self) -> None:
        """Edit > Redo."""
        self.trigger("redo")

    def restart(self) -> None:
        """Game > Restart."""
        self.trigger("restart")

    def auto_finish(self) -> None:
        """Edit > Auto Finish."""
        self.trigger("finish")

    def sound(self) -> SoundPlayer | None:
        """The window's sound player (``None`` before the first frame)."""
        return self.window.sounds.player

    def heard(self) -> list[str]:
        """The sounds the game played so far, last ones last (a machine without audio
        has them too: what the player would have heard)."""
        player = self.sound()
        assert player is not None, "no sound before the first frame"
        return list(player.heard)

    def finish_offered(self) -> bool:
        """Whether the status bar's Finish button is on show (nothing is left to decide),
        once the window has looked at the game as it stands."""
        run_queued_work()
        return self.window.auto_complete.button.isVisible()

    def click_finish(self) -> None:
        """Click the status bar's Finish button."""
        button = self.window.auto_complete.button
        assert self.finish_offered(), "no Finish button on show"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def undo_text(self) -> str:
        """What Undo would take back, as the history words it ("Move 7♦ to 8♠")."""
        return self.window.session.undo_stack.undoText()

    def undo_steps(self) -> int:
        """How many steps the undo history holds (undone ones too)."""
        return self.window.session.undo_stack.count()

    def undo_index(self) -> int:
        """How many of those steps are done."""
        return self.window.session.undo_stack.index()

    def history(self) -> History:
        """The undo history as the session keeps (and saves) it."""
        return self.window.session.history()

    # --- the game's bookkeeping ----------------------------------------------------------------

    def deal_number(self) -> int | None:
        return self.window.session.deal_number

    def helped(self) -> bool:
        """Whether this game counts as won with help so far."""
        return self.window.session.tally.helped

    def hints_taken(self) -> int:
        return self.window.session.tally.hints

    def tally(self) -> Tally:
        """What this game has counted so far (hints, undos, help, daily)."""
        return self.window.session.tally

    def clock_running(self) -> bool:
        return self.window.session.clock.running

    def clock_paused(self) -> bool:
        return self.window.session.clock.paused

    def elapsed(self) -> float:
        return self.window.session.elapsed()

    def set_time_played(self, seconds: float) -> None:
        """Put the game clock at ``seconds`` played, stopped until the next move (a test
        plays faster than a player)."""
        self.window.session.clock.reset(seconds)

    def on_won(self, then: Callable[[], object]) -> None:
        """Call ``then`` the moment the game is won."""
        self.window.session.won.connect(then)

    def practice(self) -> bool:
        """Whether the game on the table is practice (a board with no deal number)."""
        return self.window.session.practice

    def player_moves(self) -> int:
        """The moves the player made (not the automatic ones)."""
        return self.window.session.player_moves()

    def score(self) -> int:
        return self.window.session.score()

    # --- what the player reads and hears ---------------------------------------------------------

    def status_message(self) -> str:
        """The status bar's passing message."""
        return self.window.statusBar().currentMessage()

    def status_label(self, name: str) -> QLabel:
        """A status bar label ("moves", "time", "score", "deal", ...)."""
        return self.window.status.labels[name]

    def status_text(self, name: str) -> str:
        """A status bar label's words."""
        return self.status_label(name).text()

    def announced(self) -> SignalInstance:
        """The signal each announcement to the screen reader goes out by."""
        return self.window.announcer.announced

    def last_said(self) -> str:
        """What the screen reader was told last."""
        return self.window.announcer.last

    def say(self, text: str) -> None:
        """Say ``text`` to the screen reader, as the game's features do."""
        self.window.announcer.say(text)

    def table_news(self) -> TableNews:
        """How sentences reach a reader that takes no announcements (and whether it is
        one: its ``listeners``)."""
        return self.window.view.news

    def status_bar_accessible(self) -> QAccessibleInterface:
        """The status bar as assistive technologies see it."""
        iface = QAccessible.queryAccessibleInterface(self.window.statusBar())
        assert iface is not None
        return iface

    def table_accessible(self) -> QAccessibleInterface:
        """The table as assistive technologies see it: a list of piles."""
        iface = QAccessible.queryAccessibleInterface(self.window.view)
        assert iface is not None
        return iface

    def unfocus_table(self) -> None:
        """The keyboard away from the table (as when a dialog takes it)."""
        self.window.view.clearFocus()

    def listen(self) -> list[str]:
        """A list that collects, from now on, everything said to a screen reader."""
        said: list[str] = []
        self.announced().connect(said.append)
        return said

    def live_text(self) -> str:
        """The live verdict's words ("" when off or not judged)."""
        return self.window.live.text

    def live_shown(self) -> bool:
        return self.window.live.label.isVisible()

    def live_label(self) -> QLabel:
        """The live verdict's label (its tooltip and accessible name)."""
        return self.window.live.label

    def live_solving(self) -> bool:
        """Whether the live verdict's solver is at work."""
        return self.window.live.runner.busy

    def live_solves_asked(self) -> int:
        """How many solves the live verdict has asked for."""
        return self.window.live.requests

    # --- the solver's features -------------------------------------------------------------------

    def hint(
        self, *, by_key: bool = False, to_window: bool = False, timeout: int = 60_000
    ) -> HintAnswer:
        """Edit > Hint (or its key, H: on the table, or ``to_window`` wherever the focus
        is), and its answer once the solver gives it."""
        with self.qtbot.waitSignal(self.window.hints.ready, timeout=timeout) as answer:
            if to_window:
                self.press(Qt.Key.Key_H)
            elif by_key:
                self.key(Qt.Key.Key_H)
            else:
                self.trigger("hint")
        return answer.args[0]

    def hint_lost_box(self) -> QMessageBox | None:
        """The box a hint opens in a lost position."""
        return self.window.hints.lost_box

    def deal_search(self) -> WinnableDeals:
        """The search for winnable deals (Winnable Deals Only, the daily deal's verdict):
        its signals, and the deal it found ahead."""
        return self.window.new_games.winnable

    def solve(self, *, timeout: int = 60_000) -> QMessageBox:
        """Edit > Solve…, and the box it opens once the solver has answered."""
        way = self.window.show_the_way
        with self.qtbot.waitSignal(way.solver.ready, timeout=timeout):
            self.trigger("solve")
        box = self.solve_box()
        assert box is not None
        return box

    def where_lost(self, *, timeout: int = 60_000) -> QMessageBox:
        """Edit > Where Was It Lost?, and the box it opens once the search has answered."""
        review = self.window.loss_review
        with self.qtbot.waitSignal(review.finder.ready, timeout=timeout):
            self.trigger("lost")
        box = self.where_lost_box()
        assert box is not None
        return box

    def loss_search_ready(self) -> SignalInstance:
        """The signal Where Was It Lost?'s search gives its answer by."""
        return self.window.loss_review.finder.ready

    def solver_ready(self) -> SignalInstance:
        """The signal Solve…'s search gives its answer by."""
        return self.window.show_the_way.solver.ready

    def solver_busy(self) -> bool:
        """Whether any of Hint, Solve… or Where Was It Lost? is searching."""
        w = self.window
        return w.hints.busy or w.show_the_way.solver.busy or w.loss_review.finder.busy

    def solve_box(self) -> QMessageBox | None:
        """The box Solve… opened, if it is open."""
        return self.window.show_the_way.dialog

    def where_lost_box(self) -> QMessageBox | None:
        """The box Where Was It Lost? opened, if it is open."""
        return self.window.loss_review.dialog

    def help_question(self) -> QMessageBox | None:
        """The question asked before the solver helps, if it is open."""
        return self.window.help_guard.dialog

    def showing_the_way(self) -> bool:
        """Whether Show the Way is playing its moves."""
        return self.window.show_the_way.playing

    def set_show_step(self, ms: int = 1) -> None:
        """Show the Way plays a move each ``ms`` (at once by default: a test does not
        watch them)."""
        self.window.show_the_way.set_step_ms(ms)

    # --- boxes -----------------------------------------------------------------------------------

    def button(self, box: QMessageBox, text: str) -> QAbstractButton:
        """``box``'s button worded ``text``."""
        found = [b for b in box.buttons() if b.text() == text]
        assert found, f"no button {text!r} among {[b.text() for b in box.buttons()]}"
        return found[0]

    def answer(self, box: QMessageBox, text: str) -> None:
        """Click ``box``'s button worded ``text``."""
        self.qtbot.mouseClick(self.button(box, text), Qt.MouseButton.LeftButton)

    def win_box(self) -> QMessageBox:
        """The box that tells the game is won, once it is on screen."""
        self.qtbot.waitUntil(lambda: self.shown(win_dialog(self.window)))
        box = win_dialog(self.window)
        assert box is not None
        return box

    def stuck_box(self) -> QMessageBox:
        """The box that tells no move is left, once it is on screen."""
        self.qtbot.waitUntil(lambda: self.shown(stuck_dialog(self.window)))
        box = stuck_dialog(self.window)
        assert box is not None
        return box

    def problem_box(self) -> QMessageBox:
        """The box that tells of trouble with the player's files, once it is on screen."""
        self.qtbot.waitUntil(lambda: self.shown(problem_box(self.window)))
        box = problem_box(self.window)
        assert box is not None
        return box

    def close_end_boxes(self) -> None:
        """Close the box that tells the game is won or stuck, as its Close button does."""
        self.window.end.close_dialogs()

    def paste_error_box(self) -> QMessageBox | None:
        """The box that says why Paste Board could not read the clipboard, if it is open."""
        return self.window.board_clipboard.error_box

    @staticmethod
    def shown(box: QWidget | None) -> bool:
        return box is not None and box.isVisible()

    # --- a replay ------------------------------------------------------------------------

    def replaying(self) -> bool:
        """Whether a finished game's replay is on the table."""
        return self.window.replaying

    def replay_panel(self) -> ReplayPanel:
        """The replay's panel beside the table (once one has started)."""
        panel = self.window.replayer.panel
        assert panel is not None, "no replay has started"
        return panel

    def replay_index(self) -> int:
        """Moves made on the replay's table (0: the deal)."""
        replay = self.window.replayer.replay
        assert replay is not None, "no replay on the table"
        return replay.index

    def replay_rows(self) -> list[str]:
        """The replay's list of moves as the player reads it (row 0 is the deal)."""
        moves = self.replay_panel().moves
        return [moves.item(i).text() for i in range(moves.count())]

    def replay_button(self, name: str) -> QAbstractButton:
        """One of the replay's buttons: first, back, play, forward, last; or leave."""
        panel = self.replay_panel()
        return panel.leave_button if name == "leave" else panel.buttons[name]

    def replay_verdict(self) -> str:
        """What the replay says of how the game ended."""
        return self.replay_panel().verdict.text()

    def shown_board(self) -> str:
        """The table on screen, as board text: a replay's while one is shown."""
        return self.window.scene.game.board_text(reveal=False)

    def replay_note(self) -> str:
        """What the status bar says while a replay is on the table ("" when none is)."""
        note = self.window.statusBar().findChild(QLabel, "replay-note")
        return note.text() if note is not None and note.isVisible() else ""

    def replay_lost_at(self) -> int | None:
        return self.window.replayer.lost_at

    # --- statistics carried to another machine --------------------------------------------

    def choose_statistics_file(self, path: Path) -> None:
        """In the file dialog Export or Import Statistics… opened, choose ``path``."""
        transfer = self.window._stats_transfer
        assert transfer is not None and transfer.dialog is not None, "no file dialog is open"
        dialog = transfer.dialog
        self.qtbot.waitUntil(dialog.isVisible)
        dialog.selectFile(str(path))
        dialog.accept()

    def transfer_box(self) -> QMessageBox:
        """The box that says how an import or export of the statistics went."""
        self.qtbot.waitUntil(
            lambda: (
                self.window._stats_transfer is not None
                and self.shown(self.window._stats_transfer.box)
            ),
            timeout=10_000,
        )
        assert self.window._stats_transfer is not None
        box = self.window._stats_transfer.box
        assert box is not None
        return box

    # --- the Statistics window's History page ---------------------------------------------

    def open_statistics(self) -> StatisticsWindow:
        """Game → Statistics…, once its figures are shown."""
        self.trigger("stats")
        found = self.window.findChild(StatisticsWindow)
        assert found is not None, "the Statistics window did not open"
        stats = found
        self.qtbot.waitExposed(stats)
        self.qtbot.waitUntil(lambda: stats.stack.currentWidget() is stats.tabs, timeout=10_000)
        return stats

    def open_history(self) -> HistoryPage:
        """The Statistics window on its History tab (chosen by its key), once its first
        page of games is in."""
        stats = self.open_statistics()
        QTest.keyClick(stats, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)
        assert stats.tabs.currentWidget() is stats.history
        self.wait_history(stats.history)
        return stats.history

    def wait_history(self, page: HistoryPage) -> None:
        """Until the page's list and count answer its filters."""
        self.qtbot.waitUntil(page.settled, timeout=10_000)

    def history_rows(self, page: HistoryPage) -> list[list[str]]:
        """The rows the History page lists, as their shown cells."""
        model = page.model
        return [
            [
                str(model.data(model.index(r, c)))
                for c in range(model.columnCount())
                if not page.table.isColumnHidden(c)
            ]
            for r in range(model.rowCount())
        ]

    def choose_history_row(self, page: HistoryPage, row: int) -> None:
        """A click on a row of the History page's list."""
        table = page.table
        table.scrollTo(page.model.index(row, 0))
        at = table.visualRect(page.model.index(row, 0)).center()
        self.qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
        assert table.currentIndex().row() == row
