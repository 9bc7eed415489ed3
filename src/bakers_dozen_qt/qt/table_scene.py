"""The table: piles and cards laid out from the engine, marks on them, hit testing.

The scene reads the game but never changes it: a finished gesture (see ``gestures``)
becomes a ``move_requested`` signal, the controller makes the move, and
:meth:`TableScene.sync` then slides every card to where the engine says it is.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsTextItem

from ..engine.cards import CARDS, Card
from ..engine.game import Game
from ..engine.moves import FOUNDATION, Move
from .animation import Celebration, Mover
from .art import CardPictures, get_theme
from .card_item import CardItem
from .gestures import Z_DRAG, Gestures
from .layout import Rect, TableLayout, column_id, foundation_id
from .pile_item import GlowItem, PileItem, make_veil

Z_CARD = 10.0
Z_FLYING = 300.0  # a card on its way lies above every resting card


class TableScene(Gestures):
    laid_out = Signal()  # after every relayout (new size or scale)

    def __init__(self, game: Game, pictures: CardPictures, theme_id: str = "green") -> None:
        super().__init__()
        self.game = game
        self.pictures = pictures
        self.theme = get_theme(theme_id)
        self.mover = Mover(self)
        self.mover.finished.connect(self._settle)
        self.celebration = Celebration(self)
        self.click_moves_best = False
        self.dpr = 1.0
        self.sized = False  # no pixmaps until the view has told us its real size
        self.layout = TableLayout.compute(1280, 800, game.column_count)
        self.cards: dict[Card, CardItem] = {}
        for c in CARDS:
            item = CardItem(c)
            self.cards[c] = item
            self.addItem(item)
        self.piles: dict[str, PileItem] = {}
        self.glows: dict[str, GlowItem] = {}
        self._select_glow = GlowItem("selection")
        self._hint_glows = (GlowItem("hint-source"), GlowItem("hint-target"))
        for g in (self._select_glow, *self._hint_glows):
            self.addItem(g)
        self._final_z: dict[CardItem, float] = {}
        self.lit: set[str] = set()
        self.selected: int | None = None
        self._press = None
        self._press_item = None
        self._drag_col = None
        self._dragging = False
        self._drag_start = QPointF()
        self._veil: QGraphicsRectItem | None = None
        self._caption = QGraphicsTextItem()
        self._caption.setZValue(Z_CARD - 5)
        self.addItem(self._caption)
        self._build_piles()

    # --- building and laying out ------------------------------------------------------

    def _build_piles(self) -> None:
        for item in (*self.piles.values(), *self.glows.values()):
            self.removeItem(item)
        self.piles.clear()
        self.glows.clear()
        for pid in self.layout.pile_ids():
            self.piles[pid] = PileItem(pid)
            self.glows[pid] = GlowItem(pid)
            self.addItem(self.piles[pid])
            self.addItem(self.glows[pid])
        self._apply_theme_colours()

    def set_game(self, game: Game) -> None:
        columns_changed = game.column_count != self.game.column_count
        self.game = game
        self.clear_marks()
        if columns_changed:
            self.layout = TableLayout.compute(
                self.layout.width, self.layout.height, game.column_count
            )
            self._build_piles()
            self._place_piles()
        self.sync(animate=False)

    def set_caption(self, html: str) -> None:
        """Text on the felt left of the foundations (the variant and the deal)."""
        self._caption.setHtml(html)
        self._place_caption()

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

    def set_paused(self, paused: bool) -> None:
        """Cover the table while the clock is stopped, so a pause is no free thinking time."""
        if paused == self.paused:
            return
        if not paused:
            assert self._veil is not None
            self.removeItem(self._veil)
            self._veil = None
            return
        self.mover.finish()
        self.clear_marks()
        veil = make_veil(
            self.sceneRect(),
            self.theme.background_brush(self.sceneRect()),
            QColor(self.theme.felt_text),
            max(14, round(self.layout.card_w * 0.3)),
        )
        self._veil = veil
        self.addItem(veil)

    def set_theme(self, theme_id: str) -> None:
        self.theme = get_theme(theme_id)
        self._apply_theme_colours()
        self._place_caption()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

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
        if self.paused:  # the veil must cover the new size: rebuild it
            self.set_paused(False)
            resume_paused = True
        else:
            resume_paused = False
        self.dpr = dpr
        self.sized = True
        self.layout = TableLayout.compute(width, height, self.game.column_count)
        self.setSceneRect(0, 0, width, height)
        self._place_piles()
        self._place_caption()
        self.sync(animate=False)
        if resume_paused:
            self.set_paused(True)
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
        for pid, pile in self.piles.items():
            r = self.layout.pile_rect(pid)
            if pid.startswith("found-"):
                pix = self.pictures.foundation("CDHS".index(pid[-1]), w, self.dpr)
            else:
                pix = self.pictures.empty(w, self.dpr)
            pile.setPixmap(pix)
            pile.setPos(r.x, r.y)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, self.theme.background_brush(self.sceneRect()))

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

    def sync(self, animate: bool = True) -> None:
        """Slide every card to where the engine says it is (the view follows the model)."""
        self.celebration.stop()
        self.clear_marks()
        if self._press_item is not None:
            self._lift(self._press_item, False)
        self._press = self._press_item = None
        self._dragging = False
        self._drag_col = None
        if not self.sized:
            return
        w = int(self.layout.card_w)
        targets = []
        self._final_z.clear()
        for c, (r, z, up) in self.card_homes().items():
            item = self.cards[c]
            key = (up, w, self.dpr)
            if item.pixmap_key != key:
                pic = self.pictures.face(c, w, self.dpr) if up else self.pictures.back(w, self.dpr)
                item.setPixmap(pic)
                item.pixmap_key = key
            item.face_up = up
            end = QPointF(r.x, r.y)
            self._final_z[item] = z
            item.setZValue(z if item.pos() == end or not animate else Z_FLYING + z)
            targets.append((item, end))
        self.mover.move(targets, None if animate else 0)

    def _settle(self) -> None:
        for item, z in self._final_z.items():
            item.setZValue(z)

    # --- marks: lit targets, selection, hint ------------------------------------------------

    def target_rect(self, pile_id: str) -> Rect:
        """The card a new card would cover: a column's top card, else the pile itself."""
        if pile_id.startswith("col-"):
            col = self.game.column(int(pile_id[4:]))
            if col:
                pos = self.cards[col[-1]].pos()
                return Rect(pos.x(), pos.y(), self.layout.card_w, self.layout.card_h)
        return self.layout.pile_rect(pile_id)

    def light(self, pile_ids: set[str]) -> None:
        self.lit = set(pile_ids)
        for pid, glow in self.glows.items():
            glow.set_active(False)
            if pid in self.lit:
                glow.set_geometry(self.target_rect(pid), self.layout.card_w)
            glow.setVisible(pid in self.lit)

    def mark_drop(self, pile_id: str | None) -> None:
        """Make the lit pile a release would land on glow stronger than the others."""
        for pid in self.lit:
            self.glows[pid].set_active(pid == pile_id)

    def targets_of(self, column: int) -> set[str]:
        top = self.game.top(column)
        if top is None:
            return set()
        return {
            foundation_id(top.suit) if t == FOUNDATION else column_id(t)
            for t in self.game.targets(column)
        }

    def select(self, column: int) -> None:
        self.selected = column
        item = self.cards[self.game.column(column)[-1]]
        r = Rect(item.pos().x(), item.pos().y(), self.layout.card_w, self.layout.card_h)
        self._select_glow.set_geometry(r, self.layout.card_w)
        self._select_glow.setVisible(True)
        self.light(self.targets_of(column))

    def show_hint(self, move: Move) -> None:
        self.clear_marks()
        top = self.game.top(move.source)
        if top is None:
            return
        src = self.target_rect(column_id(move.source))
        dst_id = foundation_id(top.suit) if move.target == FOUNDATION else column_id(move.target)
        for glow, r in zip(self._hint_glows, (src, self.target_rect(dst_id)), strict=True):
            glow.set_geometry(r, self.layout.card_w)
            glow.setVisible(True)

    def clear_marks(self) -> None:
        self.selected = None
        self.light(set())
        self._select_glow.setVisible(False)
        for g in self._hint_glows:
            g.setVisible(False)

    # --- hit testing ----------------------------------------------------------------------

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.zValue() < Z_DRAG:
                return item
        return None

    def top_column_of(self, item: CardItem | None) -> int | None:
        """The column whose face-up top card ``item`` is, else ``None``."""
        if item is None:
            return None
        place = self.game.locate(item.card)
        if place.column == FOUNDATION:
            return None
        if place.index != len(self.game.column(place.column)) - 1:
            return None
        return place.column

    def drop_rect(self, pile_id: str) -> Rect:
        return self.layout.pile_rect(pile_id).united(self.target_rect(pile_id))

    def pile_at(self, pos: QPointF) -> str | None:
        for pid in self.piles:
            if self.drop_rect(pid).contains(pos.x(), pos.y()):
                return pid
        return None
