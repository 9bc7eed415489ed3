"""How soon a sound reaches the audio device, and what the mixing costs.

Plays the game's sounds through the player's own mixer and miniaudio's null device (which
pulls the mix in real time like a sound card, without one), at random moments, and
measures for each sound the time from ``play()`` to the moment the mix holding its first
samples is handed to the device: the latency the game adds before the system's own
output buffer. Also the time one ``render`` of a buffer takes with four sounds at once
(what the audio thread spends in Python per buffer).

    uv run python benchmarks/sound_bench.py [--plays 200] [--way null]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from array import array
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from bakers_dozen_qt.qt.sound.mixer import Mixer
from bakers_dozen_qt.qt.sound.player import BUFFER_MS, RATE, load_sounds


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--plays", type=int, default=200)
    p.add_argument("--way", default="null", help="a miniaudio backend (null: no card needed)")
    args = p.parse_args()
    import miniaudio

    sounds = load_sounds()
    mixer = Mixer()
    asked: dict[int, float] = {}
    heard: dict[int, float] = {}
    lock = threading.Lock()
    renders: list[float] = []

    def stream():  # type: ignore[no-untyped-def]
        frames = yield array("h")
        while True:
            with lock:
                waiting = [k for k in asked if k not in heard]
            t0 = time.perf_counter()
            out = mixer.render(frames)
            renders.append(time.perf_counter() - t0)
            now = time.perf_counter()
            with lock:
                for k in waiting:
                    heard[k] = now
            frames = yield out

    backend = miniaudio.Backend.__members__[args.way.upper()]
    device = miniaudio.PlaybackDevice(
        nchannels=1, sample_rate=RATE, buffersize_msec=BUFFER_MS, backends=[backend]
    )
    gen = stream()
    next(gen)
    device.start(gen)
    rng = random.Random(1)
    names = sorted(sounds)
    for k in range(args.plays):
        time.sleep(rng.uniform(0.005, 0.05))
        with lock:
            mixer.play(names[k % len(names)], sounds[names[k % len(names)]])
            asked[k] = time.perf_counter()
    time.sleep(0.2)
    device.close()
    waits = sorted((heard[k] - asked[k]) * 1000 for k in asked if k in heard)
    print(f"way out: miniaudio {args.way}, buffer {BUFFER_MS} ms, {RATE} Hz mono 16-bit")
    print(
        f"play() to the device: median {statistics.median(waits):.1f} ms, "
        f"95th {waits[int(len(waits) * 0.95)]:.1f} ms, max {waits[-1]:.1f} ms "
        f"({len(waits)} sounds)"
    )
    # The mixing itself, four sounds at once, one buffer's worth of frames.
    frames = RATE * BUFFER_MS // 1000
    bench = Mixer()
    costs = []
    for _ in range(300):
        for name in names[:4]:
            bench.play(name, sounds[name])
        t0 = time.perf_counter()
        bench.render(frames)
        costs.append((time.perf_counter() - t0) * 1000)
    print(
        f"render of {frames} frames, 4 sounds: median {statistics.median(costs):.2f} ms "
        f"(of a {BUFFER_MS} ms buffer); during the run: median "
        f"{statistics.median(renders) * 1000:.2f} ms over {len(renders)} buffers"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
