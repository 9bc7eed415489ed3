"""The view over the table: the keys, the zoom, and the table's place in the accessibility tree.

At 100% zoom there is no scrolling: the scene is exactly the viewport. Zoomed in, the
table is laid out for a viewport that much larger (the cards are rendered afresh at
their new size, never stretched), scroll bars appear, and the view keeps the keyboard's
focus in sight.

Nothing that runs before the first frame touches ``Qt``'s namespace enums (``Qt.X``):
PySide builds all ~140 of them on the first touch, about 15 ms of start-up. Settings of
that kind are made by name through Qt's property system instead.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF
from PySide6.QtGui import (
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QTouchEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..files.settings import Preferences
from ..speech import accessibility
from ..speech.spoken_names import pile_contents, pile_name
from ..table.keymap import Act, action_for
from ..table.pile import Pile
from ..table.table_scene import TableScene
from ..words.i18n import menu_path, reword

_TOUCH = (
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.TouchEnd,
    QEvent.Type.TouchCancel,
)

ZOOMS: Final = (100, 125, 150, 175, 200, 250, 300)

translate = QCoreApplication.translate


class TableView(QGraphicsView):
    """Scene coordinates are view pixels: the scene lays itself out on every resize."""

    def __init__(self, scene: TableScene, prefs: Preferences | None = None) -> None:
        super().__init__(scene)
        # The viewport Qt made for itself is a plain QWidget that Python has never seen:
        # the first viewport() call would make PySide try every QWidget subclass it knows
        # to find its type, building some 70 enum types of QtWidgets (about 8 ms of
        # start-up). One made here is the same plain QWidget, already known.
        self.setViewport(QWidget())
        self.table = scene
        self.prefs = prefs
        self.zoom = _nearest_zoom(prefs.zoom) if prefs is not None else 100
        scene.larger_cards = prefs.larger_cards if prefs is not None else False
        scene.set_column_keys(prefs.column_keys if prefs is not None else False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._set_scroll_bars()
        self.setProperty("alignment", "AlignLeft|AlignTop")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # Small enough for a small screen at a large scale factor (QT_SCALE_FACTOR=2).
        self.setMinimumSize(240, 160)  # a QGraphicsView takes keyboard focus (StrongFocus)
        reword(self, self._word)
        accessibility.install()
        self.news = accessibility.TableNews(self)
        self._names: list[str] = []
        scene.keys.focus_changed.connect(self._focus_moved)
        scene.laid_out.connect(self._after_layout)
        scene.mover.finished.connect(self._tell_renamed)
        scene.input.held_changed.connect(self._held_changed)
        scene.pause_changed.connect(lambda *_: self._tell_renamed())

    # --- size and zoom ------------------------------------------------------------------

    def relayout(self) -> None:
        vp = self.viewport()
        self.resetCachedContent()
        z = self.zoom / 100
        self.table.relayout(vp.width() * z, vp.height() * z, vp.devicePixelRatioF())

    def set_zoom(self, percent: int) -> None:
        """Zoom the table to ``percent`` (one of :data:`ZOOMS`), remembered."""
        percent = _nearest_zoom(percent)
        if percent == self.zoom:
            return
        self.zoom = percent
        if self.prefs is not None:
            self.prefs.zoom = percent
        self._set_scroll_bars()
        self.relayout()

    def zoom_in(self) -> None:
        self.set_zoom(next((z for z in ZOOMS if z > self.zoom), ZOOMS[-1]))

    def zoom_out(self) -> None:
        self.set_zoom(next((z for z in reversed(ZOOMS) if z < self.zoom), ZOOMS[0]))

    def zoom_reset(self) -> None:
        self.set_zoom(100)

    def set_larger_cards(self, on: bool) -> None:
        """Cards as wide as the window allows, overlapping more (remembered)."""
        if self.prefs is not None:
            self.prefs.larger_cards = on
        self.table.larger_cards = on
        self.relayout()

    def set_show_column_keys(self, on: bool) -> None:
        if self.prefs is not None:
            self.prefs.column_keys = on
        self.table.set_column_keys(on)

    def show_keys_help(self) -> None:
        from ..dialogs import keys_help  # the dialog is not needed for the first frame

        keys_help.show_keys_help(self.window())

    def _word(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(
            #: {path} is the menu entry, as the menus name it: "Help → Keyboard".
            self.tr(
                "Arrow keys choose a pile. Space or Enter picks up its top card and puts it "
                "down. F sends a card to its foundation. {path} lists every key."
            ).format(path=menu_path(translate("Menus", "&Help"), translate("Menus", "&Keyboard")))
        )

    def _set_scroll_bars(self) -> None:
        policy = "ScrollBarAlwaysOff" if self.zoom == 100 else "ScrollBarAsNeeded"
        self.setProperty("horizontalScrollBarPolicy", policy)
        self.setProperty("verticalScrollBarPolicy", policy)

    def _after_layout(self) -> None:
        self._tell_renamed()  # the piles' names as they are now, to compare with later
        self._keep_focus_in_sight()
        self.table.touch.px_per_mm = self._px_per_mm()

    def _px_per_mm(self) -> float:
        """Scene units per millimetre of the screen (a scene unit is a logical pixel)."""
        screen = self.screen()
        size = screen.physicalSize() if screen is not None else None
        if screen is None or size is None or size.width() <= 0:
            return 96 / 25.4
        return float(screen.geometry().width() / size.width())

    # --- touch --------------------------------------------------------------------------

    def accept_touch(self) -> None:
        """Take the fingers' events ourselves (after the first frame: the attribute's enum
        is Qt's namespace, see above): taps, double taps, drags and long presses."""
        from PySide6.QtCore import Qt

        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.table.touch.px_per_mm = self._px_per_mm()

    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in _TOUCH and isinstance(event, QTouchEvent):
            points = event.points()
            touch = self.table.touch
            if kind == QEvent.Type.TouchCancel or not points:
                touch.cancel()
            else:
                if self.table.celebration.running:
                    self.table.celebration.finish()  # a touch ends the win's dance
                    event.accept()
                    return True
                at = self.mapToScene(points[0].position().toPoint())
                ms = int(event.timestamp())
                if kind == QEvent.Type.TouchBegin:
                    touch.begin(at, ms)
                elif kind == QEvent.Type.TouchUpdate:
                    touch.update(at)
                else:
                    touch.end(at, ms)
            event.accept()
            return True
        return super().viewportEvent(event)

    def _keep_focus_in_sight(self) -> None:
        if self.zoom != 100:
            frame = self.table.focus_frame
            rect = frame.rect if frame.isVisible() else self._scene_rect(self.table.keys.focus)
            self.ensureVisible(rect, 8, 8)

    # --- keys ---------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.celebration.running:  # any key ends the win's dance at once
            self.table.celebration.finish()
            event.accept()
            return
        if not self._key(event):
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        # Tab and Shift+Tab move between piles, not out of the table: QGraphicsView would
        # hand them to the scene's own focus chain, then to the window's.
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            from PySide6.QtCore import Qt

            if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self._key(event):
                return True
        # Moving to a screen with another scale: render the cards again for it.
        if kind == QEvent.Type.DevicePixelRatioChange:
            self.relayout()
        return super().event(event)

    def _key(self, event: QKeyEvent) -> bool:
        """Act on a key meant for the table; ``False`` leaves it to Qt."""
        action = action_for(event, QGuiApplication.platformName())
        if action is None:
            return False
        if action.act is Act.ZOOM_IN:
            self.zoom_in()
        elif action.act is Act.ZOOM_OUT:
            self.zoom_out()
        elif action.act is Act.ZOOM_RESET:
            self.zoom_reset()
        else:
            self.table.keys.perform(action)
        event.accept()
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.table.keys.set_has_keys(True)
        self._focus_moved(self.table.keys.focus)
        self.news.focus_arrived()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # A menu, a dialog or another program has the keys now: no frame on the table
        # that would say otherwise.
        self.table.keys.set_has_keys(False)
        self.news.focus_left()

    # --- accessibility (what accessibility.TableAccessible asks) ----------------------

    def accessible_piles(self) -> list[Pile]:
        return self.table.layout.piles()

    def accessible_focus(self) -> Pile:
        return self.table.keys.focus

    def accessible_held(self) -> Pile | None:
        held = self.table.input.selected
        return None if held is None else Pile.column(held)

    def pile_name(self, pile: Pile) -> str:
        if self.table.paused:
            # The cards are covered while the clock stands still: for the ear too.
            #: What a screen reader calls each pile while the game is paused.
            return self.tr("Hidden while paused")
        return pile_name(self.table.game, pile)

    def pile_description(self, pile: Pile) -> str:
        return "" if self.table.paused else pile_contents(self.table.game, pile)

    def accessible_news(self, pile: Pile) -> str:
        return self.news.description(pile)

    def pile_screen_rect(self, pile: Pile) -> QRect:
        box = self.mapFromScene(self._scene_rect(pile)).boundingRect()
        return QRect(self.viewport().mapToGlobal(box.topLeft()), box.size())

    def _scene_rect(self, pile: Pile) -> QRectF:
        r = self.table.pile_extent(pile)
        return QRectF(r.x, r.y, r.w, r.h)

    def _focus_moved(self, pile: Pile) -> None:
        self._keep_focus_in_sight()
        self.news.focus_moved(pile)

    def _held_changed(self, before: int | None, now: int | None) -> None:
        """A card picked up or let go: its column is selected, or no longer."""
        piles = self.accessible_piles()
        columns = [c for c in (before, now) if c is not None]
        accessibility.tell_selected(self, [piles.index(Pile.column(c)) for c in columns])

    def _tell_renamed(self) -> None:
        """Tell assistive technologies which piles changed, once the cards have landed.

        The names are kept even while none listens (a fraction of a millisecond a move):
        a screen reader may connect at any time, and needs the first change told too.
        """
        piles = self.accessible_piles()
        names = [self.pile_name(p) for p in piles]
        if len(names) == len(self._names):
            changed = [i for i, (a, b) in enumerate(zip(names, self._names, strict=True)) if a != b]
            accessibility.tell_renamed(self, [i for i in changed if not self.news.holds(piles[i])])
            # A held pile's new name is told now all the same: a reader does not speak a
            # list item's new name, and one that caches names must not keep the old.
            held = [i for i in changed if self.news.holds(piles[i])]
            accessibility.tell_renamed(self, held, description=False)
        self._names = names

    # --- Qt events ------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The device pixel ratio is only certain once the window is on a screen.
        if self.viewport().devicePixelRatioF() != self.table.dpr:
            self.relayout()


def _nearest_zoom(percent: int) -> int:
    return min(ZOOMS, key=lambda z: abs(z - percent))
