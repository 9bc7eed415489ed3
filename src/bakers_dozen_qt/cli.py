"""``bakers-dozen-solve``: the engine and solver from the command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from .engine import (
    VARIANT_IDS,
    BoardTextError,
    DealNumberError,
    Game,
    IllegalMoveError,
    MoveTextError,
    Rules,
    UnknownVariantError,
    get_rules,
)
from .engine.moves import parse_moves

PROG = "bakers-dozen-solve"


class UsageError(Exception):
    """Bad arguments or input: one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the whole usage block; a one-line error is easier to read and grep.
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="Show, check and solve Baker's Dozen deals and boards.",
    )
    p.add_argument("--variant", default="bakers-dozen", help=f"one of: {', '.join(VARIANT_IDS)}")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--show", type=int, metavar="N", help="print deal N's board text")
    mode.add_argument(
        "--check",
        nargs=2,
        metavar=("BOARD_FILE", "MOVES_FILE"),
        help="replay a move list on a board; print 'won' or the first illegal move",
    )
    return p


def _read(path: str) -> str:
    try:
        if path == "-":
            return sys.stdin.read()
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {path}: not UTF-8 text") from None


def _rules(variant: str) -> Rules:
    try:
        return get_rules(variant)
    except UnknownVariantError as e:
        raise UsageError(str(e)) from None


def check(board_text: str, moves_text: str, rules: Rules) -> tuple[bool, str]:
    """Replay ``moves_text`` on the board; (won, what to print)."""
    try:
        game = Game.from_board_text(board_text, rules)
    except BoardTextError as e:
        raise UsageError(f"board: {e}") from None
    try:
        moves = parse_moves(moves_text)
    except MoveTextError as e:
        raise UsageError(f"moves: {e}") from None
    for i, move in enumerate(moves, 1):
        try:
            game.play(move)
        except IllegalMoveError as e:
            return False, f"move {i} ({move.text()}) is illegal: {e.reason}"
    if game.is_won():
        return True, "won"
    return False, (
        f"not won: {game.cards_on_foundations} of 52 cards on the foundations "
        f"after {len(moves)} moves"
    )


def run(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    rules = _rules(args.variant)
    if args.show is not None:
        try:
            game = Game.from_deal(args.show, rules)
        except DealNumberError as e:
            raise UsageError(str(e)) from None
        sys.stdout.write(game.board_text(reveal=True))
        return 0
    board_file, moves_file = args.check
    won, message = check(_read(board_file), _read(moves_file), rules)
    print(message)
    return 0 if won else 1


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except UsageError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
