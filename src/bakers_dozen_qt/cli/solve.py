"""``bakers-dozen-solve``: the engine and solver from the command line.

Every error is one line on standard error and exit status 2 (1 when ``--check`` finds an
illegal move or no win); a closed output pipe ends the run quietly. Input files are read
up to :data:`MAX_INPUT_BYTES` and deal ranges are streamed, so no input can make the
command eat the machine's memory.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import re
import signal
import sys
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from multiprocessing.pool import AsyncResult, Pool
from pathlib import Path
from typing import Any, Final, NoReturn, TextIO

from .. import __version__
from ..engine import (
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
from ..engine.deals import parse_deal_number
from ..engine.input_text import quoted
from ..engine.moves import format_moves, iter_moves
from ..engine.solver import SolveResult, Verdict, solve
from .console import (
    EXIT_PIPE_CLOSED,
    OutputError,
    PipeClosed,
    detach_stdout,
    write_err,
    write_out,
)
from .results_log import ResultsLog, ResultsLogError

PROG: Final = "bakers-dozen-solve"
DEFAULT_TIMEOUT: Final = 10.0
MAX_INPUT_BYTES: Final = 1 << 20
"""A board is a few hundred bytes and a long move list a few kilobytes."""
MAX_NODES: Final = 10**15
MAX_JOBS: Final = max(64, os.cpu_count() or 1)

__all__ = ["EXIT_PIPE_CLOSED", "MAX_INPUT_BYTES", "build_parser", "main", "parse_deals"]


class UsageError(Exception):
    """Bad arguments or input: one line on stderr, exit status 2."""


class _ParserExit(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the whole usage block; a one-line error is easier to read and grep.
        raise UsageError(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        # --help and --version end here: main() returns the status instead of SystemExit.
        if message:
            write_err(message)
        raise _ParserExit(status)

    def _print_message(self, message: str, file: object = None) -> None:
        if message:
            write_out(message)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number of seconds") from None
    # nan would switch the limit off (nan <= 0 is false) and inf means no limit at all.
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(
            f"must be a positive number of seconds, not {quoted(text)}"
        )
    return value


def _whole_number(low: int, high: int) -> Callable[[str], int]:
    def convert(text: str) -> int:
        t = text.strip()
        # Checked before int(): Python refuses strings of more than 4,300 digits.
        if not re.fullmatch(r"[+-]?[0-9]{1,20}", t) or not low <= int(t) <= high:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {low:,} to {high:,}, not {quoted(text)}"
            )
        return int(t)

    return convert


def _deal_number(text: str) -> int:
    try:
        return parse_deal_number(text)
    except DealNumberError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        allow_abbrev=False,
        description=(
            "Show, check and solve Baker's Dozen deals and boards. "
            "Solving prints one line per deal: 'N verdict moves seconds nodes' "
            "(moves = how many; --json gives the move text), and a summary on stderr. "
            "Errors give one line on stderr and exit status 2; --check exits 1 when the "
            "moves do not win."
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
    mode.add_argument("--show", type=_deal_number, metavar="N", help="print deal N's board text")
    mode.add_argument(
        "--check",
        nargs=2,
        metavar=("BOARD_FILE", "MOVES_FILE"),
        help="replay a move list on a board ('-' for stdin); print 'won' or the first illegal move",
    )
    mode.add_argument(
        "--board", metavar="FILE", help="solve the board text in FILE ('-' for stdin)"
    )
    p.add_argument(
        "--timeout",
        type=_seconds,
        metavar="S",
        help="seconds per deal (default 10, or none when --nodes is given)",
    )
    p.add_argument(
        "--nodes",
        type=_whole_number(1, MAX_NODES),
        metavar="N",
        help="node budget per deal (deterministic results)",
    )
    p.add_argument(
        "--jobs",
        type=_whole_number(1, MAX_JOBS),
        default=1,
        metavar="J",
        help=f"solve in J processes (1 to {MAX_JOBS})",
    )
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p.add_argument(
        "--out",
        metavar="FILE",
        help="also append each deal's result to FILE (JSON lines) as it is solved; "
        "deals FILE already holds are skipped, so an interrupted run resumes",
    )
    p.add_argument(
        "--peek",
        action="store_true",
        help="face-down variants: solve the real deal, face-down cards included",
    )
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    return p


def _read(path: str) -> str:
    """A board or move file ('-': standard input), read up to the limit and no further."""
    name = "standard input" if path == "-" else path
    try:
        data = _read_stdin() if path == "-" else _read_file(path)
    except OSError as e:
        raise UsageError(f"cannot read {name}: {e.strerror or e}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise UsageError(
            f"cannot read {name}: it is larger than 1 MB, far too large for a board or a move list"
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {name}: not UTF-8 text") from None


def _read_file(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read(MAX_INPUT_BYTES + 1)


def _read_stdin() -> bytes:
    stream = sys.stdin
    if stream is None:  # started with standard input closed: `<&-`
        raise UsageError("cannot read standard input: it is closed")
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a text stream with no bytes below it (tests, embedding)
        return str(stream.read(MAX_INPUT_BYTES + 1)).encode("utf-8", "surrogatepass")
    return bytes(buffer.read(MAX_INPUT_BYTES + 1))


def _rules(variant: str) -> Rules:
    try:
        return get_rules(variant)
    except UnknownVariantError:
        raise UsageError(
            f"unknown variant {quoted(variant)}; use one of: {', '.join(VARIANT_IDS)}"
        ) from None


def _game_from_board(text: str, rules: Rules) -> Game:
    try:
        return Game.from_board_text(text, rules)
    except BoardTextError as e:
        raise UsageError(f"board: {e}") from None


def check(board_text: str, moves_text: str, rules: Rules) -> tuple[bool, str]:
    """Replay ``moves_text`` on the board; (won, what to print).

    Moves are read one at a time as they are played, so the first problem in the list,
    a bad word or an illegal move, is the one reported.
    """
    game = _game_from_board(board_text, rules)
    count = 0
    try:
        for count, move in enumerate(iter_moves(moves_text), 1):
            try:
                game.play(move)
            except IllegalMoveError as e:
                return False, f"move {count} ({move.text()}) is illegal: {e.reason}"
    except MoveTextError as e:
        raise UsageError(f"moves: {e}") from None
    if game.is_won():
        return True, "won"
    return False, (
        f"not won: {game.cards_on_foundations} of 52 cards on the foundations after {count} moves"
    )


class DealRanges:
    """Deal numbers as ranges: counted and walked without building the list.

    ``1-2147483647`` as a list of ints would take tens of gigabytes.
    """

    def __init__(self, ranges: Sequence[range]) -> None:
        self.ranges = tuple(ranges)

    def __len__(self) -> int:
        return sum(len(r) for r in self.ranges)

    def __iter__(self) -> Iterator[int]:
        for r in self.ranges:
            yield from r

    def contains(self, deal: int) -> bool:
        return any(deal in r for r in self.ranges)


_PART_RE: Final = re.compile(r"\s*([0-9][0-9_]*)\s*(?:-\s*([0-9][0-9_]*)\s*)?")


def parse_deals(text: str) -> DealRanges:
    """``7``, ``1-1000`` or a comma list of both; each number checked."""
    ranges = []
    for part in text.split(","):
        m = _PART_RE.fullmatch(part)
        if not m:
            raise UsageError(f"bad deal list {quoted(text)}: expected e.g. 7, 1-1000 or 1-10,42")
        try:
            lo = parse_deal_number(m.group(1))
            hi = lo if m.group(2) is None else parse_deal_number(m.group(2))
        except DealNumberError as e:
            raise UsageError(str(e)) from None
        if hi < lo:
            raise UsageError(f"bad deal range {quoted(part.strip())}: it runs backwards")
        ranges.append(range(lo, hi + 1))
    return DealRanges(ranges)


def record(deal: int | None, result: SolveResult, variant: str) -> dict[str, Any]:
    """One solved deal as the bulk mode writes it (a JSON line); tools/atlas.py writes the same."""
    return {
        "deal": deal,
        "variant": variant,
        "verdict": result.verdict.value,
        "moves": format_moves(result.moves),
        "seconds": round(result.seconds, 3),
        "nodes": result.nodes,
        "search_nodes": result.search_nodes,
    }


def _line(rec: dict[str, Any], as_json: bool) -> str:
    if as_json:
        return json.dumps(rec)
    count = len(rec["moves"].split())
    deal = "-" if rec["deal"] is None else rec["deal"]
    return f"{deal} {rec['verdict']} {count} {rec['seconds']:.3f} {rec['nodes']}"


Job = tuple[int, Rules, float | None, int | None]


def _solve_deal(job: Job) -> dict[str, Any]:
    number, rules, timeout, nodes = job
    game = Game.from_deal(number, rules)
    cpu = time.process_time()
    rec = record(number, solve(game, max_seconds=timeout, max_nodes=nodes), rules.id)
    # A worker solves one deal at a time, so its CPU time is the deal's, however busy the
    # machine (``seconds`` is the time on the clock).
    rec["cpu_seconds"] = round(time.process_time() - cpu, 3)
    return rec


def _ignore_sigint() -> None:
    # Ctrl-C is the parent's to handle: it stops the pool and prints the summary.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class RunTotals:
    """What the summary needs: verdict counts and each deal's seconds (8 bytes a deal)."""

    def __init__(self) -> None:
        self.counts = {v.value: 0 for v in Verdict}
        self.seconds = array("d")

    def add(self, rec: dict[str, Any]) -> None:
        self.counts[rec["verdict"]] += 1
        self.seconds.append(float(rec["seconds"]))

    def __len__(self) -> int:
        return len(self.seconds)


