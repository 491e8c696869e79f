#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for best-time-stock.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LIMIT = 10**4
rng = random.Random(4014)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(prices) -> int:
    """The best later selling price for each day, from a suffix maximum."""
    best = 0
    highest_later = -1
    for price in reversed(prices):
        best = max(best, highest_later - price)
        highest_later = max(highest_later, price)
    return best


def values(n, low=0, high=LIMIT):
    return [rng.randint(low, high) for _ in range(n)]


def cases():
    yield [5]
    yield [0, LIMIT]
    yield [LIMIT, 0]
    yield [3, 3, 3]
    yield [2, 4, 1]                                        # the minimum comes after the maximum
    yield [9, 2, 8, 1, 5]
    yield [1, 2, 3, 4, 5]
    yield values(1_000)
    yield sorted(values(10_000), reverse=True)             # falling prices: 0
    yield [LIMIT - (i % 100) * 50 - i // 1000 for i in range(10_000)]
    yield values(MAX_N)                                    # maximum size, random
    # Maximum size: prices drift down, and the best trade buys at the very end.
    yield [LIMIT - i // 10 for i in range(MAX_N - 1)] + [LIMIT]


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, prices in enumerate(cases(), start=1):
        assert 1 <= len(prices) <= MAX_N and all(0 <= p <= LIMIT for p in prices)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(prices)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(prices))}\n".encode())


if __name__ == "__main__":
    main()
