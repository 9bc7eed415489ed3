"""Start-up as the player sees it (a benchmark, not a test).

    uv run python benchmarks/frame_bench.py [--runs 5] [--frozen PATH] [--rounds 1]

Times each start from the launch of the program to the first frame on the screen that
shows the window's content, from outside the process. The benchmark starts its own X
server, Xvfb with its framebuffer in a file (``-fbdir``) and openbox as window manager,
and reads that file every few milliseconds: what is there is what a player would see, and
reading it asks nothing of the X server or the program. A frame counts when at least 95%
of the sampled pixels that the window changes on the screen (against the empty screen
before the launch) already hold the colour they hold once the window has settled (no
large change for a second): a window shown but not yet painted, or painted but without
its table, does not count; the toolbar's icons or the clock's next second do not hold it
back.

Programs, started in turn within each run so that the machine's load falls on all alike:

- ``bare``: a bare PySide6 window (QtWidgets only, a main window painting a label) of
  the game's size, 1280 x 820: the floor for any PySide app on this machine;
- ``source``: ``bakers-dozen --deal 1`` from this checkout, bytecode cached;
- ``frozen`` with ``--frozen build/dist/bakers-dozen/bakers-dozen``: the PyInstaller build.

Each program of ours starts twice a run: as a returning player (a data folder that holds
the settings, the saved game and the rendered cards of an earlier start) and as a new
player on a first start (an empty data folder each time). Peak RSS is the process's
``VmHWM`` when the first frame is seen. Prints each kind's median, spread and its ratio
to the bare window's median, and the load average before and after the run; ``--rounds N``
repeats the whole run N times (the targets must hold in consecutive runs). Bars
(issue 40): returning player within 1.6 x bare, first start within 2 x bare, peak RSS at
the first frame at most 90 MB. ``--check`` makes the exit status 1 when the last round
misses a bar.
"""

from __future__ import annotations

import argparse
import mmap
import os
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

SCREEN = (1600, 1000)  # room for the game's preferred 1280 x 820 window and its frame
POLL_S = 0.004
SETTLED_S = 1.0  # no large change for this long: the window has settled
LARGE = 0.01  # a change of more than this share of the samples is large
SHOWN = 0.95  # this share of the window's changed pixels in their final colour
ROWS = 8  # every 8th row of the screen is read
BARS = {"returning": 1.6, "first": 2.0}
RSS_BAR_MB = 90.0

BARE = """
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(["bare"])
window = QMainWindow()
label = QLabel("Baker's Dozen")
label.setAlignment(Qt.AlignmentFlag.AlignCenter)
window.setCentralWidget(label)
window.resize(1280, 820)
window.show()
app.exec()
"""