def _percentile(ordered: list[float], q: float) -> float:
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(totals: RunTotals, wanted: int) -> str:
    if wanted == 0:  # every deal asked for was in the --out file already
        return "no deal left to solve"
    done = len(totals)
    times = sorted(totals.seconds)
    counts = totals.counts
    stopped = "" if done == wanted else f" (stopped after {done} of {wanted})"
    noun = "deal" if done == 1 else "deals"
    return (
        f"{done} {noun}{stopped}: {counts['won']} won, {counts['unwinnable']} unwinnable, "
        f"{counts['unknown']} unknown; median {_percentile(times, 0.5):.3f} s, "
        f"p95 {_percentile(times, 0.95):.3f} s"
    )


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError):  # closed
        return False


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    bar = "#" * filled + "-" * (width - filled)
    write_err(f"\r[{bar}] {done}/{total} {time.monotonic() - started:.0f} s")


Done = Callable[[dict[str, Any]], None]


def _in_order(pool: Pool, jobs: Iterable[Job], window: int, done: Done) -> Iterator[dict[str, Any]]:
    """Results in deal order with at most ``window`` deals handed out ahead; ``done``
    sees each result as soon as it is there, in the order the deals finish.

    ``Pool.imap`` would queue every job at once: two billion of them for ``1-2147483647``.
    """
    pending: deque[tuple[AsyncResult[dict[str, Any]], list[bool]]] = deque()

    def head() -> dict[str, Any]:
        first, _ = pending[0]
        while not first.ready():
            first.wait(0.05)
            for result, seen in pending:
                if not seen[0] and result.ready():
                    seen[0] = True
                    done(result.get())
        result, seen = pending.popleft()
        rec = result.get()
        if not seen[0]:
            done(rec)
        return rec

    for job in jobs:
        pending.append((pool.apply_async(_solve_deal, (job,)), [False]))
        if len(pending) >= window:
            yield head()
    while pending:
        yield head()


