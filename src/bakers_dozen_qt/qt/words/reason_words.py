"""The engine's and the store's reasons, worded for the player in the player's language.

The engine says what is wrong with pasted board text as a :class:`BoardFault` and a few
fields; the store says why a file could not be written by the system's error number.
Their own English sentences are for the command line and bug reports; the window words
the codes here, whole sentences each, so that every language can order them its way.
"""

from __future__ import annotations

import errno as codes
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.cards import SUIT_SYMBOLS
from ...engine.notation import BoardFault, BoardTextError
from .i18n import number

if TYPE_CHECKING:
    from ...store import StoreError

translate = QCoreApplication.translate


class BoardText(QObject):
    """What is wrong with pasted board text: ``self.tr``, which lupdate reads as plural
    where there is a count (it does not for ``QCoreApplication.translate``)."""

    def fault(self, e: BoardTextError) -> str:
        """Why pasted text is not a board, as a sentence (the line number first, where the
        fault is on one line)."""
        line = e.line
        f = e.fault
        if f is BoardFault.TOO_LONG:
            return self.tr("The text is far too long to be a board.")
        if f is BoardFault.FOUNDATIONS_NOT_FIRST:
            #: "Foundations:" is a word of the board text format: keep it in English.
            return self.tr(
                "Line {line}: the “Foundations:” line must come before the columns."
            ).format(line=line)
        if f is BoardFault.NO_FREE_CELLS:
            #: "Freecells:" is a word of the board text format (FreeCell's): this game has none.
            return self.tr("Line {line}: this game has no free cells.").format(line=line)
        if f is BoardFault.HIDDEN_CARD:
            #: (??) is how a copied board writes a face-down card, which keeps it secret.
            return self.tr(
                "Line {line}: a face-down card is written as (??), so the board cannot be rebuilt.",
            ).format(line=line)
        if f is BoardFault.UNKNOWN_CARD:
            #: {word} is the word of the pasted text, in quotes: 'XX'.
            return self.tr("Line {line}: {word} is not a card.").format(line=line, word=e.word)
        if f is BoardFault.CARD_TWICE:
            return self.tr("Line {line}: {card} is there twice (also on line {other}).").format(
                line=line, card=_label(e), other=e.other_line
            )
        if f is BoardFault.FACE_DOWN_ABOVE:
            return self.tr("Line {line}: face-down cards must lie under the face-up ones.").format(
                line=line
            )
        if f is BoardFault.TOP_FACE_DOWN:
            return self.tr("Line {line}: the top card of a column must be face up.").format(
                line=line
            )
        if f is BoardFault.TOO_MANY_COLUMNS:
            #: The game has {columns} columns, the pasted text {count}: one line per column.
            return self.tr(
                "Line {line}: too many columns: this game has {columns}, the text {count}."
            ).format(line=line, columns=e.expected, count=e.count)
        if f is BoardFault.ON_FOUNDATION_TOO:
            return self.tr(
                "Line {line}: {card} is in a column, but the “Foundations:” line (line {other}) "
                "puts it on its foundation.",
            ).format(line=line, card=_label(e), other=e.other_line)
        if f is BoardFault.WRONG_TOTAL:
            if e.missing:
                #: A deck has 52 cards; {cards} lists the missing ones: "7♣ Q♥".
                return self.tr(
                    "The board holds %n card(s), not 52. Missing: {cards}.", "", e.count
                ).format(cards=" ".join(c.label for c in e.missing))
            return self.tr("The board holds %n card(s), not 52.", "", e.count)
        if f is BoardFault.BAD_FOUNDATION:
            #: {word} is the word of the pasted text, in quotes. H-5: hearts up to the 5.
            return self.tr(
                "Line {line}: {word} is not a foundation (write it like H-5, C-0 or S-K)."
            ).format(line=line, word=e.word)
        #: {suit} is a suit's sign: ♣ ♦ ♥ ♠.
        return self.tr("Line {line}: the {suit} foundation is given twice.").format(
            line=line, suit=SUIT_SYMBOLS[e.suit]
        )


_board: BoardText | None = None


def board_fault(e: BoardTextError) -> str:
    """Why pasted text is not a board, as a sentence (the line number first, where the
    fault is on one line)."""
    global _board
    if _board is None:
        _board = BoardText()
    return _board.fault(e)


def _label(e: BoardTextError) -> str:
    return e.card.label if e.card is not None else "?"


def write_failure(e: StoreError) -> str:
    """Why the system refused to read or write a file, as the rest of a sentence after a
    colon ("Saving to … failed: the disk is full.")."""
    return system_reason(e.errno)


def system_reason(code: int | None) -> str:
    """The system's error number ``code`` as the rest of a sentence after a colon."""
    if code == codes.ENOSPC:
        return translate("Notices", "the disk is full")
    if code in (codes.EACCES, codes.EPERM):
        return translate("Notices", "permission denied")
    if code == codes.EROFS:
        return translate("Notices", "the disk is read-only")
    if code == codes.EISDIR:
        #: The file's name is taken by a folder.
        return translate("Notices", "a folder is in the way")
    if code in (codes.ENOTDIR, codes.EEXIST):
        #: A file stands where a folder should be.
        return translate("Notices", "a file is in the way")
    if code == codes.ENOENT:
        #: A folder on the file's path does not exist (a link leads nowhere, say).
        return translate("Notices", "a folder on the way is missing")
    if code == codes.ELOOP:
        #: Symbolic links on the file's path point at each other, never reaching a folder.
        return translate("Notices", "links on the way lead round in a circle")
    if code == codes.ENAMETOOLONG:
        #: The path of the file (its folders and name) is longer than the system allows.
        return translate("Notices", "its name is too long")
    if code is None:
        return translate("Notices", "the system refused")
    #: {code} is the system's error number, for whoever looks it up.
    return translate("Notices", "the system refused (error {code})").format(code=number(code))