class Framebuffer:
    """The screen of an Xvfb started with ``-fbdir``: an XWD file the server draws into."""

    def __init__(self, path: Path) -> None:
        self._file = path.open("rb")
        self._map = mmap.mmap(self._file.fileno(), 0, access=mmap.ACCESS_READ)
        # XWD header: big-endian 32-bit fields; the pixels follow the header and colours.
        fields = struct.unpack(">25I", self._map[:100])
        header_size, bits_per_pixel, bytes_per_line = fields[0], fields[11], fields[12]
        height, ncolors = fields[5], fields[19]
        if bits_per_pixel != 32:
            raise SystemExit(f"frame_bench: a 32-bit screen is needed, not {bits_per_pixel}")
        start = header_size + 12 * ncolors
        self._pixels = memoryview(self._map)[start : start + height * bytes_per_line]
        self._rows = [
            slice(row * bytes_per_line, (row + 1) * bytes_per_line)
            for row in range(0, height, ROWS)
        ]

    def sample(self) -> bytes:
        """Every ROWS-th row of the screen as it is now (whole rows: fast to copy)."""
        pixels = self._pixels
        return b"".join([pixels[row] for row in self._rows])

    def save(self, path: Path, pixels: bytes) -> None:
        """The whole screen ``pixels`` (from ``whole``) as a PPM picture."""
        rgb = bytearray(len(pixels) // 4 * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = pixels[2::4], pixels[1::4], pixels[0::4]
        path.write_bytes(f"P6 {SCREEN[0]} {SCREEN[1]} 255\n".encode() + rgb)

    def whole(self) -> bytes:
        return self._pixels.tobytes()

    def close(self) -> None:
        self._pixels.release()
        self._map.close()
        self._file.close()


def _pixels(sample: bytes) -> memoryview:
    return memoryview(sample).cast("I")[::7]  # enough to judge a frame by


def _share_changed(a: bytes, b: bytes) -> float:
    """Roughly (one pixel in 63 of the rows read: it runs while the program starts)."""
    pa, pb = _pixels(a)[::9], _pixels(b)[::9]
    return sum(1 for x, y in zip(pa, pb, strict=True) if x != y) / len(pa)


@dataclass
class Frame:
    seconds: float
    sample: bytes
    rss_mb: float
    whole: bytes = b""  # the whole screen, kept for --shots


@dataclass
class Start:
    seconds: float | None  # None: no frame with the content came
    rss_mb: float
    mapped: float | None = None  # the first large change: the window's frame, say


def _watch_closely() -> bool:
    """Run the watcher above the machine's other work (root only): on a loaded machine it
    would otherwise look at the screen tens of milliseconds late. The programs watched
    run at the ordinary priority."""
    try:
        os.setpriority(os.PRIO_PROCESS, 0, -10)
    except PermissionError:
        return False
    return True


def _ordinary_priority() -> None:
    os.setpriority(os.PRIO_PROCESS, 0, 0)


def _rss_mb(pid: int) -> float:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _wait_for_empty(fb: Framebuffer, empty: bytes) -> None:
    """Until the last program's window has left the screen (each start starts alike)."""
    deadline = time.perf_counter() + 10
    while fb.sample() != empty:
        if time.perf_counter() > deadline:
            raise SystemExit("frame_bench: the screen did not come back to empty")
        time.sleep(0.02)


def time_start(
    fb: Framebuffer,
    empty: bytes,
    command: list[str],
    env: dict[str, str],
    shots: Path | None = None,
) -> Start:
    """Launch ``command``; seconds to its first frame with the content, and RSS then.

    With ``shots`` (a file name's start), the frame before that one, that one and the
    settled window are saved as pictures to look at.
    """
    _wait_for_empty(fb, empty)
    frames = [Frame(0.0, empty, 0.0)]
    t0 = time.perf_counter()
    process = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=_ordinary_priority,
    )
    last_large = None
    try:
        while True:
            sample = fb.sample()
            now = time.perf_counter() - t0  # after the read: the frame was there by then
            if sample != frames[-1].sample:
                whole = fb.whole() if shots else b""
                frames.append(Frame(now, sample, _rss_mb(process.pid), whole))
                if _share_changed(sample, frames[-2].sample) > LARGE:
                    last_large = now
            if last_large is not None and now - last_large > SETTLED_S:
                break
            if now > 60 or process.poll() is not None:
                return Start(None, 0.0)
            time.sleep(POLL_S)
    finally:
        process.send_signal(signal.SIGTERM)  # the game saves and ends as on a logout
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    final = _pixels(frames[-1].sample)
    changed = [i for i, (x, y) in enumerate(zip(_pixels(empty), final, strict=True)) if x != y]
    for n, frame in enumerate(frames[1:], start=1):
        pixels = _pixels(frame.sample)
        shown = sum(1 for i in changed if pixels[i] == final[i])
        if shown >= SHOWN * len(changed):
            if shots is not None:
                for suffix, seen in (("before", frames[n - 1]), ("first", frame)):
                    if seen.whole:
                        name = f"{shots.name}-{suffix}-{seen.seconds * 1000:.0f}ms.ppm"
                        fb.save(shots.with_name(name), seen.whole)
                fb.save(shots.with_name(f"{shots.name}-settled.ppm"), frames[-1].whole)
            mapped = next(f.seconds for f in frames if _share_changed(f.sample, empty) > LARGE)
            return Start(frame.seconds, frame.rss_mb, mapped)
    return Start(None, 0.0)


