#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for valid-anagram.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
import string
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 200_000
rng = random.Random(4003)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(s: str, t: str) -> bool:
    return sorted(s) == sorted(t)


def word(n: int, letters: str = string.ascii_lowercase) -> str:
    return "".join(rng.choice(letters) for _ in range(n))


def shuffled(s: str) -> str:
    chars = list(s)
    rng.shuffle(chars)
    return "".join(chars)


def swap_one_letter(s: str) -> str:
    """Same length, one position replaced by a different letter."""
    chars = list(s)
    i = rng.randrange(len(chars))
    chars[i] = "a" if chars[i] != "a" else "b"
    return "".join(chars)


def cases():
    yield "a", "a"
    yield "a", "b"
    yield "ab", "a"
    yield "abc", "abcc"
    yield "aabbcc", "abcabc"
    yield "aaab", "abbb"                                   # same letters, different counts
    yield "zyxwvutsrqponmlkjihgfedcba", string.ascii_lowercase
    base = word(1_000)
    yield base, shuffled(base)
    yield base, swap_one_letter(shuffled(base))
    medium = word(10_000)
    yield medium, medium[::-1]
    yield "a" * 10_000, "a" * 9_999 + "b"
    yield "a" * 5_000 + "b" * 5_000, "b" * 5_000 + "a" * 5_000
    yield word(10_000, "xy"), word(9_999, "xy")
    big = word(MAX_N)
    yield big, shuffled(big)                               # maximum size, true
    yield big, swap_one_letter(shuffled(big))              # maximum size, differs in one letter only


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, (s, t) in enumerate(cases(), start=1):
        assert 1 <= len(s) <= MAX_N and 1 <= len(t) <= MAX_N
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(s)}\n{dump(t)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(s, t))}\n".encode())


if __name__ == "__main__":
    main()
