#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for longest-substring-without-repeat.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
import string
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
# Printable ASCII without the two characters that JSON would have to escape.
ALPHABET = "".join(chr(c) for c in range(32, 127) if chr(c) not in '"\\')
rng = random.Random(4004)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(s: str) -> int:
    last_seen = {}
    best = start = 0
    for end, c in enumerate(s):
        if last_seen.get(c, -1) >= start:
            start = last_seen[c] + 1
        last_seen[c] = end
        best = max(best, end - start + 1)
    return best


def word(n: int, letters: str) -> str:
    return "".join(rng.choice(letters) for _ in range(n))


def shuffled(letters: str) -> str:
    chars = list(letters)
    rng.shuffle(chars)
    return "".join(chars)


def cases():
    yield ""
    yield " "
    yield "bbbbb"
    yield "au"
    yield "dvdf"
    yield "tmmzuxt"
    yield "a b c a"                                        # spaces count as characters
    yield "aA" * 10 + "Ab"                                # case matters
    yield shuffled(ALPHABET)                               # every character once
    yield word(2_000, "abcdef")
    yield word(10_000, ALPHABET)
    yield word(10_000, "ab")
    yield (shuffled(ALPHABET) * (10_000 // len(ALPHABET) + 1))[:10_000]
    yield word(5_000, string.digits) + shuffled(string.ascii_letters) + word(5_000, string.digits)
    yield word(MAX_N, ALPHABET)                                          # maximum size, random
    yield "x" * (MAX_N - len(ALPHABET)) + shuffled(ALPHABET)             # maximum size, best window at the very end


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, s in enumerate(cases(), start=1):
        assert len(s) <= MAX_N and all(c in ALPHABET for c in s)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(s)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(s))}\n".encode())


if __name__ == "__main__":
    main()
