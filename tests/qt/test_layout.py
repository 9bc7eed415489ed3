"""The pure table geometry: piles in a row, fans that fit, proportions kept."""

from __future__ import annotations

import pytest

from bakers_dozen_qt.qt.table.layout import CARD_ASPECT, FAN, MIN_FAN, Rect, TableLayout


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080), (640, 1000), (500, 330)])
@pytest.mark.parametrize("columns", [13, 10])
def test_piles_fit_the_view_and_do_not_overlap(size: tuple[int, int], columns: int) -> None:
    w, h = size
    lay = TableLayout.compute(w, h, columns)
    rects = [lay.pile_rect(p) for p in lay.piles()]
    assert len(rects) == columns + 4
    for r in rects:
        assert r.x >= 0 and r.right <= w and r.y >= 0 and r.bottom <= h
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert a.overlap(b) == 0
    assert lay.card_h == pytest.approx(lay.card_w * CARD_ASPECT, abs=1)


def test_columns_share_a_row_and_foundations_sit_above_the_right_columns() -> None:
    lay = TableLayout.compute(1280, 800, 13)
    assert len({r.y for r in lay.column_rects}) == 1
    assert [r.x for r in lay.foundation_rects] == [r.x for r in lay.column_rects[-4:]]
    assert all(f.bottom < lay.column_rects[0].y for f in lay.foundation_rects)


def test_cards_grow_with_the_window() -> None:
    small = TableLayout.compute(800, 600, 13)
    big = TableLayout.compute(1600, 1200, 13)
    assert big.card_w > small.card_w * 1.8


def test_short_fan_uses_the_full_step() -> None:
    lay = TableLayout.compute(1280, 800, 13)
    offsets = lay.fan_steps([True] * 4)
    assert offsets == pytest.approx([i * FAN * lay.card_h for i in range(4)])


def test_long_column_squeezes_to_stay_on_screen() -> None:
    lay = TableLayout.compute(1280, 800, 13)
    rects = lay.card_rects(0, [True] * 20)
    assert rects[-1].bottom <= 800
    step = rects[1].y - rects[0].y
    assert MIN_FAN * lay.card_h - 1 <= step < FAN * lay.card_h


def test_face_down_cards_take_less_room() -> None:
    lay = TableLayout.compute(1280, 800, 13)
    offsets = lay.fan_steps([False, False, True, True])
    assert offsets[1] - offsets[0] < offsets[3] - offsets[2]


def test_rect_helpers() -> None:
    a, b = Rect(0, 0, 10, 10), Rect(5, 5, 10, 10)
    assert a.overlap(b) == 25
    assert a.overlap(Rect(20, 20, 1, 1)) == 0
    assert a.united(b) == Rect(0, 0, 15, 15)
    assert a.contains(10, 0) and not a.contains(11, 0)
