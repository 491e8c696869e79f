#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for minimum-window-substring.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Small tests are cross-checked against a brute force over all windows.
Run: python3 generators/generate.py
"""
import json
import random
import string
from collections import Counter
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LETTERS = string.ascii_letters
rng = random.Random(4011)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(s: str, t: str) -> str:
    """For every end, the latest start that still covers t; the first strictly shorter window wins."""
    need = Counter(t)
    missing = len(t)
    start = 0
    best = None
    for end, c in enumerate(s):
        if need[c] > 0:
            missing -= 1
        need[c] -= 1
        if missing:
            continue
        while need[s[start]] < 0:
            need[s[start]] += 1
            start += 1
        if best is None or end - start + 1 < best[1] - best[0]:
            best = (start, end + 1)
    return "" if best is None else s[best[0]:best[1]]


def brute(s: str, t: str) -> str:
    need = Counter(t)
    for length in range(len(t), len(s) + 1):
        for start in range(len(s) - length + 1):
            have = Counter(s[start:start + length])
            if all(have[c] >= k for c, k in need.items()):
                return s[start:start + length]
    return ""


def word(n: int, letters: str = LETTERS) -> str:
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    yield "a", "a"
    yield "a", "b"
    yield "a", "aa"
    yield "Aa", "a"                                        # case-sensitive
    yield "abc", "cba"
    yield "aabbaab", "aab"
    yield "xyzzyx", "zz"
    yield word(60, "abc"), "aabc"
    yield word(200, "abcd"), word(8, "abcd")
    yield word(2_000), word(30)
    yield word(10_000, "ab"), "a" * 4_000 + "b" * 4_000
    yield word(5_000), word(5_000)                         # t as long as s: usually no window
    # Maximum size: the only Z is at both ends, so the answer is the whole of s or nothing.
    middle = word(MAX_N - 2, string.ascii_lowercase)
    yield "Z" + middle + "Z", "ZZ"
    yield word(MAX_N, string.ascii_lowercase), "Q" + word(MAX_N - 1, string.ascii_lowercase)


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, (s, t) in enumerate(cases(), start=1):
        assert 1 <= len(s) <= MAX_N and 1 <= len(t) <= MAX_N and (s + t).isalpha()
        answer = solve(s, t)
        if len(s) <= 200:
            assert answer == brute(s, t), (s, t)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(s)}\n{dump(t)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(answer)}\n".encode())


if __name__ == "__main__":
    main()
