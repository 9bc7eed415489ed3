"""Speech that reaches every screen reader (issue 44): announcements for the readers that
take them, the focused pile's news for those that do not (Orca before 46), never both.

What goes out to Qt's accessibility is recorded where the table and the announcer hand it
over (``accessibility._send``, ``announcer.announce``), with the texts Qt's bridge reads
at that moment; ``tests/test_screen_reader_game.py`` hears the same through Orca itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from pytestqt.qtbot import QtBot
from time_control import run_queued_work
from window_driver import WindowDriver

from bakers_dozen_qt.qt.speech import accessibility, aloud, announcer, listeners
from bakers_dozen_qt.qt.speech.listeners import AnnouncementListeners, hears_announcements
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameRecord, StatsService, StatsStore

pytestmark = pytest.mark.gui

K = Qt.Key
E = QAccessible.Event
# What Orca 43 registers for, as the registry lists it (no announcements).
ORCA_43 = [
    (":1.4", e)
    for e in (
        "Focus::",
        "Object:PropertyChange:AccessibleName",
        "Object:PropertyChange:AccessibleDescription",
        "Object:StateChanged:Focused",
        "Object:TextChanged:Insert",
        "Window:Activate:",
    )
]
ORCA_46 = [*ORCA_43, (":1.4", "Object:Announcement:")]


@dataclass(frozen=True)
class Sent:
    kind: str
    pile: Pile | None
    name: str = ""
    description: str = ""


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch, driver: WindowDriver) -> Iterator[list[Sent]]:
    """Everything the game hands Qt's accessibility from now on, a screen reader on."""
    sent: list[Sent] = []

    def send(widget: object, kind: QAccessible.Event, child: int) -> None:
        iface = driver.table_accessible().child(child)
        pile = iface.pile
        sent.append(
            Sent(
                kind.name,
                pile,
                iface.text(QAccessible.Text.Name),
                iface.text(QAccessible.Text.Description),
            )
        )

    def announce(speaker: QObject, text: str, *, urgent: bool = False) -> None:
        sent.append(Sent("Announcement", None, text))

    monkeypatch.setattr(accessibility, "_send", send)
    monkeypatch.setattr(announcer, "announce", announce)
    # The news goes out when settle() says, not when the machine gets round to it.
    driver.table_news().flush_timer.setInterval(3_600_000)
    QAccessible.setActive(True)
    try:
        yield sent
    finally:
        QAccessible.setActive(False)


def settle(driver: WindowDriver) -> None:
    """What the keys did is told (the news' short wait is over)."""
    run_queued_work()
    driver.table_news().flush()
    run_queued_work()


@pytest.mark.parametrize(
    ("event", "hears"),
    [
        ("Object:Announcement:", True),
        ("object:announcement", True),
        ("Object::", True),  # every object event
        ("object", True),
        ("Object:PropertyChange:AccessibleName", False),
        ("Object:StateChanged:", False),
        ("Focus::", False),
        ("Window:Activate:", False),
    ],
)
def test_which_listeners_hear_announcements(event: str, hears: bool) -> None:
    assert hears_announcements(event) is hears


