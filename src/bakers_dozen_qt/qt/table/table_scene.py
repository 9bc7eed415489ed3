"""The table: piles and cards laid out from the engine, marks on them, hit testing.

The scene reads the game but never changes it. Its mouse events go to its
:class:`~.table_input.TableInput`, and the keys the view maps to commands to its
:class:`~.keyboard.KeyboardPlay`; a finished gesture becomes ``move_requested``, which
the window connects to the session; the session makes the move, and :meth:`TableScene.sync`
then slides every card to where the engine says it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6 import QtCore
from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsTextItem,
)

from ...engine.cards import CARDS, Card
from ...engine.game import Game
from ...engine.moves import Move
from ..art.card_art import CardArt
from ..art.themes import Theme, theme_or_default
from .animation import Celebration, Mover
from .card_item import CardItem
from .keyboard import KeyboardPlay
from .keymap import COLUMN_KEY_LABELS
from .layout import Rect, TableLayout
from .pile import SUIT_LETTERS, Pile
from .pile_item import ColumnKeys, FocusFrame, GlowItem, PileItem, make_veil, set_veil_text
from .table_input import TableInput
from .touch import TouchPlay

Z_CARD = 10.0
Z_FLYING = 300.0  # a card on its way lies above every resting card
Z_DRAG = 1000.0  # the card in hand lies above everything but the pause veil


class TableScene(QGraphicsScene):
    laid_out = Signal()  # after every relayout (new size or scale)
    move_requested = Signal(object)  # Move: a gesture asks for it; the session decides
    pause_changed = Signal(bool)

    def __init__(self, game: Game, art: CardArt, theme_id: str = "green") -> None:
        super().__init__()
        self.game = game
        self.art = art
        self.theme: Theme = theme_or_default(theme_id)
        art.set_ink(self.theme.card_ink)
        self.mover = Mover(self)
        self.mover.finished.connect(self._settle_z)
        self.celebration = Celebration(self)
        self.input = TableInput(self, self)
        self.input.move_requested.connect(self.move_requested)
        self.dpr = 1.0
        self.sized = False  # no pixmaps until the view has told us its real size
        self.larger_cards = False
        self.layout = TableLayout.compute(1280, 800, game.column_count)
        self.cards: dict[Card, CardItem] = {}
        for c in CARDS:
            item = CardItem(c)
            self.cards[c] = item
            self.addItem(item)
        self.piles: dict[Pile, PileItem] = {}
        self.glows: dict[Pile, GlowItem] = {}
        self._select_glow = GlowItem("selection")
        self._hint_glows = (GlowItem("hint-source"), GlowItem("hint-target"))
        for g in (self._select_glow, *self._hint_glows):
            self.addItem(g)
        self._final_z: dict[CardItem, float] = {}
        self._veil: QGraphicsRectItem | None = None
        # A replay's table is shown: look, never play (see the replay room).
        self.read_only = False
        self._caption = QGraphicsTextItem()
        self._caption.setZValue(Z_CARD - 5)
        self.addItem(self._caption)
        self.focus_frame = FocusFrame()
        self.addItem(self.focus_frame)
        self.column_keys = ColumnKeys()
        self.column_keys.setVisible(False)
        self.addItem(self.column_keys)
        self._build_piles()
        self.keys = KeyboardPlay(self, self.input, self)
        self.keys.message.connect(self.input.message)
        self.touch = TouchPlay(self, self)

    # --- building and laying out ------------------------------------------------------

    def _build_piles(self) -> None:
        for item in (*self.piles.values(), *self.glows.values()):
            self.removeItem(item)
        self.piles.clear()
        self.glows.clear()
        for pile in self.layout.piles():
            self.piles[pile] = PileItem(pile)
            self.glows[pile] = GlowItem("target")
            self.addItem(self.piles[pile])
            self.addItem(self.glows[pile])
        self._apply_theme_colours()

    def _compute_layout(self, width: float, height: float) -> TableLayout:
        columns = self.game.column_count
        return TableLayout.compute(width, height, columns, larger=self.larger_cards)

    def set_game(self, game: Game) -> None:
        columns_changed = game.column_count != self.game.column_count
        self.game = game
        if columns_changed:
            self.layout = self._compute_layout(self.layout.width, self.layout.height)
            self._build_piles()
            self._place_piles()
            self._place_column_keys()
        self.keys.new_game()
        self.sync(animate=False)

    def set_caption(self, html: str) -> None:
        """Text on the felt left of the foundations (the variant and the deal)."""
        self._caption.setHtml(html)
        self._place_caption()

    def caption(self) -> str:
        """The text on the felt, as plain text."""
        return self._caption.toPlainText()

    def _place_caption(self) -> None:
        lay = self.layout
        font = QFont()
        font.setPixelSize(max(9, round(lay.card_w * 0.2)))
        self._caption.setFont(font)
        self._caption.setDefaultTextColor(QColor(self.theme.felt_text))
        self._caption.setTextWidth(lay.foundation_rects[0].x - lay.column_rects[0].x)
        self._caption.setPos(lay.column_rects[0].x - 4, lay.foundation_rects[0].y)

    @property
    def paused(self) -> bool:
        return self._veil is not None

    def set_paused(self, paused: bool, *, told: bool = True) -> None:
        """Cover the table while the clock is stopped, so a pause is no free thinking time.
        ``told``: say so (``pause_changed``); a replay uncovers the table without a word."""
        if paused == self.paused:
            return
        if not paused:
            assert self._veil is not None
            self.removeItem(self._veil)
            self._veil = None
            if told:
                self.pause_changed.emit(False)
            return
        self.mover.finish()
        self.input.clear()
        self.show_hint(None)
        veil = make_veil(
            self.sceneRect(),
            self.theme.background_brush(self.sceneRect()),
            QColor(self.theme.felt_text),
            max(14, round(self.layout.card_w * 0.3)),
            self._veil_html(),
        )
        self._veil = veil
        self.addItem(veil)
        if told:
            self.pause_changed.emit(True)

    def _veil_html(self) -> str:
        return self.tr(
            "<center><b>Paused</b><br><small>Click or press P to play on</small></center>"
        )

    def reword(self) -> None:
        """Say what is on the table in the current language (the cover of a paused game)."""
        if self._veil is not None:
            set_veil_text(self._veil, self._veil_html())

    def set_theme(self, theme_id: str) -> None:
        self.theme = theme_or_default(theme_id)
        if self.art.set_ink(self.theme.card_ink):
            self.refresh_pictures()
        self._apply_theme_colours()
        self._place_caption()
        self._place_column_keys()
        self._paint_felt()

    def _paint_felt(self) -> None:
        # A brush, not a drawBackground override: Qt fills it without calling into Python
        # on every repaint.
        self.setBackgroundBrush(self.theme.background_brush(self.sceneRect()))

    def _apply_theme_colours(self) -> None:
        for g in self.glows.values():
            g.set_colour(self.theme.highlight)
        self._select_glow.set_colour(self.theme.selection)
        for g in self._hint_glows:
            g.set_colour(self.theme.hint)

    def relayout(self, width: float, height: float, dpr: float) -> None:
        """Fit the table to a ``width`` × ``height`` view; re-render pixmaps for the new size."""
        self.mover.finish()
        self.celebration.finish()  # its cards would fly home to where they used to be
        resume_paused = self.paused
        if resume_paused:  # the veil must cover the new size: rebuild it (unsaid)
            self.set_paused(False, told=False)
        self.dpr = dpr
        self.sized = True
        self.layout = self._compute_layout(width, height)
        self.setSceneRect(0, 0, width, height)
        self._paint_felt()
        self._place_piles()
        self._place_caption()
        self._place_column_keys()
        self.sync(animate=False)
        if resume_paused:
            self.set_paused(True, told=False)
        self.laid_out.emit()

    def refresh_pictures(self) -> None:
        for item in self.cards.values():
            item.pixmap_key = ()
        self._place_piles()
        self.sync(animate=False)

    def _place_piles(self) -> None:
        if not self.sized:
            return
        w = int(self.layout.card_w)
        for pile, item in self.piles.items():
            r = self.layout.pile_rect(pile)
            if pile.is_foundation:
                pix = self.art.foundation(SUIT_LETTERS[pile.index], w, self.dpr)
            else:
                pix = self.art.empty(w, self.dpr)
            item.setPixmap(pix)
            item.setPos(r.x, r.y)

    # --- following the engine -------------------------------------------------------------

    def card_homes(self) -> dict[Card, tuple[Rect, float, bool]]:
        """Where each card belongs now: its rectangle, its z value, and whether it is face up."""
        game, lay = self.game, self.layout
        homes: dict[Card, tuple[Rect, float, bool]] = {}
        for ci in range(game.column_count):
            col = game.column(ci)
            up = [game.is_face_up(ci, i) for i in range(len(col))]
            for i, (c, r) in enumerate(zip(col, lay.card_rects(ci, up), strict=True)):
                homes[c] = (r, Z_CARD + i, up[i])
        for suit, top in enumerate(game.foundations):
            r = lay.foundation_rects[suit]
            for rank in range(1, top + 1):
                homes[CARDS[(rank - 1) * 4 + suit]] = (r, Z_CARD + rank, True)
        return homes

    def sync(self, animate: bool = True, one_by_one: Sequence[Card] = ()) -> None:
        """Slide every card to where the engine says it is (the view follows the model);
        the cards of ``one_by_one`` set off one after another, in that order."""
        self.celebration.stop()
        self.input.clear()
        self.show_hint(None)
        if not self.sized:
            return
        w = int(self.layout.card_w)
        targets = []
        self._final_z.clear()
        for c, (r, z, up) in self.card_homes().items():
            item = self.cards[c]
            key = (up, w, self.dpr)
            if item.pixmap_key != key:
                pic = self.art.face(c.name, w, self.dpr) if up else self.art.back(w, self.dpr)
                item.setPixmap(pic)
                item.pixmap_key = key
            item.face_up = up
            end = QPointF(r.x, r.y)
            self._final_z[item] = z
            item.setZValue(z if item.pos() == end or not animate else Z_FLYING + z)
            targets.append((item, end))
        order = [self.cards[c] for c in one_by_one]
        self.mover.move(targets, None if animate else 0, one_by_one=order)
        self.keys.refresh()

    def _settle_z(self) -> None:
        for item, z in self._final_z.items():
            item.setZValue(z)

    def refuse(self, move: Move) -> None:
        """The session said no to ``move``: every card goes home and the card shakes."""
        self.sync()
        top = self.game.top(move.source) if 0 <= move.source < self.game.column_count else None
        if top is not None:
            self.shake(self.cards[top])

    # --- marks: lit targets, selection, hint (what TableInput and the window ask for) --------

    def target_rect(self, pile: Pile) -> Rect:
        """The card a new card would cover: a column's top card, else the pile itself."""
        if not pile.is_foundation:
            col = self.game.column(pile.index)
            if col:
                pos = self.cards[col[-1]].pos()
                return Rect(pos.x(), pos.y(), self.layout.card_w, self.layout.card_h)
        return self.layout.pile_rect(pile)

    def show_marks(self, lit: frozenset[Pile], selected: CardItem | None) -> None:
        for pile, glow in self.glows.items():
            glow.set_active(False)
            if pile in lit:
                glow.set_geometry(self.target_rect(pile), self.layout.card_w)
            glow.setVisible(pile in lit)
        if selected is not None:
            pos = selected.pos()
            r = Rect(pos.x(), pos.y(), self.layout.card_w, self.layout.card_h)
            self._select_glow.set_geometry(r, self.layout.card_w)
        self._select_glow.setVisible(selected is not None)

    def show_drop(self, lit: frozenset[Pile], pile: Pile | None) -> None:
        """Make the lit pile a release would land on glow stronger than the others."""
        for p in lit:
            self.glows[p].set_active(p == pile)

    def show_hint(self, move: Move | None) -> None:
        """Outline the card ``move`` takes and where it goes (``None``: no hint)."""
        top = None if move is None else self.game.top(move.source)
        if move is None or top is None:
            for g in self._hint_glows:
                g.setVisible(False)
            return
        self.input.clear()
        src = self.target_rect(Pile.column(move.source))
        dst = self.target_rect(Pile.of_target(move.target, top.suit))
        for glow, r in zip(self._hint_glows, (src, dst), strict=True):
            glow.set_geometry(r, self.layout.card_w)
            glow.setVisible(True)

    def pile_extent(self, pile: Pile) -> Rect:
        """All of ``pile`` where the engine has it: a column from its base to its top card."""
        game = self.game
        column = [] if pile.is_foundation else game.column(pile.index)
        up = [game.is_face_up(pile.index, i) for i in range(len(column))]
        return self.layout.pile_extent(pile, up)

    def show_focus(self, pile: Pile | None) -> None:
        """Frame ``pile`` as the keyboard's focus (``None``: no frame)."""
        if pile is None or not self.sized:
            self.focus_frame.setVisible(False)
            return
        lay = self.layout
        cols = lay.column_rects
        # The narrowest gap: columns stand on whole pixels, some a pixel closer.
        gaps = [b.x - a.right for a, b in pairwise(cols)]
        gap = min(gaps, default=lay.card_w)
        self.focus_frame.set_geometry(self.pile_extent(pile), lay.card_w, gap)
        self.focus_frame.setVisible(True)

    def set_column_keys(self, shown: bool) -> None:
        """Print each column's key above it (View → Show Column Keys)."""
        self.column_keys.setVisible(shown)
        self._place_column_keys()

    def _place_column_keys(self) -> None:
        # Hidden (as they start), the labels wait until shown: thirteen text items laid
        # out on every relayout were some 10 ms of the start, for nothing on screen.
        if not self.column_keys.isVisible():
            return
        lay = self.layout
        labels = list(zip(lay.column_rects, COLUMN_KEY_LABELS, strict=False))
        self.column_keys.set_labels(labels, round(lay.card_w * 0.2), self.theme.felt_text)

    def lift(self, item: CardItem, lifted: bool) -> None:
        """A shadow under the card in hand, so it reads as picked up off the table."""
        item.setZValue(Z_DRAG if lifted else self._final_z.get(item, Z_CARD))
        # Each item keeps its own effect and only toggles it: cheaper than a new effect
        # per drag, and no setGraphicsEffect(None) (which deletes under our feet).
        shadow = item.graphicsEffect()
        if shadow is None:
            if not lifted:
                return
            shadow = QGraphicsDropShadowEffect()
            shadow.setColor(QColor(0, 0, 0, 140))
            item.setGraphicsEffect(shadow)
        if lifted and isinstance(shadow, QGraphicsDropShadowEffect):
            shadow.setBlurRadius(self.layout.card_w * 0.25)
            shadow.setOffset(self.layout.card_w * 0.05, self.layout.card_w * 0.08)
        shadow.setEnabled(lifted)

    def settle(self) -> None:
        """Finish any animation at once: input applies to the table as it will be."""
        self.mover.finish()

    def snap_back(self) -> None:
        self.sync()

    def shake(self, item: CardItem) -> None:
        self.mover.shake(item)

    # --- hit testing ----------------------------------------------------------------------

    def card_size(self) -> tuple[float, float]:
        return self.layout.card_w, self.layout.card_h

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.zValue() < Z_DRAG:
                return item
        return None

    def top_item(self, column: int) -> CardItem:
        return self.cards[self.game.column(column)[-1]]

    def drop_rect(self, pile: Pile) -> Rect:
        return self.layout.pile_rect(pile).united(self.target_rect(pile))

    def touch_targets(self) -> list[tuple[Rect, QPointF]]:
        """What a finger may take, each as its rectangle and the point a touch on it goes
        to: every column's top card (or the empty column), every foundation."""
        targets = []
        for pile in self.piles:
            r = self.target_rect(pile)
            targets.append((r, QPointF(r.x + r.w / 2, r.y + r.h / 2)))
        return targets

    def pile_at(self, pos: QPointF) -> Pile | None:
        for pile in self.piles:
            if self.drop_rect(pile).contains(pos.x(), pos.y()):
                return pile
        return None

    # --- mouse: all of it goes to the hand ----------------------------------------------------
    # (QtCore.Qt is looked up here, not imported at the top: see view.py.)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.celebration.running:  # a click ends the win's dance at once
            self.celebration.finish()
            event.accept()
            return
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        self.keys.follow_pointer(self.pile_at(event.scenePos()))
        self.input.press(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.move(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        self.input.release(event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        self.input.double_click(event.scenePos())
