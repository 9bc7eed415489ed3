"""Help > How to Play: the rules of the variant on the table, and a few words of strategy.

The text is put together from the rules' parameters (the deal, face-down rows, kings,
the build rule, empty columns, aces at the start), so that every variant, the player's
custom rules included, reads its own rules. Each paragraph is a whole translatable
text; menu entries and keys are filled in from the window's own actions, so they read
as the menus do in every language and follow any change of shortcut.
"""

from __future__ import annotations

from typing import Literal, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.rules import CUSTOM_ID, Build, EmptyColumn, Rules
from ...engine.scoring import POINTS_PER_CARD, TIME_BONUS_SECONDS, WIN_BONUS
from ..play.session import GameSession
from ..words.i18n import number
from ..words.variant_names import variant_description, variant_english_name, variant_name

Quoted = Literal["hint", "finish", "pause", "new", "undo", "redo", "solve", "lost"]


class QuotedActions(Protocol):
    """The menu entries whose names and keys the text quotes (the window's actions)."""

    @property
    def hint(self) -> QAction: ...
    @property
    def finish(self) -> QAction: ...
    @property
    def pause(self) -> QAction: ...
    @property
    def new(self) -> QAction: ...
    @property
    def undo(self) -> QAction: ...
    @property
    def redo(self) -> QAction: ...
    @property
    def solve(self) -> QAction: ...
    @property
    def lost(self) -> QAction: ...


# The entries whose keys the text lists, in that order.
KEYS: tuple[Quoted, ...] = ("hint", "finish", "pause", "new", "undo", "redo")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…")


