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
repeats the whole run N times (the targets must hold in consecutive runs).
``--above-load`` (root) runs the X server, the window manager, the bus and the programs
each in a session of its own whose scheduling group is at nice -20, above a shared
machine's other work: the figures then come near a quiet machine's. Bars
(issue 40): returning player within 1.6 x bare, first start within 2 x bare, peak RSS at
the first frame at most 90 MB. ``--check`` makes the exit status 1 when the last round
misses a bar.
"""

from __future__ import annotations

import argparse
import contextlib
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
SETTLE_S = 0.5  # a pause between one program's end and the next start
LARGE = 0.01  # a change of more than this share of the samples is large
SHOWN = 0.95  # this share of the window's changed pixels in their final colour
ROWS = 8  # every 8th row of the screen is read
BARS = {"returning": 1.6, "first": 2.0}
RSS_BAR_MB = 90.0

BARE = """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(["bare"])
window = QMainWindow()
window.setCentralWidget(QLabel("Baker's Dozen"))
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
    cpu_ms: float = 0.0
    whole: bytes = b""  # the whole screen, kept for --shots


@dataclass
class Start:
    seconds: float | None  # None: no frame with the content came
    rss_mb: float
    mapped: float | None = None  # the first large change: the window's frame, say
    cpu_ms: float = 0.0


_NICE = [0]  # the niceness of the desktop and the programs measured (--above-load)


def _watch_closely() -> bool:
    """Run the watcher above the machine's other work and above the programs it watches
    (root only): on a loaded machine it would otherwise look at the screen tens of
    milliseconds late."""
    try:
        os.setpriority(os.PRIO_PROCESS, 0, max(-20, _NICE[0] - 5))
    except PermissionError:
        return False
    if _NICE[0]:
        _autogroup_nice(_NICE[0])
    return True


def _ordinary_priority() -> None:
    """The programs' (and the desktop's) priority: the ordinary one, or --above-load's.

    Linux shares the processor out by session first (autogroups) and by niceness only
    within one: above the load means a session of its own with its group's niceness set.
    """
    if _NICE[0]:
        os.setsid()
        _autogroup_nice(_NICE[0])
    os.setpriority(os.PRIO_PROCESS, 0, _NICE[0])


def _autogroup_nice(nice: int) -> None:
    # Without autogroups (or the file) the process's own niceness is all there is.
    with contextlib.suppress(OSError):
        Path("/proc/self/autogroup").write_text(str(nice))


def _rss_mb(pid: int) -> float:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _cpu_ms(pid: int) -> float:
    """Processor time the process's threads have had so far (schedstat: nanoseconds,
    where the tick-counted utime would round to 10 ms)."""
    total = 0
    with contextlib.suppress(OSError):
        for task in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(OSError, ValueError, IndexError):
                total += int((task / "schedstat").read_text().split()[0])
    return total / 1e6


def _wait_for_empty(fb: Framebuffer, empty: bytes) -> None:
    """Until the last program's window has left the screen, and a moment more for what
    its end set going (each start starts alike)."""
    deadline = time.perf_counter() + 10
    while fb.sample() != empty:
        if time.perf_counter() > deadline:
            raise SystemExit("frame_bench: the screen did not come back to empty")
        time.sleep(0.02)
    time.sleep(SETTLE_S)


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
                frames.append(Frame(now, sample, _rss_mb(process.pid), _cpu_ms(process.pid), whole))
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
            return Start(frame.seconds, frame.rss_mb, mapped, frame.cpu_ms)
    return Start(None, 0.0)


@dataclass
class Desktop:
    """The X server, its framebuffer file and the session's own folder and bus."""

    display: str
    framebuffer: Path
    runtime: Path  # XDG_RUNTIME_DIR, one for the session as on a desktop
    bus: str  # DBUS_SESSION_BUS_ADDRESS


