#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for trapping-rain-water.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LIMIT = 10**5
rng = random.Random(4008)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(height) -> int:
    """Water level above every bar from prefix and suffix maxima."""
    n = len(height)
    right_max = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        right_max[i] = max(right_max[i + 1], height[i])
    total = 0
    left_max = 0
    for i, h in enumerate(height):
        left_max = max(left_max, h)
        total += min(left_max, right_max[i]) - h
    return total


def values(n, high=LIMIT):
    return [rng.randint(0, high) for _ in range(n)]


def cases():
    yield [5]
    yield [3, 0]
    yield [2, 0, 2]
    yield [0, 0, 0, 0]
    yield [5, 4, 3, 2, 1]
    yield [1, 2, 3, 4, 5]
    yield [3, 0, 0, 2, 0, 4]
    yield [5, 1, 5, 1, 5, 1, 5]
    yield values(1_000, 50)
    yield sorted(values(5_000)) + sorted(values(5_000), reverse=True)   # a mountain holds nothing
    yield sorted(values(5_000), reverse=True) + sorted(values(5_000))   # a valley holds a lot
    yield values(MAX_N)                                                 # maximum size, random
    yield [LIMIT] + [0] * (MAX_N - 2) + [LIMIT]                         # maximum size, about 10^10 units


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, height in enumerate(cases(), start=1):
        assert 1 <= len(height) <= MAX_N and all(0 <= h <= LIMIT for h in height)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(height)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(height))}\n".encode())


if __name__ == "__main__":
    main()