@contextmanager
def x_server() -> Iterator[tuple[str, Path]]:
    """A fresh Xvfb (on a free display) with openbox; yields DISPLAY and its framebuffer."""
    for tool in ("Xvfb", "openbox"):
        if shutil.which(tool) is None:
            raise SystemExit(f"frame_bench: {tool} is not installed")
    with tempfile.TemporaryDirectory() as fbdir:
        read, write = os.pipe()
        size = f"{SCREEN[0]}x{SCREEN[1]}x24"
        command = ["Xvfb", "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp"]
        xvfb = subprocess.Popen(
            [*command, "-fbdir", fbdir],
            pass_fds=(write,),
            preexec_fn=_ordinary_priority,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as answer:
            display = ":" + answer.readline().strip()
        env = {**os.environ, "DISPLAY": display}
        wm = subprocess.Popen(
            ["openbox"], env=env, stderr=subprocess.DEVNULL, preexec_fn=_ordinary_priority
        )
        try:
            time.sleep(1.0)  # openbox takes the screen
            yield display, Path(fbdir) / "Xvfb_screen0"
        finally:
            for process in (wm, xvfb):
                process.terminate()
                process.wait()


def _env(display: str, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        Path(home, var.lower()).mkdir(mode=0o700, parents=True, exist_ok=True)
        env[var] = str(home / var.lower())
    return env


@dataclass
class Kind:
    command: list[str]
    returning: bool  # False: a new player's empty data folder on each start
    seconds: list[float] = field(default_factory=list)
    rss_mb: list[float] = field(default_factory=list)
    missed: int = 0


def one_round(
    runs: int, frozen: Path | None, display: str, fb: Framebuffer, shots: Path | None
) -> dict[str, Kind]:
    game = str(Path(sys.executable).with_name("bakers-dozen"))
    programs = {"source": [game, "--deal", "1"]}
    if frozen is not None:
        programs["frozen"] = [str(frozen), "--deal", "1"]
    kinds = {"bare": Kind([sys.executable, "-c", BARE], returning=True)}
    for name, command in programs.items():
        kinds[f"{name} returning"] = Kind(command, returning=True)
        kinds[f"{name} first"] = Kind(command, returning=False)
    empty = fb.sample()
    with tempfile.TemporaryDirectory() as tmp:
        top = Path(tmp)
        pyc = {"PYTHONPYCACHEPREFIX": str(top / "pyc")}  # bytecode, as an installed app
        homes = {name: top / name.replace(" ", "-") for name in kinds}
        # One untimed start each: bytecode, the returning player's folder, the disk cache.
        for name, kind in kinds.items():
            time_start(fb, empty, kind.command, {**_env(display, homes[name]), **pyc})
        for run in range(runs):
            for name, kind in kinds.items():
                home = homes[name] if kind.returning else top / f"new-{name}-{run}"
                env = {**_env(display, home), **pyc}
                shot = shots / name.replace(" ", "-") if shots and run == 0 else None
                start = time_start(fb, empty, kind.command, env, shot)
                if start.seconds is None:
                    kind.missed += 1
                else:
                    kind.seconds.append(start.seconds)
                    kind.rss_mb.append(start.rss_mb)
    return kinds


def report(kinds: dict[str, Kind]) -> bool:
    """Print the round's figures; True when every bar holds."""
    bare = statistics.median(kinds["bare"].seconds)
    ok = True
    for name, kind in kinds.items():
        if not kind.seconds:
            print(f"{name:18} no frame seen")
            ok = False
            continue
        median = statistics.median(kind.seconds)
        ratio = median / bare
        rss = statistics.median(kind.rss_mb)
        verdict = ""
        if name != "bare":
            bar = BARS["returning" if kind.returning else "first"]
            held = ratio <= bar and rss <= RSS_BAR_MB
            ok &= held
            verdict = f"(bar {bar:g}x, {RSS_BAR_MB:g} MB) " + ("ok" if held else "MISSED")
        print(
            f"{name:18} {median:6.3f} s ({min(kind.seconds):.3f}-{max(kind.seconds):.3f})"
            f" {ratio:5.2f}x  RSS {rss:5.1f} MB  {verdict}"
            + (f"  [{kind.missed} starts showed no frame]" if kind.missed else "")
        )
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="starts of each kind a round")
    parser.add_argument("--rounds", type=int, default=1, help="whole runs, one after another")
    parser.add_argument("--frozen", type=Path, help="the frozen build's executable")
    parser.add_argument(
        "--shots", type=Path, help="save each kind's first frame (first run) to this folder"
    )
    parser.add_argument("--check", action="store_true", help="exit 1 when a bar is missed")
    args = parser.parse_args()
    if args.frozen is not None and not os.access(args.frozen, os.X_OK):
        print(f"frame_bench: {args.frozen} is not an executable", file=sys.stderr)
        return 2
    if not _watch_closely():
        print("frame_bench: not root: the watcher runs at the ordinary priority")
    ok = True
    with x_server() as (display, fb_path):
        fb = Framebuffer(fb_path)
        try:
            for number in range(1, args.rounds + 1):
                load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
                kinds = one_round(args.runs, args.frozen, display, fb, args.shots)
                after = " / ".join(f"{x:.1f}" for x in os.getloadavg())
                print(f"round {number}: load average {load} before, {after} after")
                ok = report(kinds)
        finally:
            fb.close()
    return 0 if ok or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