@contextmanager
def desktop(accessibility: bool = False) -> Iterator[Desktop]:
    """A fresh Xvfb (on a free display), openbox and a session bus of their own.

    Without a session bus of its own each program would start one (D-Bus autolaunch)
    that outlives the benchmark; the services the programs ask for (Qt's accessibility
    bus, the desktop portal) start on this one, once, and end with it. The accessibility
    bus says no assistive technology is wanted (with ``accessibility``, that it is).
    All the same, once the desktop's services have started (the game's first start asks
    the portal), the accessibility bus is named on the screen's root window
    (``AT_SPI_BUS``) and Qt's accessibility is on in every program started after, the
    bare window's as the game's: as on most desktops, where that bus always runs.
    """
    for tool in ("Xvfb", "openbox", "dbus-daemon"):
        if shutil.which(tool) is None:
            raise SystemExit(f"frame_bench: {tool} is not installed")
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as top:
        runtime = Path(top, "runtime")
        runtime.mkdir(mode=0o700)
        screen = f"{SCREEN[0]}x{SCREEN[1]}x24"
        xvfb = ["Xvfb", "-screen", "0", screen, "-nolisten", "tcp", "-fbdir", top]
        display = _started([*xvfb, "-displayfd"], {})
        env = {"DISPLAY": f":{display.answer}", "XDG_RUNTIME_DIR": str(runtime)}
        bus = _started(["dbus-daemon", "--session", "--nofork", "--print-address"], env)
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.answer
        _set_accessibility(accessibility, {**os.environ, **env})
        wm = subprocess.Popen(
            ["openbox"],
            env={**os.environ, **env},
            stderr=subprocess.DEVNULL,
            preexec_fn=_ordinary_priority,
        )
        try:
            time.sleep(1.0)  # openbox takes the screen
            yield Desktop(env["DISPLAY"], Path(top, "Xvfb_screen0"), runtime, bus.answer)
        finally:
            for process in (wm, bus.process, display.process):
                process.terminate()
                process.wait()
            if _mounted(runtime / "doc"):  # the document portal's, should it linger
                subprocess.run(["fusermount", "-u", str(runtime / "doc")], check=False)


def _mounted(path: Path) -> bool:
    try:
        return path.is_mount()
    except OSError:  # a FUSE mount whose daemon has gone: still mounted, and in the way
        return True


def _set_accessibility(on: bool, env: dict[str, str]) -> None:
    """Say on the session's accessibility bus whether assistive technology is wanted
    (at-spi's bus launcher starts to answer; without at-spi nothing is said)."""
    value = "true" if on else "false"
    send = ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus"]
    status = ["string:org.a11y.Status", "string:IsEnabled", f"variant:boolean:{value}"]
    subprocess.run(
        [*send, "org.freedesktop.DBus.Properties.Set", *status],
        env=env,
        capture_output=True,
        check=False,
    )


@dataclass
class _Started:
    process: subprocess.Popen[bytes]
    answer: str  # the first line it wrote to the descriptor given


def _started(command: list[str], env: dict[str, str]) -> _Started:
    """Start ``command`` with a descriptor number appended, and read its first line."""
    read, write = os.pipe()
    process = subprocess.Popen(
        [*command, str(write)],
        env={**os.environ, **env},
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
        preexec_fn=_ordinary_priority,
    )
    os.close(write)
    with os.fdopen(read) as answer:
        return _Started(process, answer.readline().strip())


def program_env(desk: Desktop, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(
        DISPLAY=desk.display,
        QT_QPA_PLATFORM="xcb",
        XDG_RUNTIME_DIR=str(desk.runtime),
        DBUS_SESSION_BUS_ADDRESS=desk.bus,
    )
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        Path(home, var.lower()).mkdir(mode=0o700, parents=True, exist_ok=True)
        env[var] = str(home / var.lower())
    return env


@dataclass
class Kind:
    command: list[str]
    returning: bool  # False: a new player's empty data folder on each start
    seconds: list[float] = field(default_factory=list)
    rss_mb: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)
    missed: int = 0