class RulesText(QObject):
    """The rules of a variant as HTML, in the current language."""

    def __init__(self, actions: QuotedActions | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._actions = actions

    def _action(self, name: Quoted) -> QAction | None:
        return None if self._actions is None else getattr(self._actions, name)

    def _menu(self, name: Quoted) -> str:
        action = self._action(name)
        return _plain(action.text()) if action is not None else name

    def html(self, rules: Rules) -> str:
        name, english = variant_name(rules), variant_english_name(rules)
        if name != english and rules.id != CUSTOM_ID:
            # The name the game has in books and in other collections, to look it up by.
            name += f' <span style="font-weight: normal">({english})</span>'
        head = f"<h2>{name}</h2><p><i>{variant_description(rules)}</i></p>"
        sections = [
            #: Help > How to Play: the headings of its sections.
            (self.tr("Goal"), [self._goal()]),
            (self.tr("The deal"), self._deal(rules)),
            (self.tr("Play"), self._play(rules)),
            (self.tr("The end"), [self._end(rules)]),
            (self.tr("Strategy"), self._strategy(rules)),
            (self.tr("Mouse and keys"), self._controls()),
            (self.tr("Score"), [self._score()]),
        ]
        body = "".join(
            f"<h3>{title}</h3>" + "".join(f"<p>{p}</p>" for p in paragraphs)
            for title, paragraphs in sections
        )
        return head + body

    def _goal(self) -> str:
        return self.tr(
            "Put all 52 cards on the four foundations, one for each suit, each built up "
            "in its suit from the ace to the king."
        )

    def _deal(self, rules: Rules) -> list[str]:
        out = []
        layout = (rules.columns, rules.cards_per_column, rules.aces_at_start)
        if layout == (13, 4, 0):
            out.append(self.tr("The whole deck is dealt into 13 columns of 4 cards."))
        elif layout == (10, 5, 2):
            out.append(
                self.tr(
                    "First the two aces that the shuffled deck would deal first go to their "
                    "foundations. The other 50 cards are dealt into 10 columns of 5 cards."
                )
            )
        else:
            # Two sentences, one count each, so that each can take its plural form.
            #: Only for layouts other than 13 × 4 and 10 × 5 (none so far).
            out.append(self.tr("The cards are dealt into %n column(s).", "", rules.columns))
            #: Only for layouts other than 13 × 4 and 10 × 5 (none so far).
            out.append(self.tr("Each column gets %n card(s).", "", rules.cards_per_column))
            if rules.aces_at_start:
                out.append(
                    self.tr(
                        "Before the deal, %n ace(s) go to the foundations.", "", rules.aces_at_start
                    )
                )
        down = rules.face_down_rows
        if down == 0:
            out.append(
                self.tr("Every card is dealt face up: the whole game is in sight from the start.")
            )
        elif down == rules.cards_per_column - 1:
            out.append(
                self.tr(
                    "Only the top card of each column is dealt face up; the cards under it "
                    "lie face down."
                )
            )
        else:
            out.append(
                self.tr("The bottom %n card(s) of each column are dealt face down.", "", down)
            )
        if down:
            out.append(
                self.tr(
                    "A face-down card turns face up as soon as it is the top card of its column."
                )
            )
        if rules.kings_to_bottom:
            out.append(
                self.tr(
                    "Before play starts, the kings of each column move to its bottom; the other "
                    "cards keep their order."
                )
            )
        else:
            out.append(self.tr("The kings stay where they are dealt."))
        return out

    def _play(self, rules: Rules) -> list[str]:
        out = [self.tr("Only the top card of a column moves, and only one card at a time.")]
        if rules.build is Build.ANY_SUIT:
            out.append(
                self.tr(
                    "A card goes on a card one rank higher, whatever its suit or colour: any 7 "
                    "on any 8. Nothing goes on an ace."
                )
            )
        elif rules.build is Build.ALTERNATE_COLOUR:
            out.append(
                self.tr(
                    "A card goes on a card one rank higher of the other colour: a red 7 on a "
                    "black 8, a black 7 on a red 8. Nothing goes on an ace."
                )
            )
        else:
            out.append(
                self.tr(
                    "A card goes on a card one rank higher of the same suit: the 7♣ on the 8♣ "
                    "and on no other 8. Nothing goes on an ace."
                )
            )
        if rules.empty_column is EmptyColumn.NOTHING:
            out.append(
                self.tr(
                    "A column that empties stays empty for the rest of the game: no card may "
                    "go there, not even a king."
                )
            )
        elif rules.empty_column is EmptyColumn.KING:
            out.append(self.tr("An empty column takes a king, and no other card."))
        else:
            out.append(self.tr("An empty column takes any card."))
        out.append(
            self.tr(
                "An ace goes up to the foundations as soon as it is free; each foundation then "
                "takes the next card of its suit, up to the king. A card on a foundation stays "
                "there."
            )
        )
        out.append(
            self.tr(
                "There is no stock, no free cell and no redeal: every card is on the table "
                "from the start."
            )
        )
        return out

    def _end(self, rules: Rules) -> str:
        if rules.all_face_up:
            #: {solve} is the menu entry Edit > Solve, as the menu names it.
            return self.tr(
                "You win when all 52 cards are on the foundations. When no card can move, the "
                "game is lost; it can be lost long before that, and {solve} tells whether it "
                "can still be won."
            ).format(solve=self._menu("solve"))
        return self.tr(
            "You win when all 52 cards are on the foundations. When no card can move, the "
            "game is lost."
        )

    def _strategy(self, rules: Rules) -> list[str]:
        out = [
            self.tr(
                "Start by finding the aces and twos, and count the cards lying on them: free "
                "the easiest ones first."
            )
        ]
        if rules.all_face_up:
            out.append(
                self.tr(
                    "Every card is in sight, so think a few moves ahead: before you move a card, "
                    "check that it does not cover a card you will soon need."
                )
            )
        else:
            out.append(
                self.tr(
                    "Each face-down card you turn over gives you new moves: prefer the moves "
                    "that uncover one."
                )
            )
        if rules.build is Build.ANY_SUIT:
            out.append(
                self.tr(
                    "Any card goes on any card one rank higher, so you often have a choice of "
                    "places: pick the one that buries fewest of the cards you still need."
                )
            )
        else:
            out.append(
                self.tr(
                    "Places to build are few under this rule: before you fill one, ask whether "
                    "another card will need it more."
                )
            )
        if rules.kings_to_bottom:
            out.append(
                self.tr(
                    "The kings lie at the bottom and block nothing: a column resting on a king "
                    "is a safe place for a long run."
                )
            )
        else:
            out.append(
                self.tr(
                    "A king lying on low cards blocks them until it can move: plan early how "
                    "to free them."
                )
            )
        if rules.empty_column is EmptyColumn.NOTHING:
            out.append(
                self.tr(
                    "An empty column is lost for good, so do not empty one for its own sake; "
                    "it is worth it only when its cards go to the foundations."
                )
            )
        elif rules.empty_column is EmptyColumn.KING:
            out.append(self.tr("Keep an empty column for a king that lies on cards you need."))
        else:
            out.append(
                self.tr(
                    "An empty column is your most useful space: fill it only when that frees a "
                    "card you need."
                )
            )
        if rules.all_face_up:
            #: {hint} and {lost} are the menu entries Hint and Where Was It Lost?.
            out.append(
                self.tr(
                    "Stuck? {hint} suggests a move, and {lost} finds the move after which the "
                    "game could no longer be won."
                ).format(hint=self._menu("hint"), lost=self._menu("lost"))
            )
        return out

    def _controls(self) -> list[str]:
        mouse = self.tr(
            "Drag a top card onto a pile that lights up, or click the card and then the pile. "
            "Double-click a card to send it to its foundation."
        )
        rows = []
        for name in KEYS:
            action = self._action(name)
            if action is None or action.shortcut().isEmpty():
                continue
            key = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
            label = _plain(action.iconText() if name in ("undo", "redo") else action.text())
            rows.append(f"<tr><td><b>{key}</b>&nbsp;&nbsp;</td><td>{label}</td></tr>")
        return [mouse, f"<table>{''.join(rows)}</table>"] if rows else [mouse]

    def _score(self) -> str:
        # Three fixed numbers, none of them 1: a test holds them (tests/qt/test_how_to_play.py)
        # so that the plural the translations chose for them stays right.
        #: {card}, {win}, {time} are 5, 500 and 1,200: word the plurals for those numbers.
        return self.tr(
            "Each card on the foundations scores {card} points. A win adds {win} points and a "
            "time bonus of {time} points less one for every second played."
        ).format(
            card=number(POINTS_PER_CARD), win=number(WIN_BONUS), time=number(TIME_BONUS_SECONDS)
        )


class HowToPlayDialog(QDialog):
    """The rules of the game on the table; it follows a change of variant or language."""

    def __init__(self, parent: QWidget, session: GameSession, actions: QuotedActions) -> None:
        super().__init__(parent)
        self.setObjectName("how-to-play")
        self._session = session
        self._text = RulesText(actions, self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        # A caret, so that a screen reader reads the rules line by line with the arrows
        # (without one the arrows only scroll, silently).
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        width = self.fontMetrics().horizontalAdvance("M") * 40
        self.resize(width, round(width * 1.3))
        session.game_replaced.connect(self.refresh)
        self.refresh()

    def refresh(self, *_: object) -> None:
        self.setWindowTitle(self.tr("How to Play"))
        rules = self._session.game.rules
        self.browser.setHtml(self._text.html(rules))
        #: What a screen reader calls the text of How to Play: "Rules of Good Measure".
        name = self.tr("Rules of {variant}").format(variant=variant_name(rules))
        self.browser.setAccessibleName(name)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()


def show_how_to_play(
    parent: QWidget, session: GameSession, actions: QuotedActions
) -> HowToPlayDialog:
    """Open the rules (or bring them forward if they are open already)."""
    dialog = parent.findChild(HowToPlayDialog)
    if dialog is None:
        dialog = HowToPlayDialog(parent, session, actions)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
