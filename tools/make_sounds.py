"""Synthesise the sound cues of the packaged themes (standard library only).

    python tools/make_sounds.py          # writes assets/sounds/*.wav

Short, quiet, original sounds: paper-like noise for the cards (a riffle, a slide, a flip) and
soft bell tones for the results. Deterministic: the same files every run.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def mix_into(target: Signal, source: Signal, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if start + len(source) > len(target):
        target.extend([0.0] * (start + len(source) - len(target)))
    for i, v in enumerate(source):
        target[start + i] += v * gain


def lowpass(signal: Signal, cutoff: float) -> Signal:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in signal:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [v - w for v, w in zip(signal, low, strict=True)]


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]


def slide(seconds: float, rng: random.Random, bright: float = 2500) -> Signal:
    """A card sliding over felt: band-limited noise that swells and fades."""
    s = highpass(lowpass(noise(seconds, rng), bright), 300)
    n = len(s)
    return [v * math.sin(math.pi * i / n) ** 1.5 for i, v in enumerate(s)]


def click(rng: random.Random, seconds: float = 0.012, bright: float = 5000) -> Signal:
    s = highpass(lowpass(noise(seconds, rng), bright), 900)
    n = len(s)
    return [v * (1 - i / n) ** 2 for i, v in enumerate(s)]


def bell(freq: float, seconds: float, brightness: float = 0.35) -> Signal:
    """A soft bell: a few inharmonic partials with exponential decay."""
    partials = [
        (1.0, 1.0, 1.0),
        (2.0, brightness, 1.8),
        (3.01, brightness * 0.4, 2.6),
        (4.2, brightness * 0.2, 3.5),
    ]
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        v = 0.0
        for ratio, amp, damp in partials:
            v += (
                amp * math.exp(-damp * 3.2 * t / seconds) * math.sin(2 * math.pi * freq * ratio * t)
            )
        attack = min(1.0, t / 0.004)
        out.append(v * attack * 0.45)
    return out


def tone(freq: float, seconds: float, slide_to: float | None = None) -> Signal:
    """A rounded, slightly hollow tone (for refusals)."""
    out = []
    phase = 0.0
    n = int(seconds * RATE)
    for i in range(n):
        f = freq if slide_to is None else freq + (slide_to - freq) * i / n
        phase += 2 * math.pi * f / RATE
        v = math.sin(phase) + 0.3 * math.sin(3 * phase) / 3
        e = min(1.0, i / (0.01 * RATE)) * (1 - i / n) ** 1.5
        out.append(v * e * 0.5)
    return out


NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
NOTE = {name: 440 * 2 ** ((k - 9) / 12) for k, name in enumerate(NAMES)}


def note(name: str, octave: int) -> float:
    return NOTE[name] * 2 ** (octave - 4)


def make_shuffle(rng: random.Random) -> Signal:
    out = silence(0.75)
    t = 0.02
    count = 44
    for i in range(count):
        gain = 0.35 + 0.65 * math.sin(math.pi * i / count)
        mix_into(out, click(rng, 0.014, 4200), t, gain * 0.8)
        t += 0.012 + 0.004 * math.sin(i * 0.7) + rng.uniform(0, 0.003)
    mix_into(out, slide(0.16, rng, 1800), t, 0.5)  # the cards squared up
    return out


def make_deal(rng: random.Random) -> Signal:
    out = silence(0.2)
    mix_into(out, slide(0.14, rng, 2600), 0.0, 0.8)
    mix_into(out, click(rng, 0.01, 2500), 0.125, 0.35)
    return out


def make_flip(rng: random.Random) -> Signal:
    out = silence(0.14)
    mix_into(out, slide(0.06, rng, 4000), 0.0, 0.7)
    mix_into(out, click(rng, 0.015, 3000), 0.055, 0.9)
    return out


def make_swap(rng: random.Random) -> Signal:
    out = silence(0.36)
    mix_into(out, slide(0.13, rng, 2600), 0.0, 0.7)
    mix_into(out, slide(0.13, rng, 2000), 0.17, 0.7)
    return out


def make_refuse(rng: random.Random) -> Signal:
    out = silence(0.4)
    mix_into(out, tone(330, 0.14), 0.0, 0.8)
    mix_into(out, tone(247, 0.22, 220), 0.13, 0.8)
    return out


def make_life_lost(rng: random.Random) -> Signal:
    out = silence(0.8)
    for k, (name, octave) in enumerate((("E", 5), ("C", 5), ("A", 4))):
        mix_into(out, bell(note(name, octave), 0.5, 0.2), k * 0.14, 0.7)
    return out


def make_round_won(rng: random.Random) -> Signal:
    out = silence(1.0)
    for k, (name, octave) in enumerate((("C", 6), ("E", 6), ("G", 6))):
        mix_into(out, bell(note(name, octave), 0.7), k * 0.09, 0.6)
    return out


def make_round_lost(rng: random.Random) -> Signal:
    out = silence(0.8)
    mix_into(out, bell(note("G", 5), 0.55, 0.15), 0.0, 0.6)
    mix_into(out, bell(note("D#", 5), 0.6, 0.15), 0.16, 0.6)
    return out


def make_match_won(rng: random.Random) -> Signal:
    out = silence(1.7)
    seq = (("C", 5), ("E", 5), ("G", 5), ("C", 6))
    for k, (name, octave) in enumerate(seq):
        mix_into(out, bell(note(name, octave), 0.6), k * 0.11, 0.55)
    for name, octave in (("C", 5), ("E", 5), ("G", 5), ("C", 6)):
        mix_into(out, bell(note(name, octave), 1.2, 0.3), 0.5, 0.32)
    return out


def make_match_lost(rng: random.Random) -> Signal:
    out = silence(1.4)
    for k, (name, octave) in enumerate((("G", 4), ("F", 4), ("D#", 4), ("D", 4))):
        mix_into(out, bell(note(name, octave), 0.7 if k < 3 else 1.0, 0.12), k * 0.24, 0.7)
    return out


CUES: dict[str, Callable[[random.Random], Signal]] = {
    "shuffle": make_shuffle,
    "deal": make_deal,
    "flip": make_flip,
    "swap": make_swap,
    "refuse": make_refuse,
    "life_lost": make_life_lost,
    "round_won": make_round_won,
    "round_lost": make_round_lost,
    "match_won": make_match_won,
    "match_lost": make_match_lost,
}


def write_wav(path: Path, signal: Signal, peak: float = 0.6) -> None:
    top = max(1e-9, max(abs(v) for v in signal))
    scale = peak / top
    n = len(signal)
    fade = int(0.005 * RATE)
    frames = bytearray()
    for i, v in enumerate(signal):
        if i > n - fade:
            v *= (n - i) / fade
        frames += struct.pack("<h", int(max(-1.0, min(1.0, v * scale)) * 32767))
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else ROOT / "assets" / "sounds"
    for k, (name, make) in enumerate(CUES.items()):
        rng = random.Random(1000 + k)
        peak = 0.5 if name in ("deal", "flip", "swap", "shuffle") else 0.6
        write_wav(folder / f"{name}.wav", make(rng), peak)
    total = sum((folder / f"{name}.wav").stat().st_size for name in CUES)
    print(f"wrote {len(CUES)} sounds to {folder} ({total // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
