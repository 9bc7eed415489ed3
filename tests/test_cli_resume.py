"""``bakers-dozen-solve --out``: results kept as they come, an interrupted run resumed."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from bakers_dozen_qt.cli import solve as cli
from bakers_dozen_qt.cli.results_log import ResultsLog

# Deal 27 takes about a second at this budget, so a kill lands in the middle of the run.
DEALS = "1-3,27,4-6"
NODES = "150000"


def command(out: Path) -> list[str]:
    return [sys.executable, "-m", "bakers_dozen_qt.cli.solve", DEALS, "--nodes", NODES,
            "--jobs", "2", "--json", "--out", str(out)]  # fmt: skip


def records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def essence(recs: list[dict[str, object]]) -> dict[object, tuple[object, ...]]:
    # Seconds vary from run to run; with a node budget nothing else does.
    return {r["deal"]: (r["variant"], r["verdict"], r["moves"], r["nodes"]) for r in recs}


@pytest.mark.slow
def test_killed_run_resumes_without_solving_a_deal_twice(tmp_path: Path) -> None:
    out = tmp_path / "results.jsonl"
    child = subprocess.Popen(
        command(out), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and child.poll() is None:
        if out.exists() and out.read_text().count("\n") >= 3:
            break
        time.sleep(0.02)
    os.killpg(child.pid, signal.SIGKILL)  # the command and its workers, as a crash would
    child.wait()
    before = records(out)
    assert 3 <= len(before) < 7, "the kill should land in the middle of the run"
    with out.open("ab") as f:
        f.write(b'{"deal": 6, "variant": "bak')  # a line cut short by the kill

    again = subprocess.run(command(out), capture_output=True, text=True, check=True)
    solved_now = [json.loads(line)["deal"] for line in again.stdout.splitlines()]
    assert f"{len(before)} deals already in" in again.stderr

    after = records(out)  # every line whole again
    deals = [r["deal"] for r in after]
    assert sorted(deals) == [1, 2, 3, 4, 5, 6, 27]  # each deal once
    assert after[: len(before)] == before  # kept as they were
    assert sorted(solved_now) == sorted(set(deals) - {r["deal"] for r in before})

    clean = tmp_path / "clean.jsonl"
    subprocess.run(command(clean), capture_output=True, check=True)
    assert essence(after) == essence(records(clean))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def deal_1_solved(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> tuple[Path, str]:
    """A results file that holds deal 1, and its text."""
    out = tmp_path / "r.jsonl"
    assert run(capsys, "1", "--nodes", "20000", "--out", str(out))[0] == 0
    return out, out.read_text()


def test_a_file_that_is_not_a_results_file_is_refused_and_left_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "notes.txt"
    out.write_text("my notes\nabout deals\n")
    code, stdout, err = run(capsys, "1-2", "--nodes", "1000", "--out", str(out))
    assert code == 2 and stdout == ""
    assert len(err.strip().splitlines()) == 1 and "line 1 is not a result" in err
    assert out.read_text() == "my notes\nabout deals\n"


def test_results_of_another_variant_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out, kept = deal_1_solved(capsys, tmp_path)
    code, _, err = run(capsys, "2", "--variant", "good-measure", "--nodes", "1000",
                       "--out", str(out))  # fmt: skip
    assert code == 2 and "results of bakers-dozen, not good-measure" in err
    assert out.read_text() == kept


@pytest.mark.slow
def test_a_whole_last_record_without_its_newline_is_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "r.jsonl"
    assert run(capsys, "1", "--nodes", "20000", "--out", str(out))[0] == 0
    out.write_text(out.read_text().rstrip("\n"))
    code, stdout, _ = run(capsys, "1-2", "--nodes", "20000", "--out", str(out))
    assert code == 0 and stdout.split()[0] == "2"
    assert [r["deal"] for r in records(out)] == [1, 2]


def test_out_is_for_deal_numbers(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "--board", "-", "--out", str(tmp_path / "r.jsonl"))
    assert code == 2 and "--out" in err


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="the lock is POSIX flock")
def test_a_second_run_on_the_same_file_is_refused_while_the_first_writes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Two runs appending to one file solved the same deals twice (seen by hand: deals
    # 27-40 of a 1-40 run twice in the file after a second run started beside the first).
    out, kept = deal_1_solved(capsys, tmp_path)
    first = ResultsLog.open(out, "bakers-dozen")  # a run still writing
    try:
        code, stdout, err = run(capsys, "1-2", "--nodes", "20000", "--out", str(out))
        assert code == 2 and stdout == ""
        assert len(err.strip().splitlines()) == 1 and "another run" in err
        assert out.read_text() == kept
    finally:
        first.close()
    # Once the first run has ended (or was killed: the lock goes with its process),
    # the file resumes as before.
    assert run(capsys, "1-2", "--nodes", "20000", "--out", str(out))[0] == 0
    assert sorted(r["deal"] for r in records(out)) == [1, 2]


@pytest.mark.slow
def test_a_run_with_every_deal_already_solved_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # It printed "0 deals: 0 won, 0 unwinnable, 0 unknown; median 0.000 s, ...".
    out, kept = deal_1_solved(capsys, tmp_path)
    code, stdout, err = run(capsys, "1", "--nodes", "20000", "--out", str(out))
    assert code == 0 and stdout == ""
    assert err.splitlines() == [f"1 deal already in {out}: skipped", "no deal left to solve"]
    assert out.read_text() == kept


# --- a results file that is not one: refused, never read without end (issue 31, 8) -------


def _limited() -> None:
    # A runaway read of /dev/zero meets MemoryError, not the machine's swap.
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="Unix devices and FIFOs")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/full", "fifo"])
def test_out_must_be_a_regular_file(tmp_path: Path, device: str) -> None:
    if device == "fifo":
        target = tmp_path / "results.fifo"
        os.mkfifo(target)
    else:
        target = Path(device)
        if not target.exists():
            pytest.skip(f"needs {device}")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bakers_dozen_qt.cli.solve",
            "1",
            "--nodes",
            "2000",
            "--out",
            str(target),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=_limited,
    )
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "--out" in lines[0], done.stderr
    assert "not a regular file" in lines[0], done.stderr


def test_an_endless_line_in_the_results_file_is_not_read_whole(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "results.jsonl"
    with open(out, "wb") as f:
        f.truncate(64_000_000)  # 64 MB of zero bytes and no newline: one "line"
    tracemalloc.start()
    try:
        code, _, err = run(capsys, "1", "--nodes", "2000", "--out", str(out))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert code == 2 and "line 1 is not a result" in err
    assert peak < 8_000_000, f"{peak:,} bytes"
    assert out.stat().st_size == 64_000_000  # left alone