def solve_deals(
    deals: DealRanges,
    rules: Rules,
    timeout: float | None,
    nodes: int | None,
    jobs: int,
    as_json: bool,
    log: ResultsLog | None = None,
) -> int:
    total = len(deals)
    wanted: Iterable[int] = deals
    if log is not None and log.done:
        skipped = sum(1 for d in log.done if deals.contains(d))
        noun = "deal" if skipped == 1 else "deals"
        write_err(f"{skipped} {noun} already in {log.path}: skipped\n")
        total -= skipped
        done_before = frozenset(log.done)
        wanted = (d for d in deals if d not in done_before)
    jobs_iter = ((d, rules, timeout, nodes) for d in wanted)
    keep: Done = log.add if log is not None else (lambda rec: None)
    totals = RunTotals()
    # Redrawn in place, the bar only makes sense on a terminal: in a log file or a pipe
    # it would be thousands of carriage returns, and stdout already has a line a deal.
    show_bar = total > 1 and _is_terminal(sys.stderr)
    bar_drawn = False
    started = time.monotonic()
    pool: Pool | None = None
    finished = interrupted = False
    try:
        results: Iterator[dict[str, Any]]
        if jobs > 1 and total > 1:
            workers = min(jobs, total)
            pool = multiprocessing.Pool(workers, initializer=_ignore_sigint)
            results = _in_order(pool, jobs_iter, 2 * workers, keep)
        else:
            results = map(_solve_deal, jobs_iter)
        for rec in results:
            if pool is None:
                keep(rec)
            totals.add(rec)
            if bar_drawn:
                write_err("\r\033[K")
            write_out(_line(rec, as_json) + "\n")
            if show_bar:
                _progress(len(totals), total, started)
                bar_drawn = True
        finished = True
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if pool is not None:
            # On Ctrl-C, a closed pipe or a full disk the deals still queued are dropped.
            if finished:
                pool.close()
            else:
                pool.terminate()
            pool.join()
        if bar_drawn:
            write_err("\n")  # the summary or an error starts on a line of its own
    write_err(summary(totals, total) + "\n")
    return 130 if interrupted else 0


