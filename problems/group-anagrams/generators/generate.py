#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for group-anagrams.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
import string
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 10_000
MAX_LEN = 30
rng = random.Random(4005)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(strs):
    by_letters = {}
    for word in strs:
        by_letters.setdefault("".join(sorted(word)), []).append(word)
    return sorted(sorted(group) for group in by_letters.values())


def word(n: int, letters: str = string.ascii_lowercase) -> str:
    return "".join(rng.choice(letters) for _ in range(n))


def rearranged(w: str) -> str:
    chars = list(w)
    rng.shuffle(chars)
    return "".join(chars)


def families(count, size, length, letters=string.ascii_lowercase):
    """count roots, each spread into size shuffled copies, all mixed together."""
    roots = [word(length() if callable(length) else length, letters) for _ in range(count)]
    strs = [rearranged(root) for root in roots for _ in range(size)]
    rng.shuffle(strs)
    return strs


def cases():
    yield [""]
    yield ["a"]
    yield ["abc", "bca", "cab", "abc"]                     # a repeated word stays twice
    yield ["a", "b", "c", "ab", "ba", "abc"]
    yield ["aab", "abb", "bab", "aba", "bba", "baa"]       # same letters, different counts
    yield ["", "", "", "x", "", "y"]
    yield families(30, 4, lambda: rng.randint(1, 6), "abc")
    yield [word(rng.randint(0, 3), "ab") for _ in range(1_000)]          # few, large groups
    yield families(100, 3, MAX_LEN)
    yield families(200, 2, lambda: rng.randint(0, MAX_LEN), "xyz")
    yield [rearranged("a" * 5 + "b" * 5) for _ in range(2_000)]          # one big group
    yield families(MAX_N // 5, 5, MAX_LEN)                               # maximum size, groups of five
    yield [word(MAX_LEN) for _ in range(MAX_N)]                          # maximum size, nearly all alone


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, strs in enumerate(cases(), start=1):
        assert 1 <= len(strs) <= MAX_N and all(len(w) <= MAX_LEN and w.islower() or w == "" for w in strs)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(strs)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(strs))}\n".encode())


if __name__ == "__main__":
    main()
