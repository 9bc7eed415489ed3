"""The table's slides: cards that set off one after another (Auto Finish)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QVariantAnimation
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

from bakers_dozen_qt.qt.table.animation import Mover


def _items(n: int) -> list[QGraphicsRectItem]:
    return [QGraphicsRectItem(0, 0, 10, 10) for _ in range(n)]


def _seek(mover: Mover, ms: int) -> None:
    anim = mover.findChild(QVariantAnimation)
    assert anim is not None
    anim.setCurrentTime(ms)


def test_cards_set_off_one_by_one(qapp: QApplication) -> None:
    mover = Mover(duration_ms=300)
    a, b, c = _items(3)
    end = QPointF(100, 0)
    mover.move([(a, end), (b, end), (c, end)], one_by_one=[a, b, c])
    anim = mover.findChild(QVariantAnimation)
    assert anim is not None and anim.duration() == 300 + 2 * 100  # a third apart
    _seek(mover, 50)
    assert 0 < a.x() < 100 and b.x() == 0 and c.x() == 0  # only the first is off
    _seek(mover, 150)
    assert a.x() > b.x() > 0 and c.x() == 0
    _seek(mover, 300)
    assert a.x() == 100 and 0 < c.x() < b.x() < 100  # the first is home
    mover.finish()
    assert a.pos() == b.pos() == c.pos() == end and not mover.running


def test_a_card_moved_twice_leaves_when_first_taken(qapp: QApplication) -> None:
    mover = Mover(duration_ms=300)
    a, b = _items(2)
    end = QPointF(0, 100)
    mover.move([(a, end), (b, end)], one_by_one=[a, b, a])
    _seek(mover, 50)
    assert a.y() > 0 and b.y() == 0


def test_without_an_order_everything_moves_at_once(qapp: QApplication) -> None:
    mover = Mover(duration_ms=300)
    a, b = _items(2)
    mover.move([(a, QPointF(100, 0)), (b, QPointF(100, 0))])
    _seek(mover, 150)
    assert a.x() == b.x() > 0
    mover.move([(a, QPointF(0, 0))], duration_ms=0)  # instant: no animation at all
    assert a.x() == 0 and not mover.running
