"""Make the game's sound effects: ``python tools/make_sounds.py [OUT_DIR]``.

Every effect is synthesised here from noise and sine partials with the standard library
only (``wave``, ``math``, ``random`` with fixed seeds), so the files are ours, small, and
the same on every run.  Output: mono, 22050 Hz, 16-bit WAV files in ``assets/sounds``
(or OUT_DIR), each well under 100 KB.

    shuffle  a riffle shuffle: a burst of card edges flicking, then the pack squared
    deal     a card sliding off the pack and snapped down on the cloth
    chips    two or three counters clinking onto the pool
    win      a short rising flourish for a pool won
    bell     the head table's hand bell (party night)
    click    a soft tick for menu choices
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
PEAK = 0.85


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds (extending it if needed)."""
    start = int(at * RATE)
    need = start + len(sound)
    if need > len(into):
        into.extend([0.0] * (need - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def _noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def _lowpass(samples: list[float], cutoff: float) -> list[float]:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(samples: list[float], cutoff: float) -> list[float]:
    rc = 1 / (2 * math.pi * cutoff)
    a = rc / (rc + 1 / RATE)
    out, y, prev = [], 0.0, 0.0
    for x in samples:
        y = a * (y + x - prev)
        prev = x
        out.append(y)
    return out


def _envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """A quick linear attack, then an exponential decay with time constant ``decay``."""
    out = []
    for i, x in enumerate(samples):
        t = i / RATE
        env = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(x * env)
    return out


def _partials(freqs: list[tuple[float, float, float]], seconds: float, attack: float = 0.002) -> list[float]:
    """A sum of sines: (frequency, amplitude, decay time) each."""
    n = int(RATE * seconds)
    out = [0.0] * n
    for f, amp, decay in freqs:
        w = 2 * math.pi * f / RATE
        for i in range(n):
            t = i / RATE
            env = t / attack if t < attack else math.exp(-(t - attack) / decay)
            out[i] += amp * env * math.sin(w * i)
    return _fade_out(out, min(0.02, seconds / 4))  # no click where the tone is cut off


def _fade_out(samples: list[float], seconds: float) -> list[float]:
    n = min(len(samples), int(RATE * seconds))
    for k in range(n):
        samples[len(samples) - n + k] *= 1 - k / n
    return samples


# --- the effects ---------------------------------------------------------------------------

def _flick(rng: random.Random, brightness: float) -> list[float]:
    """One card edge slapping the next: a very short band of noise."""
    burst = _highpass(_noise(rng, 0.018), 900 + 1500 * brightness)
    burst = _lowpass(burst, 4500 + 2500 * brightness)
    return _envelope(burst, 0.0006, 0.0035)


def shuffle() -> list[float]:
    rng = random.Random(1001)
    out = _silence(0.95)
    # The riffle: edges flick faster in the middle and slow at the end.
    t = 0.03
    while t < 0.66:
        gap = 0.009 + 0.012 * abs(t - 0.3) / 0.3 + rng.uniform(0, 0.004)
        _mix(out, _flick(rng, rng.random()), t, rng.uniform(0.45, 0.9))
        t += gap
    # The two halves pushed together and the pack squared on the table.
    whoosh = _envelope(_lowpass(_highpass(_noise(rng, 0.16), 400), 2200), 0.04, 0.05)
    _mix(out, whoosh, 0.68, 0.35)
    tap = _envelope(_lowpass(_noise(rng, 0.05), 900), 0.001, 0.008)
    _mix(out, tap, 0.86, 0.9)
    _mix(out, _partials([(140, 0.5, 0.02)], 0.06), 0.86)
    return out


def deal() -> list[float]:
    rng = random.Random(1002)
    out = _silence(0.2)
    slide = _envelope(_lowpass(_highpass(_noise(rng, 0.07), 1800), 5000), 0.03, 0.02)
    _mix(out, slide, 0.0, 0.25)
    snap = _envelope(_lowpass(_highpass(_noise(rng, 0.06), 700), 6000), 0.0008, 0.009)
    _mix(out, snap, 0.06, 1.0)
    _mix(out, _partials([(190, 0.45, 0.018), (310, 0.2, 0.012)], 0.07), 0.06)
    return out


def _clink(rng: random.Random) -> list[float]:
    base = rng.uniform(2300, 2900)
    parts = [(base * r, a, d) for r, a, d in ((1.0, 0.6, 0.05), (1.47, 0.35, 0.04),
                                               (2.09, 0.25, 0.03), (2.74, 0.15, 0.02))]
    ring = _partials(parts, 0.16, attack=0.0008)
    click = _envelope(_highpass(_noise(rng, 0.01), 3000), 0.0003, 0.002)
    _mix(ring, click, 0.0, 0.6)
    return ring


def chips() -> list[float]:
    rng = random.Random(1003)
    out = _silence(0.42)
    t = 0.0
    for gain in (1.0, 0.7, 0.55):
        _mix(out, _clink(rng), t, gain)
        t += rng.uniform(0.06, 0.1)
    _mix(out, _envelope(_lowpass(_noise(rng, 0.05), 1200), 0.001, 0.01), 0.0, 0.25)
    return out


def win() -> list[float]:
    out = _silence(1.1)
    notes = (392.0, 523.25, 659.25, 783.99, 1046.5)
    for i, f in enumerate(notes):
        last = i == len(notes) - 1
        tone = _partials([(f, 0.5, 0.5 if last else 0.25), (2 * f, 0.18, 0.2), (3 * f, 0.08, 0.12)],
                         0.8 if last else 0.45, attack=0.006)
        _mix(out, tone, i * 0.085, 0.9 if last else 0.7)
    # The chord underneath the last note.
    chord = _partials([(523.25, 0.25, 0.45), (659.25, 0.2, 0.45), (783.99, 0.2, 0.45)], 0.7, attack=0.02)
    _mix(out, chord, 4 * 0.085, 0.7)
    return _fade_out(out[: int(RATE * 1.1)], 0.15)


def bell() -> list[float]:
    f = 880.0
    # A hand bell's partials are not harmonic: hum, prime, minor third, fifth, nominal, and above.
    parts = [(f * 0.5, 0.30, 0.9), (f, 0.55, 0.7), (f * 1.19, 0.28, 0.45), (f * 1.5, 0.2, 0.35),
             (f * 2.0, 0.32, 0.3), (f * 2.51, 0.14, 0.18), (f * 2.66, 0.12, 0.16), (f * 3.34, 0.08, 0.1)]
    out = _partials(parts, 1.4, attack=0.0015)
    rng = random.Random(1005)
    strike = _envelope(_highpass(_noise(rng, 0.02), 2500), 0.0003, 0.003)
    _mix(out, strike, 0.0, 0.5)
    return _fade_out(out, 0.3)


def click() -> list[float]:
    rng = random.Random(1006)
    out = _envelope(_lowpass(_highpass(_noise(rng, 0.03), 1500), 5000), 0.0004, 0.004)
    _mix(out, _partials([(1200, 0.3, 0.008)], 0.03), 0.0)
    return out


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "shuffle": shuffle, "deal": deal, "chips": chips, "win": win, "bell": bell, "click": click,
}


def to_pcm(samples: list[float]) -> bytes:
    """Normalise to the peak level and pack as 16-bit little-endian."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    scale = PEAK * 32767 / top
    return struct.pack(f"<{len(samples)}h", *(int(round(v * scale)) for v in samples))


def write(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(to_pcm(samples))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else Path(__file__).resolve().parents[1] / "assets" / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        path = out_dir / f"{name}.wav"
        write(path, make())
        print(f"{path}: {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
