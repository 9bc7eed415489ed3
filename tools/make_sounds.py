"""Synthesise the game's sounds as WAV files under assets/sounds/ (standard library only).

Run from the repository root:  uv run python tools/make_sounds.py [--out DIR]

Every sound is made here from sine waves and a seeded noise, shaped by short envelopes:
no recording and no sample from anywhere else. They are short (a tenth to under a second)
and quiet (peaks at a quarter of full scale), so that several at once never clip and
fast play never piles up into a roar. The output is deterministic: running the script
twice writes the same bytes, and tests/test_sound_assets.py checks the committed files
against it.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
PEAK = 0.25  # of full scale: quiet, with room for four sounds at once

Wave = list[float]


def _silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def _noise(seconds: float, seed: int) -> Wave:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def _tone(freq: float, seconds: float, *, bend: float = 0.0) -> Wave:
    """A sine from ``freq``, gliding by ``bend`` Hz over its length."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        f = freq + bend * i / n
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase))
    return out


def _envelope(wave: Wave, attack: float, decay: float) -> Wave:
    """A quick rise over ``attack`` seconds, then an exponential fall (``decay``: the time
    to fall to a third)."""
    a = max(1, int(RATE * attack))
    return [
        s * (min(1.0, i / a)) * math.exp(-max(0, i - a) / (RATE * decay))
        for i, s in enumerate(wave)
    ]


def _lowpass(wave: Wave, strength: float) -> Wave:
    """A one-pole low-pass (``strength`` near 1: darker)."""
    out, y = [], 0.0
    for s in wave:
        y = strength * y + (1 - strength) * s
        out.append(y)
    return out


def _mix(*waves: Wave, at: tuple[float, ...] = ()) -> Wave:
    starts = [int(RATE * t) for t in at] or [0] * len(waves)
    length = max(start + len(w) for start, w in zip(starts, waves, strict=True))
    out = [0.0] * length
    for start, w in zip(starts, waves, strict=True):
        for i, s in enumerate(w):
            out[start + i] += s
    return out


def _normal(wave: Wave, peak: float = PEAK) -> Wave:
    top = max(abs(s) for s in wave) or 1.0
    return [s * peak / top for s in wave]


def _fade_out(wave: Wave, seconds: float = 0.01) -> Wave:
    """No click at the end: the last ``seconds`` go to zero."""
    n = min(len(wave), int(RATE * seconds))
    return wave[: len(wave) - n] + [s * (n - i) / n for i, s in enumerate(wave[len(wave) - n :])]


# --- the sounds -------------------------------------------------------------------------------


def pick() -> Wave:
    """A card lifted: a soft, short brush of paper."""
    return _normal(_envelope(_lowpass(_noise(0.06, 1), 0.6), 0.004, 0.012), 0.12)


def put() -> Wave:
    """A card put down: a muffled tap."""
    tap = _envelope(_lowpass(_noise(0.08, 2), 0.8), 0.001, 0.010)
    thud = _envelope(_tone(180, 0.08, bend=-60), 0.001, 0.015)
    return _normal(_mix(tap, [0.5 * s for s in thud]), 0.18)


def refuse() -> Wave:
    """A move the rules refuse: two low notes, falling."""
    a = _envelope(_tone(233, 0.09), 0.005, 0.04)
    b = _envelope(_tone(196, 0.12), 0.005, 0.05)
    return _normal(_mix(a, b, at=(0.0, 0.09)), 0.16)


def foundation() -> Wave:
    """A card sent to its foundation: a small bright chime."""
    tone = _mix(_tone(1319, 0.25), [0.4 * s for s in _tone(2637, 0.25)])
    return _normal(_mix(_envelope(tone, 0.002, 0.06), put()), 0.2)


def turn() -> Wave:
    """A face-down card turned over: a quick flick."""
    flick = _envelope(_lowpass(_noise(0.05, 3), 0.3), 0.002, 0.008)
    return _normal(_mix(flick, flick, at=(0.0, 0.03)), 0.14)


def deal() -> Wave:
    """A new deal: a quick riffle of cards."""
    taps = [_envelope(_lowpass(_noise(0.03, 10 + k), 0.5), 0.001, 0.006) for k in range(9)]
    return _normal(_mix(*taps, at=tuple(0.035 * k for k in range(9))), 0.16)


def finish() -> Wave:
    """Auto Finish: a rising run of four notes."""
    notes = [523, 659, 784, 1047]
    parts = [_envelope(_tone(f, 0.14), 0.003, 0.05) for f in notes]
    return _normal(_mix(*parts, at=tuple(0.07 * k for k in range(4))), 0.2)


def win() -> Wave:
    """The win: a major chord, spread, with a glint on top."""
    chord = [_envelope(_tone(f, 0.9), 0.01, 0.3) for f in (523, 659, 784, 1047)]
    glint = _envelope(_tone(2093, 0.5), 0.005, 0.12)
    return _normal(_mix(*chord, glint, at=(0.0, 0.06, 0.12, 0.18, 0.3)), 0.22)


def undo() -> Wave:
    """Undo: the tap of a card put back, a little lower."""
    tap = _envelope(_lowpass(_noise(0.07, 4), 0.85), 0.001, 0.010)
    thud = _envelope(_tone(140, 0.07, bend=-30), 0.001, 0.015)
    return _normal(_mix(tap, [0.6 * s for s in thud]), 0.15)


SOUNDS: dict[str, Callable[[], Wave]] = {
    "pick": pick,
    "put": put,
    "refuse": refuse,
    "foundation": foundation,
    "turn": turn,
    "deal": deal,
    "finish": finish,
    "win": win,
    "undo": undo,
}


def wav_bytes(wave: Wave) -> bytes:
    """A mono 16-bit PCM WAV file at :data:`RATE`, written by hand so that no library's
    header choices can change the bytes."""
    samples = _fade_out(wave)
    data = struct.pack(f"<{len(samples)}h", *(round(max(-1, min(1, s)) * 32767) for s in samples))
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF",
        36 + len(data),
        b"WAVE",
        b"fmt ",
        16,
        1,  # PCM
        1,  # mono
        RATE,
        RATE * 2,
        2,
        16,
        b"data",
        len(data),
    )
    return header + data


def all_files() -> dict[str, bytes]:
    return {f"sounds/{name}.wav": wav_bytes(make()) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_out = Path(__file__).resolve().parent.parent / "assets"
    parser.add_argument("--out", type=Path, default=default_out, help="output folder")
    args = parser.parse_args(argv)
    for rel, data in all_files().items():
        target = args.out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
