#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for valid-palindrome.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
import string
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 200_000
PRINTABLE = "".join(chr(c) for c in range(32, 127) if chr(c) not in '"\\')
SYMBOLS = "".join(c for c in PRINTABLE if not c.isalnum())
rng = random.Random(4013)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(s: str) -> bool:
    kept = "".join(c for c in s if c in string.ascii_letters + string.digits).lower()
    return kept == kept[::-1]


def noisy(core: str, noise: float) -> str:
    """Scatters symbols between the characters and randomises letter case."""
    out = []
    for c in core:
        while rng.random() < noise:
            out.append(rng.choice(SYMBOLS))
        out.append(c.upper() if rng.random() < 0.5 else c)
    return "".join(out)


def palindrome_core(n: int, letters: str) -> str:
    half = "".join(rng.choice(letters) for _ in range(n // 2))
    middle = rng.choice(letters) if n % 2 else ""
    return half + middle + half[::-1]


def break_one(core: str) -> str:
    """Changes one character of the first half to a different letter or digit."""
    chars = list(core)
    i = rng.randrange(len(chars) // 2)
    chars[i] = "7" if chars[i] != "7" else "q"
    return "".join(chars)


ALNUM = string.ascii_lowercase + string.digits


def cases():
    yield "a"
    yield "?"
    yield "ab"
    yield "Aa"                                             # case does not matter
    yield "1a1"
    yield "a1b2 2B1A"
    yield "1,2:3;2-1"
    yield "ab2a"                                           # digits are compared too
    yield "       "
    yield noisy(palindrome_core(1_000, ALNUM), 0.5)
    yield noisy(break_one(palindrome_core(1_000, ALNUM)), 0.5)
    yield "".join(rng.choice(SYMBOLS) for _ in range(10_000))
    yield noisy(palindrome_core(120_000, "ab1"), 0.35)[:MAX_N]            # maximum size, true
    yield noisy(break_one(palindrome_core(120_000, ALNUM)), 0.35)[:MAX_N]  # maximum size, false


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, s in enumerate(cases(), start=1):
        assert 1 <= len(s) <= MAX_N and all(c in PRINTABLE for c in s)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(s)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(s))}\n".encode())


if __name__ == "__main__":
    main()