def test_a_reader_is_asked_only_on_linux_and_followed_as_it_comes_and_goes(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    listeners = AnnouncementListeners()
    listeners.set_listening(ORCA_43)
    assert not listeners.heard()
    listeners._registered(":1.9", "Object:Announcement:")  # the registry's signal
    assert listeners.heard()
    listeners._deregistered(":1.9", "Object:Announcement:")
    assert not listeners.heard()
    monkeypatch.setattr("sys.platform", "win32")  # UI Automation: NVDA takes them
    assert listeners.heard()


def test_without_an_accessibility_bus_the_game_announces(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bakers_dozen_qt.qt.speech import listeners as module

    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setattr(module, "_accessibility_bus", lambda: "")
    listeners = AnnouncementListeners()
    listeners.first_frame_out()
    assert listeners.heard()


def test_a_reader_without_announcements_hears_a_move_once_as_the_piles_news(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    driver.table_news().listeners.set_listening(ORCA_43)
    driver.key(K.Key_6)  # deal 1: the six of clubs, with one place to go
    settle(driver)
    driver.key(K.Key_1)
    settle(driver)
    assert window.session.game.moves_count == 1
    column_6 = Pile.column(5)
    kinds = [(s.kind, s.pile) for s in heard]
    # The focus first: the news is about the pile the reader is on.
    assert kinds.index(("Focus", column_6)) < kinds.index(("DescriptionChanged", column_6))
    news = [s for s in heard if s.kind == "DescriptionChanged" and s.pile == column_6]
    texts = [s.description for s in news]
    assert texts == [
        "Six of clubs picked up: 1 place to go.",
        "Six of clubs goes onto seven of diamonds. Seven of spades is now on top of column 6.",
    ], texts
    assert not [s for s in heard if s.kind == "Announcement"]
    # Asked afterwards, the pile describes its cards: the news was the change alone.
    iface = driver.table_accessible().child(5)
    assert iface.text(QAccessible.Text.Description).startswith("From the bottom:")
    # Its own new description waits for the focus to leave (it would be spoken), then
    # comes after the focus moved.
    heard.clear()
    driver.key(K.Key_Right)
    settle(driver)
    kinds = [(s.kind, s.pile) for s in heard]
    assert kinds.index(("Focus", Pile.column(6))) < kinds.index(("DescriptionChanged", column_6))


def test_a_card_picked_up_selects_its_column_and_putting_it_back_unselects_it(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    driver.key(K.Key_6)
    driver.key(K.Key_Escape)
    # Qt makes of these the item's "selected" state change and the list's selection change.
    assert [(s.kind, s.pile) for s in heard if s.kind.startswith("Selection")] == [
        ("SelectionAdd", Pile.column(5)),
        ("SelectionRemove", Pile.column(5)),
    ]


def test_sentences_of_keys_pressed_at_once_are_told_as_one_in_order(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    # A reader speaking one would cut off the other.
    driver.table_news().listeners.set_listening(ORCA_43)
    driver.key(K.Key_6)
    driver.key(K.Key_1)
    settle(driver)
    news = [
        s.description for s in heard if s.kind == "DescriptionChanged" and s.pile == Pile.column(5)
    ]
    assert news == [
        "Six of clubs picked up: 1 place to go. Six of clubs goes onto seven of diamonds. "
        "Seven of spades is now on top of column 6."
    ]


def test_the_pile_the_reader_is_on_is_not_told_changed_before_the_focus_leaves_it(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    # A reader speaks a new description of the pile it is on: column 1, which takes the
    # card, must not be told changed while the reader is still there.
    driver.table_news().listeners.set_listening(ORCA_43)
    driver.key(K.Key_Right)
    driver.key(K.Key_Left)
    settle(driver)
    assert driver.focused_pile() == Pile.column(0)
    heard.clear()
    driver.key(K.Key_6)
    driver.key(K.Key_1)  # the six of clubs onto column 1's seven of diamonds
    run_queued_work()
    assert ("DescriptionChanged", Pile.column(0)) not in [(s.kind, s.pile) for s in heard]
    settle(driver)
    kinds = [(s.kind, s.pile) for s in heard]
    told = kinds.index(("Focus", Pile.column(5)))
    assert ("DescriptionChanged", Pile.column(0)) in kinds[told:]


def test_what_a_key_brought_is_told_before_a_dialog_takes_the_focus(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    # The winning move, say: its sentence, then the win dialog at once.
    driver.table_news().listeners.set_listening(ORCA_43)
    driver.key(K.Key_Right)
    driver.key(K.Key_Left)
    settle(driver)
    heard.clear()
    driver.say("Four of hearts goes onto five of hearts.")
    driver.unfocus_table()  # before the news' short wait is over
    run_queued_work()
    told = [(s.kind, s.pile, s.description) for s in heard if s.kind == "DescriptionChanged"]
    assert told[0] == (
        "DescriptionChanged",
        Pile.column(0),
        "Four of hearts goes onto five of hearts.",
    )


def test_the_same_refusal_twice_is_told_twice(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    driver.table_news().listeners.set_listening(ORCA_43)
    driver.key(K.Key_1)  # the seven of diamonds
    settle(driver)
    for _ in range(2):
        driver.key(K.Key_2)  # onto the six of diamonds: refused, still in hand
        settle(driver)
    refusals = [s.description for s in heard if "does not go on" in s.description]
    assert len(refusals) == 2, refusals


def test_a_reader_with_announcements_gets_them_and_no_news(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    driver.table_news().listeners.set_listening(ORCA_46)
    driver.key(K.Key_6)
    driver.key(K.Key_1)
    settle(driver)
    announced = [s.name for s in heard if s.kind == "Announcement"]
    assert announced == [
        "Six of clubs picked up: 1 place to go.",
        "Six of clubs goes onto seven of diamonds. Seven of spades is now on top of column 6.",
    ]
    assert not [s for s in heard if "goes onto" in s.description or "picked up" in s.description]


def test_a_sentence_said_away_from_the_table_waits_for_the_focus_to_come_back(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, heard: list[Sent]
) -> None:
    driver.table_news().listeners.set_listening(ORCA_43)
    driver.unfocus_table()
    driver.say("Hint: the seven of spades onto the eight of hearts.")
    settle(driver)
    assert not [s for s in heard if "Hint" in s.description]
    driver.focus_table()
    settle(driver)
    told = [(s.kind, s.description) for s in heard if s.pile == driver.focused_pile()]
    assert ("DescriptionChanged", "Hint: the seven of spades onto the eight of hearts.") in told
    assert told[0][0] == "Focus"


@pytest.mark.parametrize("readers", ["announcements", "Orca 43"])
def test_a_looked_up_best_is_said_where_the_player_is(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, readers: str
) -> None:
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(aloud, "announce", lambda w, text: said.append(("announced", text)))
    monkeypatch.setattr(aloud, "flash", lambda w, text: said.append((type(w).__name__, text)))
    listeners.shared().set_listening(ORCA_46 if readers == "announcements" else ORCA_43)
    path = tmp_path / "stats.sqlite"
    with StatsStore(path) as store:
        store.record(GameRecord("bakers-dozen", 617, True, 90, 300.0, 1450))
    service = StatsService(path)
    service.start()
    QAccessible.setActive(True)
    try:
        w = StatisticsWindow(service, "bakers-dozen")
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=10_000)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        w.tabs.setCurrentWidget(w.leaderboard)
        spin = w.leaderboard.deal
        spin.setFocus()
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, "617")
        qtbot.keyClick(spin, K.Key_Return)
        qtbot.waitUntil(lambda: "617" in w.leaderboard.best.text(), timeout=10_000)
        text = w.leaderboard.best.text()
        how = "announced" if readers == "announcements" else "DealSpinBox"
        assert said == [(how, text)]
        # Then a Tab stop of its own, to be read again.
        assert w.leaderboard.best.focusPolicy() & Qt.FocusPolicy.TabFocus
        w.close()
    finally:
        QAccessible.setActive(False)
        service.close(timeout=1.0)


def test_the_clock_is_read_as_it_is_and_told_changed_once_a_minute(
    qtbot: QtBot, driver: WindowDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []

    def update(event: QAccessibleEvent) -> None:
        if event.type() == E.NameChanged and event.object() is label:
            told.append(label.text())

    label = driver.status_label("time")
    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    clock = [1000.0]
    monkeypatch.setattr(accessibility.time, "monotonic", lambda: clock[0])
    QAccessible.setActive(True)
    try:
        for second in range(125):
            clock[0] = 1000.0 + second
            label.setText(f"Time {second // 60}:{second % 60:02}")
            name = QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)
            assert name == label.text()  # asked, the clock says what it shows
    finally:
        QAccessible.setActive(False)
    assert told == ["Time 0:00", "Time 1:00", "Time 2:00"]


def test_the_status_bar_reads_as_it_shows(driver: WindowDriver) -> None:
    bar = driver.status_bar_accessible()
    assert bar.text(QAccessible.Text.Name) == "Game status"
    driver.key(K.Key_6)
    assert driver.status_message() == "6♣ picked up: 1 place to go."
    # Read as it is said: the card by its name.
    assert bar.text(QAccessible.Text.Name) == "Six of clubs picked up: 1 place to go."