def solve_board(
    text: str, rules: Rules, timeout: float | None, nodes: int | None, as_json: bool, peek: bool
) -> int:
    game = _game_from_board(text, rules)
    if any(game.face_down_count(i) for i in range(game.column_count)) and not peek:
        raise UsageError("the board has face-down cards; add --peek to solve it with them")
    result = solve(game, max_seconds=timeout, max_nodes=nodes)
    if as_json:
        write_out(json.dumps(record(None, result, rules.id)) + "\n")
        return 0
    write_out(
        f"{result.verdict.value} ({len(result.moves)} moves, {result.seconds:.3f} s, "
        f"{result.nodes} nodes)\n"
    )
    if result.moves:
        write_out(format_moves(result.moves, per_line=10) + "\n")
    return 0


def run(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    rules = _rules(args.variant)
    modes = sum(x is not None for x in (args.show, args.check, args.board, args.deals))
    if modes != 1:
        raise UsageError("give deal numbers to solve, or one of --show, --check, --board")
    if args.show is not None:
        write_out(Game.from_deal(args.show, rules).board_text(reveal=True))
        return 0
    if args.check is not None:
        board_file, moves_file = args.check
        if board_file == moves_file == "-":
            raise UsageError("--check: only one of the two files can be standard input")
        won, message = check(_read(board_file), _read(moves_file), rules)
        write_out(message + "\n")
        return 0 if won else 1
    if args.timeout is None and args.nodes is None:
        args.timeout = DEFAULT_TIMEOUT
    if args.board is not None:
        if args.out is not None:
            raise UsageError("--out keeps the results of deal numbers, not of --board")
        return solve_board(_read(args.board), rules, args.timeout, args.nodes, args.json, args.peek)
    if not rules.all_face_up and not args.peek:
        raise UsageError(
            f"{rules.name} deals have face-down cards; add --peek to solve the real deal"
        )
    deals = parse_deals(args.deals)
    if args.out is None:
        return solve_deals(deals, rules, args.timeout, args.nodes, args.jobs, args.json)
    try:
        log = ResultsLog.open(Path(args.out), rules.id)
    except ResultsLogError as e:
        raise UsageError(str(e)) from None
    try:
        return solve_deals(deals, rules, args.timeout, args.nodes, args.jobs, args.json, log)
    except ResultsLogError as e:
        raise UsageError(str(e)) from None
    finally:
        log.close()


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except _ParserExit as e:
        return e.status
    except UsageError as e:
        write_err(f"{PROG}: error: {e}\n")
        return 2
    except OutputError as e:
        detach_stdout()
        write_err(f"{PROG}: error: {e}\n")
        return 2
    except (PipeClosed, BrokenPipeError):
        detach_stdout()
        return EXIT_PIPE_CLOSED
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
