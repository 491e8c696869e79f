#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for longest-palindromic-substring.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
import string
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 1000
ALPHABET = string.ascii_letters + string.digits
rng = random.Random(4009)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(s: str) -> str:
    """Tries lengths from longest to shortest and starts from left to right: the first hit is the answer."""
    n = len(s)
    for length in range(n, 0, -1):
        for start in range(n - length + 1):
            piece = s[start:start + length]
            if piece == piece[::-1]:
                return piece
    raise ValueError("empty string")


def word(n: int, letters: str = ALPHABET) -> str:
    return "".join(rng.choice(letters) for _ in range(n))


def palindrome(n: int, letters: str = ALPHABET) -> str:
    half = word(n // 2, letters)
    return half + (word(1, letters) if n % 2 else "") + half[::-1]


def cases():
    yield "a"
    yield "aa"
    yield "ab"
    yield "aA"                                             # case-sensitive: no length-2 palindrome
    yield "abacdfgdcaba"                                   # reversed copies that are not palindromes
    yield "abcbaxyzzyx"                                    # two of length 5 and 6: the even one wins
    yield "1221abba3443"                                   # three of length 4: the leftmost wins
    yield "a" * MAX_N
    yield ("ab" * MAX_N)[:MAX_N]
    yield word(MAX_N)                                      # short palindromes, many ties
    yield word(MAX_N, "ab")
    yield word(300) + palindrome(401) + word(299)
    yield palindrome(250, "xy") + word(500) + palindrome(250, "xy")   # equal lengths: the left one wins
    yield word(MAX_N - 600) + palindrome(600, "Qq")        # the longest sits at the very end


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, s in enumerate(cases(), start=1):
        assert 1 <= len(s) <= MAX_N and all(c in ALPHABET for c in s)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(s)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(s))}\n".encode())


if __name__ == "__main__":
    main()
