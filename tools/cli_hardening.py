"""Try ``bakers-dozen-solve`` as an adversary would, and count the cases that behave.

    uv run python tools/cli_hardening.py [--fuzz N] [--seed S]

Families (issue 9, points 6-10):

- tracebacks: huge numbers, closed stdin, a broken pipe, a full disk, and N fuzzed
  ``--check`` inputs (mutated boards and move lists, run in-process);
- memory: a range of 2^31 deals, 100 MB boards and move lists, ``/dev/zero`` (as a
  board, a move list and ``--out``);
- non-finite numbers: ``--timeout nan`` and friends, bad ``--nodes``/``--jobs``/ranges;
- column 0: ``1-0``, ``0-1``, ... in ``--check`` and in ``parse_moves`` (saved games);
- board encodings: a UTF-8 BOM, CRLF and CR line ends.

A case *behaves* when it ends as documented: an error is one line on stderr naming the
problem and exit status 2 (1 for a move list that does not win), never a traceback, within
a time and memory limit (each child runs under ``RLIMIT_AS`` so a runaway cannot take the
machine down). The script prints one table row per family. This is a measurement, not a
test: the tests under ``tests/`` pin each point.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bakers_dozen_qt.cli import solve as cli
from bakers_dozen_qt.engine import Game, MoveTextError, parse_moves

PROG = [sys.executable, "-m", "bakers_dozen_qt.cli.solve"]
MEMORY_LIMIT = 1 << 30  # address space of each child: a runaway hits MemoryError, not swap
MB = 1 << 20
MEASURED: list[str] = []  # peak memory and time of the memory family's runs (--verbose)


@dataclass
class RunResult:
    rc: int | None  # None: killed by the harness (time limit)
    out: str
    err: str
    seconds: float
    peak_mb: float


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run(
    argv: list[str] | str,
    *,
    stdin: int | None = subprocess.DEVNULL,
    timeout: float = 30.0,
    interrupt_after: float | None = None,
) -> RunResult:
    """Run a child (a shell line when ``argv`` is a string) and measure it."""
    started = time.monotonic()
    cmd: list[str] = ["bash", "-c", argv] if isinstance(argv, str) else argv
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(
            # A session of its own: a runaway's pool workers are killed with it.
            cmd,
            stdin=stdin,
            stdout=out,
            stderr=err,
            preexec_fn=_limit,
            start_new_session=True,
        )
        killed = False
        deadline = started + (interrupt_after if interrupt_after is not None else timeout)
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                if interrupt_after is not None and not killed:
                    proc.send_signal(signal.SIGINT)
                    deadline = time.monotonic() + timeout
                    interrupt_after = None
                else:
                    os.killpg(proc.pid, signal.SIGKILL)
                    killed = True
            time.sleep(0.02)
        proc.returncode = os.waitstatus_to_exitcode(status)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)  # whatever it left behind
        out.seek(0)
        err.seek(0)
        return RunResult(
            None if killed else proc.returncode,
            out.read().decode("utf-8", "replace"),
            err.read().decode("utf-8", "replace"),
            time.monotonic() - started,
            usage.ru_maxrss / 1024,
        )


def one_line_error(o: RunResult, rc: int = 2, needle: str = "") -> bool:
    lines = [x for x in o.err.replace("\r", "\n").splitlines() if x.strip()]
    return (
        o.rc == rc
        and len(lines) == 1
        and lines[0].startswith("bakers-dozen-solve: error: ")
        and needle in lines[0]
    )


def clean(o: RunResult) -> bool:
    return "Traceback" not in o.err and "Exception ignored" not in o.err


Case = tuple[str, Callable[[], bool]]


def tracebacks(tmp: Path) -> list[Case]:
    board = tmp / "board.txt"
    board.write_text(Game.from_deal(1).board_text())
    huge = "9" * 5000

    def moves(text: str) -> Path:
        p = tmp / f"moves-{abs(hash(text))}.txt"
        p.write_text(text)
        return p

    def check(text: str, rc: int = 2) -> Callable[[], bool]:
        return lambda: one_line_error(run([*PROG, "--check", str(board), str(moves(text))]), rc)

    def args(*argv: str) -> Callable[[], bool]:
        return lambda: one_line_error(run([*PROG, *argv]))

    def shell(line: str, ok: Callable[[RunResult], bool]) -> Callable[[], bool]:
        return lambda: ok(run(line))

    solve = " ".join(PROG)
    return [
        ("move source of 5,000 digits", check(f"{huge}-1")),
        ("move target of 5,000 digits", check(f"1-{huge}")),
        ("5,000-digit move after legal ones", check(f"1-3 {huge}-f")),
        ("deal of 5,000 digits", args(huge, "--nodes", "10")),
        ("range to 5,000 digits", args(f"1-{huge}", "--nodes", "10")),
        ("--show of 5,000 digits", args("--show", huge)),
        ("--nodes of 5,000 digits", args("1", "--nodes", huge)),
        ("--jobs of 5,000 digits", args("1", "--jobs", huge)),
        (
            "--board - with stdin closed",
            shell(f"exec {solve} --board - <&-", lambda o: one_line_error(o)),
        ),
        (
            "--check - moves with stdin closed",
            shell(f"exec {solve} --check - {board} <&-", lambda o: one_line_error(o)),
        ),
        (
            "1-50 | head -1 (broken pipe)",
            shell(
                f"{solve} 1-50 --nodes 20000 | head -1; exit ${{PIPESTATUS[0]}}",
                lambda o: clean(o) and o.rc is not None and o.seconds < 20,
            ),
        ),
        (
            "--show 1 | true (broken pipe)",
            shell(
                f"{solve} --show 1 | true; exit ${{PIPESTATUS[0]}}",
                lambda o: clean(o) and o.rc is not None,
            ),
        ),
        (
            "--json 1-3 | true (broken pipe)",
            shell(
                f"{solve} 1-3 --json --nodes 20000 | true; exit ${{PIPESTATUS[0]}}",
                lambda o: clean(o) and o.rc is not None,
            ),
        ),
        (
            "--check | true (broken pipe)",
            shell(
                f"{solve} --check {board} {moves('1-3')} | true; exit ${{PIPESTATUS[0]}}",
                lambda o: clean(o) and o.rc is not None,
            ),
        ),
        (
            "--board | true (broken pipe)",
            shell(
                f"{solve} --board {board} --nodes 20000 | true; exit ${{PIPESTATUS[0]}}",
                lambda o: clean(o) and o.rc is not None,
            ),
        ),
        ("--show 1 >/dev/full", shell(f"exec {solve} --show 1 >/dev/full", one_line_error)),
        (
            "1-2 >/dev/full",
            shell(f"exec {solve} 1-2 --nodes 20000 >/dev/full", one_line_error),
        ),
        (
            "--check >/dev/full",
            shell(
                f"exec {solve} --check {board} {moves('1-3')} >/dev/full",
                one_line_error,
            ),
        ),
        (
            "--board >/dev/full",
            shell(f"exec {solve} --board {board} --nodes 20000 >/dev/full", one_line_error),
        ),
    ]


_VOCAB = [
    "AS", "KH", "TD", "10c", "(QS)", "(??)", "Foundations:", "H-5", "S-K", "C-0", "D-",
    "Freecells:", ":", "#", "\n", "\r\n", "\ufeff", "\x00", " ", "\t", "9" * 5000, "-", "f",
    "1-0", "0-1", "13-f", "99-1", "é", "\u0663", "１", "(", ")", "((AS))", "AS)", "(AS",
]  # fmt: skip


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        op = rng.randrange(5)
        i = rng.randint(0, len(chars))
        if op == 0 and chars:
            del chars[min(i, len(chars) - 1)]
        elif op == 1:
            chars[i:i] = list(rng.choice(_VOCAB))
        elif op == 2 and chars:
            chars[min(i, len(chars) - 1)] = chr(rng.randrange(0x20, 0x2FF))
        elif op == 3:
            j = rng.randint(0, len(chars))
            chars[min(i, j) : max(i, j)] = []
        else:
            chars[i:i] = chars[rng.randint(0, len(chars)) :][: rng.randint(1, 40)]
    return "".join(chars)


def fuzz_check(tmp: Path, n: int, seed: int) -> tuple[int, int, list[str]]:
    """``--check`` on mutated boards and move lists, in-process: (tried, behaved, examples)."""
    rng = random.Random(seed)
    game = Game.from_deal(1)
    prefix = []
    for _ in range(8):  # a legal opening on deal 1, so that some mutants replay moves
        move = next(iter(game.legal_moves), None)
        if move is None:
            break
        game.play(move)
        prefix.append(move.text())
    solution = " ".join(prefix)
    board_path, moves_path = tmp / "fb.txt", tmp / "fm.txt"
    behaved = 0
    bad: list[str] = []
    for k in range(n):
        board = Game.from_deal(rng.randint(1, 1000)).board_text()
        moves = solution
        which = rng.randrange(3)
        if which in (0, 2):
            board = mutate(board, rng)
        if which in (1, 2):
            moves = mutate(moves, rng)
        board_path.write_bytes(board.encode("utf-8", "surrogatepass"))
        moves_path.write_bytes(moves.encode("utf-8", "surrogatepass"))
        out, err = io.StringIO(), io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                rc = cli.main(["--check", str(board_path), str(moves_path)])
        except BaseException as e:
            if len(bad) < 3:
                bad.append(f"#{k}: {type(e).__name__}: {str(e)[:80]}")
            continue
        lines = err.getvalue().splitlines()
        if (rc == 2 and len(lines) == 1) or (rc in (0, 1) and not lines):
            behaved += 1
        elif len(bad) < 3:
            bad.append(f"#{k}: rc {rc}, stderr {err.getvalue()[:80]!r}")
    return n, behaved, bad


def memory(tmp: Path) -> list[Case]:
    empty_cols = tmp / "empty-cols.txt"
    cards = tmp / "cards.txt"
    big_moves = tmp / "big-moves.txt"
    board = tmp / "board.txt"
    board.write_text(Game.from_deal(1).board_text())
    with empty_cols.open("w") as f:
        f.write(":\n" * (50 * MB))
    with cards.open("w") as f:
        f.write(("AS KH " * 1024 + "\n") * (100 * MB // (6 * 1024)))
    with big_moves.open("w") as f:
        f.write("1-3 3-1 " * (100 * MB // 8))

    def note(argv: list[str], o: RunResult) -> None:
        args = " ".join(Path(a).name if "/" in a else a for a in argv[3:])
        MEASURED.append(f"{args}: exit {o.rc}, {o.seconds:.1f} s, peak {o.peak_mb:.0f} MB")

    def small_error(argv: list[str]) -> Callable[[], bool]:
        def ok() -> bool:
            o = run(argv)
            note(argv, o)
            return one_line_error(o) and o.peak_mb < 100 and o.seconds < 10

        return ok

    def streamed_range() -> bool:
        argv = [*PROG, "1-2147483647", "--nodes", "1"]
        o = run(argv, interrupt_after=4.0)
        note(argv, o)
        first = o.out.split("\n", 1)[0].split()
        return (
            o.rc == 130
            and first[:1] == ["1"]
            and "of 2147483647" in o.err
            and o.peak_mb < 100
            and clean(o)
        )

    return [
        ("1-2147483647, Ctrl-C after 4 s", streamed_range),
        ("--board: 100 MB of ':' lines", small_error([*PROG, "--board", str(empty_cols)])),
        ("--board: 100 MB of cards", small_error([*PROG, "--board", str(cards)])),
        ("--board /dev/zero", small_error([*PROG, "--board", "/dev/zero"])),
        ("--board /dev/urandom", small_error([*PROG, "--board", "/dev/urandom"])),
        ("--check /dev/zero moves", small_error([*PROG, "--check", "/dev/zero", str(board)])),
        (
            "--check: 100 MB move list",
            small_error([*PROG, "--check", str(board), str(big_moves)]),
        ),
        ("--check board /dev/zero", small_error([*PROG, "--check", str(board), "/dev/zero"])),
        ("--out /dev/zero", small_error([*PROG, "1", "--nodes", "2000", "--out", "/dev/zero"])),
        ("--out /dev/full", small_error([*PROG, "1", "--nodes", "2000", "--out", "/dev/full"])),
    ]


def non_finite(tmp: Path) -> list[Case]:
    vectors = [
        ["1", "--timeout", v] for v in ("nan", "NaN", "inf", "-inf", "Infinity", "1e999", "-1")
    ] + [
        ["1", "--timeout", "0"],
        ["1", "--nodes", "-1"],
        ["1", "--nodes", "0"],
        ["1", "--nodes", "inf"],
        ["1", "--jobs", "0"],
        ["1", "--jobs", "-3"],
        ["1", "--jobs", "nan"],
        ["1", "--jobs", "100000"],
        ["nan", "--nodes", "10"],
        ["inf", "--nodes", "10"],
        ["1-inf", "--nodes", "10"],
        ["1e3", "--nodes", "10"],
        ["1-2147483648", "--nodes", "10"],
        ["--show", "nan"],
        ["--show", "inf"],
    ]

    def refused(argv: list[str]) -> Callable[[], bool]:
        return lambda: one_line_error(run([*PROG, *argv], timeout=20))

    return [(" ".join(v), refused(v)) for v in vectors]


def column_zero(tmp: Path) -> list[Case]:
    board = tmp / "board.txt"
    board.write_text(Game.from_deal(1).board_text())
    cases: list[Case] = []
    for text in ("1-0", "0-1", "0-f", "00-1", "1-00", "0-0", "1-3 2-0"):
        path = tmp / f"zero-{text.replace(' ', '_')}.txt"
        path.write_text(text)

        def by_cli(path: Path = path) -> bool:
            return one_line_error(run([*PROG, "--check", str(board), str(path)]), 2, "moves:")

        def by_parser(text: str = text) -> bool:
            try:
                parse_moves(text)
            except MoveTextError:
                return True
            return False

        cases += [(f"--check {text!r}", by_cli), (f"parse_moves {text!r}", by_parser)]
    return cases


def encodings(tmp: Path) -> list[Case]:
    text = Game.from_deal(1).board_text()
    variants = {
        "BOM": "\ufeff" + text,
        "BOM + CRLF": "\ufeff" + text.replace("\n", "\r\n"),
        "CRLF": text.replace("\n", "\r\n"),
        "CR": text.replace("\n", "\r"),
        "BOM, no final newline": "\ufeff" + text.rstrip("\n"),
    }
    moves = tmp / "moves.txt"
    moves.write_text("1-3\n")
    bom_moves = tmp / "bom-moves.txt"
    bom_moves.write_text("\ufeff1-3\r\n4-11\r\n")
    board = tmp / "board.txt"
    board.write_text(text)

    def bom_moves_ok() -> bool:
        o = run([*PROG, "--check", str(board), str(bom_moves)])
        return o.rc == 1 and o.out.startswith("not won") and not o.err

    cases: list[Case] = [("--check, move list with BOM and CRLF", bom_moves_ok)]
    for name, body in variants.items():
        path = tmp / f"enc-{len(cases)}.txt"
        path.write_bytes(body.encode("utf-8"))

        def board_ok(path: Path = path) -> bool:
            o = run([*PROG, "--board", str(path), "--nodes", "300000"])
            return o.rc == 0 and o.out.startswith("won")

        def check_ok(path: Path = path) -> bool:
            o = run([*PROG, "--check", str(path), str(moves)])
            return o.rc == 1 and o.out.startswith("not won") and not o.err

        def paste_ok(body: str = body) -> bool:
            try:
                return Game.from_board_text(body).position() == Game.from_deal(1).position()
            except ValueError:
                return False

        cases += [
            (f"--board, {name}", board_ok),
            (f"--check, {name}", check_ok),
            (f"Paste Board parser, {name}", paste_ok),
        ]
    return cases


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fuzz", type=int, default=3000, help="fuzzed --check inputs (default 3000)")
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--verbose", action="store_true", help="name every case that misbehaves")
    opts = ap.parse_args()
    families = [
        ("6 tracebacks (fixed cases)", tracebacks),
        ("7 memory", memory),
        ("8 non-finite / out of range", non_finite),
        ("9 column 0", column_zero),
        ("10 BOM and line ends", encodings),
    ]
    print("| family | cases | behaved | misbehaving |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for title, make in families:
            cases = make(tmp)
            failed = [name for name, ok in cases if not ok()]
            shown = ", ".join(failed) if opts.verbose else ", ".join(failed[:4])
            more = "" if opts.verbose or len(failed) <= 4 else f", ... ({len(failed) - 4} more)"
            print(f"| {title} | {len(cases)} | {len(cases) - len(failed)} | {shown}{more} |")
        tried, behaved, bad = fuzz_check(tmp, opts.fuzz, opts.seed)
        print(f"| 6 tracebacks (fuzzed --check) | {tried} | {behaved} | {'; '.join(bad)} |")
    if opts.verbose:
        print("\nmemory family, each run:")
        for line in MEASURED:
            print(f"- {line}")


if __name__ == "__main__":
    main()
