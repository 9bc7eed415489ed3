"""``bakers-dozen-solve``: the engine and solver from the command line."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from typing import Any, NoReturn

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
from .engine.deals import check_deal_number
from .engine.moves import format_moves, parse_moves
from .engine.solver import SolveResult, Verdict, solve

PROG = "bakers-dozen-solve"
DEFAULT_TIMEOUT = 10.0


class UsageError(Exception):
    """Bad arguments or input: one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the whole usage block; a one-line error is easier to read and grep.
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description=(
            "Show, check and solve Baker's Dozen deals and boards. "
            "Solving prints one line per deal: 'N verdict moves seconds nodes' "
            "(moves = how many; --json gives the move text), and a summary on stderr."
        ),
    )
    p.add_argument(
        "deals",
        nargs="?",
        metavar="DEALS",
        help="deal numbers to solve: 7, 1-1000, or a comma list such as 1-10,42",
    )
    p.add_argument("--variant", default="bakers-dozen", help=f"one of: {', '.join(VARIANT_IDS)}")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--show", type=int, metavar="N", help="print deal N's board text")
    mode.add_argument(
        "--check",
        nargs=2,
        metavar=("BOARD_FILE", "MOVES_FILE"),
        help="replay a move list on a board; print 'won' or the first illegal move",
    )
    mode.add_argument(
        "--board", metavar="FILE", help="solve the board text in FILE ('-' for stdin)"
    )
    p.add_argument(
        "--timeout",
        type=float,
        metavar="S",
        help="seconds per deal (default 10, or none when --nodes is given)",
    )
    p.add_argument(
        "--nodes", type=int, metavar="N", help="node budget per deal (deterministic results)"
    )
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="solve in J processes")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p.add_argument(
        "--peek",
        action="store_true",
        help="face-down variants: solve the real deal, face-down cards included",
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


def parse_deals(text: str) -> list[int]:
    """``7``, ``1-1000`` or a comma list of both; each number checked."""
    deals: list[int] = []
    for part in text.split(","):
        lo_text, sep, hi_text = part.strip().partition("-")
        try:
            lo = int(lo_text)
            hi = int(hi_text) if sep else lo
        except ValueError:
            raise UsageError(
                f"bad deal list {text!r}: expected e.g. 7, 1-1000 or 1-10,42"
            ) from None
        if hi < lo:
            raise UsageError(f"bad deal range {part.strip()!r}: it runs backwards")
        try:
            check_deal_number(lo)
            check_deal_number(hi)
        except DealNumberError as e:
            raise UsageError(str(e)) from None
        deals.extend(range(lo, hi + 1))
    return deals


def _record(deal: int | None, result: SolveResult) -> dict[str, Any]:
    return {
        "deal": deal,
        "verdict": result.verdict.value,
        "moves": format_moves(result.moves),
        "seconds": round(result.seconds, 3),
        "nodes": result.nodes,
    }


def _line(rec: dict[str, Any], as_json: bool) -> str:
    if as_json:
        return json.dumps(rec)
    count = len(rec["moves"].split())
    deal = "-" if rec["deal"] is None else rec["deal"]
    return f"{deal} {rec['verdict']} {count} {rec['seconds']:.3f} {rec['nodes']}"


def _solve_deal(job: tuple[int, Rules, float | None, int | None]) -> dict[str, Any]:
    number, rules, timeout, nodes = job
    game = Game.from_deal(number, rules)
    return _record(number, solve(game, max_seconds=timeout, max_nodes=nodes))


def _ignore_sigint() -> None:
    # Ctrl-C is the parent's to handle: it stops the pool and prints the summary.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(records: list[dict[str, Any]], wanted: int) -> str:
    counts = {v.value: 0 for v in Verdict}
    for rec in records:
        counts[rec["verdict"]] += 1
    times = [float(rec["seconds"]) for rec in records]
    stopped = "" if len(records) == wanted else f" (stopped after {len(records)} of {wanted})"
    noun = "deal" if len(records) == 1 else "deals"
    return (
        f"{len(records)} {noun}{stopped}: {counts['won']} won, {counts['unwinnable']} unwinnable, "
        f"{counts['unknown']} unknown; median {_percentile(times, 0.5):.3f} s, "
        f"p95 {_percentile(times, 0.95):.3f} s"
    )


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    bar = "#" * filled + "-" * (width - filled)
    sys.stderr.write(f"\r[{bar}] {done}/{total} {time.monotonic() - started:.0f} s")
    sys.stderr.flush()


def solve_deals(
    deals: list[int],
    rules: Rules,
    timeout: float | None,
    nodes: int | None,
    jobs: int,
    as_json: bool,
) -> int:
    jobs_list = [(d, rules, timeout, nodes) for d in deals]
    records: list[dict[str, Any]] = []
    show_bar = len(deals) > 1
    started = time.monotonic()
    pool = None
    try:
        results: Iterator[dict[str, Any]]
        if jobs > 1:
            pool = multiprocessing.Pool(jobs, initializer=_ignore_sigint)
            results = pool.imap(_solve_deal, jobs_list)
        else:
            results = map(_solve_deal, jobs_list)
        for rec in results:
            records.append(rec)
            if show_bar:
                sys.stderr.write("\r\033[K")
            print(_line(rec, as_json), flush=True)
            if show_bar:
                _progress(len(records), len(deals), started)
    except KeyboardInterrupt:
        if pool is not None:
            pool.terminate()
            pool = None
        if show_bar:
            sys.stderr.write("\n")
        print(summary(records, len(deals)), file=sys.stderr)
        return 130
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if show_bar:
        sys.stderr.write("\n")
    print(summary(records, len(deals)), file=sys.stderr)
    return 0


def solve_board(
    text: str, rules: Rules, timeout: float | None, nodes: int | None, as_json: bool, peek: bool
) -> int:
    try:
        game = Game.from_board_text(text, rules)
    except BoardTextError as e:
        raise UsageError(f"board: {e}") from None
    if any(game.face_down_count(i) for i in range(game.column_count)) and not peek:
        raise UsageError("the board has face-down cards; add --peek to solve it with them")
    result = solve(game, max_seconds=timeout, max_nodes=nodes)
    rec = _record(None, result)
    if as_json:
        print(json.dumps(rec))
    else:
        print(
            f"{result.verdict.value} ({len(result.moves)} moves, {result.seconds:.3f} s, "
            f"{result.nodes} nodes)"
        )
        if result.moves:
            print(format_moves(result.moves, per_line=10))
    return 0


def run(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    rules = _rules(args.variant)
    modes = sum(x is not None for x in (args.show, args.check, args.board, args.deals))
    if modes != 1:
        raise UsageError("give deal numbers to solve, or one of --show, --check, --board")
    if args.show is not None:
        try:
            game = Game.from_deal(args.show, rules)
        except DealNumberError as e:
            raise UsageError(str(e)) from None
        sys.stdout.write(game.board_text(reveal=True))
        return 0
    if args.check is not None:
        board_file, moves_file = args.check
        won, message = check(_read(board_file), _read(moves_file), rules)
        print(message)
        return 0 if won else 1
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be positive")
    if args.nodes is not None and args.nodes <= 0:
        raise UsageError("--nodes must be positive")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.timeout is None and args.nodes is None:
        args.timeout = DEFAULT_TIMEOUT
    if args.board is not None:
        return solve_board(_read(args.board), rules, args.timeout, args.nodes, args.json, args.peek)
    if not rules.all_face_up and not args.peek:
        raise UsageError(
            f"{rules.name} deals have face-down cards; add --peek to solve the real deal"
        )
    deals = parse_deals(args.deals)
    return solve_deals(deals, rules, args.timeout, args.nodes, args.jobs, args.json)


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
