"""Saying things to screen readers: one sentence at a time, through Qt's accessibility.

:class:`Announcer` sends each sentence as a ``QAccessibleAnnouncementEvent`` (Qt 6.8 and
later; screen readers speak it without moving their focus) from the table view, or, where
the screen reader takes no announcements (:mod:`.listeners`), as news on the table (the
focused pile's name, :class:`.accessibility.TableNews`): one way or the other, never
both, so that no reader hears a sentence twice. It
keeps it in :attr:`Announcer.last` and the ``announced`` signal, for tests and for
anything else that wants to show it. :class:`Narrator` turns what happens to the game
(a step done or undone, a new game) into such sentences.

Qt hands accessibility events on only while an assistive technology listens
(``QAccessible.isActive()``); building one costs nothing worth saving otherwise.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QLocale, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ...engine.game import Game
from ...engine.history import Step, StepKind
from ...engine.moves import FOUNDATION, Move
from ..play.session import GameSession
from .spoken_names import card_name, for_the_ear


class News(Protocol):
    """Where sentences go for a reader that takes no announcements (the table's news)."""

    def wanted(self) -> bool: ...
    def tell(self, text: str) -> None: ...


class Announcer(QObject):
    """Speaks for ``speaker`` (the widget the sentences come from: the table view)."""

    announced = Signal(str)

    def __init__(
        self,
        speaker: QObject,
        parent: QObject | None = None,
        news: News | None = None,
    ) -> None:
        super().__init__(parent)
        self._speaker = speaker
        self._news = news
        self.last = ""

    def say(self, text: str, *, urgent: bool = False) -> None:
        """Announce ``text``; ``urgent`` interrupts what the reader is saying. Cards
        written short (``7♣``, as the status bar shows them) are said by their full
        names."""
        if not text:
            return
        text = for_the_ear(text)
        self.last = text
        self.announced.emit(text)
        if not QAccessible.isActive():
            return
        if self._news is not None and self._news.wanted():
            self._news.tell(text)
        else:
            announce(self._speaker, text, urgent=urgent)

    def say_pause(self, paused: bool) -> None:
        if paused:
            self.say(
                self.tr("Paused: the table is hidden and the clock stopped. Press P to play on.")
            )
        else:
            self.say(self.tr("Playing on."))


class Narrator(QObject):
    """Tells the announcer each step the undo stack does or undoes, as a sentence.

    Several steps in one go (Where Was It Lost? rewinding, a restored game) are told as
    one count, not one sentence each.
    """

    def __init__(
        self, session: GameSession, announcer: Announcer, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._announcer = announcer
        self._index = session.undo_stack.index()
        self._done: list[Step] = []
        self._undone: list[Step] = []
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._tell)
        session.game_replaced.connect(self._replaced)
        session.state_changed.connect(self._changed)
        # The winning move is told before the win dialog opens and says the win.
        session.won.connect(self._tell_now)

    def _replaced(self, game: Game) -> None:
        self._index = self._session.undo_stack.index()
        self._done.clear()
        self._undone.clear()
        self._flush.stop()
        deal = self._session.deal_number
        if deal is None:
            text = self.tr("New game: {variant}, practice: not counted in the statistics.")
        else:
            text = self.tr("New game: {variant}, deal {deal}.")
        self._announcer.say(text.format(variant=game.rules.name, deal=deal))

    def _changed(self) -> None:
        index = self._session.undo_stack.index()
        if index == self._index:
            return
        step = self._session.step  # one step at a time: the history may be long
        while self._index < index:
            self._done.append(step(self._index))
            self._index += 1
        while self._index > index:
            self._index -= 1
            self._undone.append(step(self._index))
        self._flush.start()

    def _tell_now(self) -> None:
        if self._flush.isActive():
            self._flush.stop()
            self._tell()

    def _tell(self) -> None:
        done, undone = self._done, self._undone
        self._done, self._undone = [], []
        game = self._session.game
        if not done and not undone:
            return
        if len(done) + len(undone) > 1:
            net = len(done) - len(undone)
            if net == 0:
                return  # undone and done again: the table is as it was
            if net > 0:
                text = self.tr("%n step(s) done.", "", net)
            else:
                text = self.tr("%n step(s) undone.", "", -net)
        elif done:
            text = self.done_sentence(game, done[0])
        else:
            text = self.undone_sentence(game, undone[0])
        self._announcer.say(text)

    # --- the sentences ------------------------------------------------------------------

    def done_sentence(self, game: Game, step: Step) -> str:
        """What ``step`` did, told from ``game`` as it stands after it."""
        if step.kind is StepKind.RESTART:
            return self.tr(
                "Back to the deal. The clock keeps running: time counts on the deal, "
                "restarts included."
            )
        if step.kind is StepKind.AUTO_FINISH:
            return self.tr("Auto Finish: %n card(s) to the foundations.", "", len(step.moves))
        if step.kind is StepKind.SHOWN:
            return self.tr("Played %n move(s) for you.", "", len(step.moves))
        before = game.copy()
        for _ in step.moves:
            before.pop()
        first, drops = step.moves[0], step.moves[1:]
        parts = [self._move_sentence(before, first)]
        before.push(first)
        if drops:
            names = []
            for move in drops:
                top = before.top(move.source)
                names.append(card_name(top) if top is not None else "")
                before.push(move)
            parts.append(
                self.tr("Also to the foundations: {cards}.").format(cards=", ".join(names))
            )
        # What each column that lost a card shows now, the move's own first: a player
        # who cannot see the table hears what the safe cards sent up uncovered too.
        columns = [first.source]
        for drop in drops:
            if drop.source not in columns:
                columns.append(drop.source)
        for source in columns:
            shows = game.top(source)
            column = source + 1
            if shows is None:
                parts.append(self.tr("Column {column} is empty now.").format(column=column))
            else:
                #: The card a move uncovered: "Ten of spades is now on top of column 1."
                text = self.tr("{card} is now on top of column {column}.")
                parts.append(capitalised(text.format(column=column, card=card_name(shows))))
        return " ".join(parts)

    def undone_sentence(self, game: Game, step: Step) -> str:
        """What undoing ``step`` did, told from ``game`` as it stands after the undo."""
        if step.kind is StepKind.RESTART:
            return self.tr("Restart undone: the moves are back.")
        if step.kind is StepKind.AUTO_FINISH:
            n = len(step.moves)
            return self.tr("Auto Finish undone: %n card(s) back on the table.", "", n)
        if step.kind is StepKind.SHOWN:
            return self.tr("Undone: %n move(s) played for you.", "", len(step.moves))
        move = step.moves[0]
        card = game.top(move.source)
        if card is None:  # cannot happen after an undo; say something true anyway
            return self.tr("Move undone.")
        #: Said after Undo; {card} is a full card name: "seven of clubs".
        text = self.tr("{card} is back on column {column}: move undone.")
        return capitalised(text.format(card=card_name(card), column=move.source + 1))

    def _move_sentence(self, game: Game, move: Move) -> str:
        """The move, the card first (what a listener wants to hear first)."""
        card = game.top(move.source)
        name = card_name(card) if card is not None else ""
        if move.target == FOUNDATION:
            #: A move just made; {card} is a full card name: "seven of clubs".
            text = self.tr("{card} goes to the foundation.").format(card=name)
        else:
            under = game.top(move.target)
            if under is None:
                #: A move just made; {card} is a full card name: "seven of clubs".
                text = self.tr("{card} goes to empty column {column}.").format(
                    card=name, column=move.target + 1
                )
            else:
                #: A move just made: "Seven of clubs goes onto eight of hearts."
                text = self.tr("{card} goes onto {under}.").format(
                    card=name, under=card_name(under)
                )
        return capitalised(text)


def announce(speaker: QObject, text: str, *, urgent: bool = False) -> None:
    """``text`` as an announcement from ``speaker``, to the screen readers that take them."""
    event = QAccessibleAnnouncementEvent(speaker, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def capitalised(text: str) -> str:
    """``text`` with a capital first letter (a card's name starts a sentence in
    lower case), as the language writes capitals."""
    return QLocale().toUpper(text[:1]) + text[1:]