def one_round(
    runs: int, frozen: Path | None, desk: Desktop, fb: Framebuffer, shots: Path | None
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
            time_start(fb, empty, kind.command, {**program_env(desk, homes[name]), **pyc})
        names = list(kinds)
        for run in range(runs):
            # Each run starts with another kind: none always follows the same one.
            for name in names[run % len(names) :] + names[: run % len(names)]:
                kind = kinds[name]
                home = homes[name] if kind.returning else top / f"new-{name}-{run}"
                env = {**program_env(desk, home), **pyc}
                shot = shots / name.replace(" ", "-") if shots and run == 0 else None
                start = time_start(fb, empty, kind.command, env, shot)
                if start.seconds is None:
                    kind.missed += 1
                else:
                    kind.seconds.append(start.seconds)
                    kind.rss_mb.append(start.rss_mb)
                    kind.cpu_ms.append(start.cpu_ms)
    return kinds


def report(kinds: dict[str, Kind], samples: bool = False) -> bool:
    """Print the round's figures; True when every bar holds."""
    bare = statistics.median(kinds["bare"].seconds)
    bare_cpu = statistics.median(kinds["bare"].cpu_ms)
    ok = True
    for name, kind in kinds.items():
        if not kind.seconds:
            print(f"{name:18} no frame seen")
            ok = False
            continue
        median = statistics.median(kind.seconds)
        ratio = median / bare
        rss = statistics.median(kind.rss_mb)
        cpu = statistics.median(kind.cpu_ms)
        verdict = ""
        if name != "bare":
            bar = BARS["returning" if kind.returning else "first"]
            held = ratio <= bar and rss <= RSS_BAR_MB
            ok &= held
            verdict = f"(bar {bar:g}x, {RSS_BAR_MB:g} MB) " + ("ok" if held else "MISSED")
        print(
            f"{name:18} {median:6.3f} s ({min(kind.seconds):.3f}-{max(kind.seconds):.3f})"
            f" {ratio:5.2f}x  RSS {rss:5.1f} MB  CPU {cpu:4.0f} ms ({cpu / bare_cpu:4.2f}x)"
            f"  {verdict}" + (f"  [{kind.missed} starts showed no frame]" if kind.missed else "")
        )
        if samples:
            print(" " * 19 + " ".join(f"{t * 1000:.0f}" for t in sorted(kind.seconds)))
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="starts of each kind a round")
    parser.add_argument("--rounds", type=int, default=1, help="whole runs, one after another")
    parser.add_argument("--frozen", type=Path, help="the frozen build's executable")
    parser.add_argument(
        "--shots", type=Path, help="save each kind's first frame (first run) to this folder"
    )
    parser.add_argument(
        "--above-load",
        action="store_true",
        help="run the desktop and the programs at nice -20 (root): a machine loaded by "
        "other work at the ordinary priority then measures about as a quiet one",
    )
    parser.add_argument(
        "--accessibility",
        action="store_true",
        help="the accessibility bus says assistive technology is wanted (default: not)",
    )
    parser.add_argument("--samples", action="store_true", help="print every start's time")
    parser.add_argument("--check", action="store_true", help="exit 1 when a bar is missed")
    args = parser.parse_args()
    if args.frozen is not None and not os.access(args.frozen, os.X_OK):
        print(f"frame_bench: {args.frozen} is not an executable", file=sys.stderr)
        return 2
    if args.above_load:
        if os.geteuid() != 0:
            print("frame_bench: --above-load needs root", file=sys.stderr)
            return 2
        _NICE[0] = -20
    if not _watch_closely():
        print("frame_bench: not root: the watcher runs at the ordinary priority")
    ok = True
    with desktop(args.accessibility) as desk:
        fb = Framebuffer(desk.framebuffer)
        try:
            for number in range(1, args.rounds + 1):
                load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
                kinds = one_round(args.runs, args.frozen, desk, fb, args.shots)
                after = " / ".join(f"{x:.1f}" for x in os.getloadavg())
                above = ", desktop and programs at nice -20" if args.above_load else ""
                print(f"round {number}: load average {load} before, {after} after{above}")
                ok = report(kinds, args.samples)
        finally:
            fb.close()
    return 0 if ok or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
