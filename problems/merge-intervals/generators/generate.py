#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for merge-intervals.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 10_000
LIMIT = 10_000
rng = random.Random(4012)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(intervals):
    """Marks covered points and joins covered runs; a run also joins across a touching pair, so the
    points are doubled (2*start..2*end) to keep [1,2],[3,4] apart while [1,2],[2,3] joins."""
    covered = bytearray(2 * LIMIT + 2)
    for start, end in intervals:
        covered[2 * start:2 * end + 1] = b"\x01" * (2 * end - 2 * start + 1)
    merged = []
    point = 0
    while point <= 2 * LIMIT:
        if covered[point]:
            first = point
            while covered[point + 1]:
                point += 1
            merged.append([first // 2, point // 2])
        point += 1
    return merged


def interval(max_length, high=LIMIT):
    start = rng.randint(0, high)
    return [start, min(high, start + rng.randint(0, max_length))]


def cases():
    yield [[5, 5]]
    yield [[0, 0], [0, 0]]
    yield [[1, 2], [3, 4]]                                 # adjacent integers, but not touching
    yield [[1, 2], [2, 3]]
    yield [[1, 10], [2, 3], [4, 5], [6, 7]]                # everything inside the first
    yield [[6, 7], [4, 5], [2, 3], [1, 10]]
    yield [[0, LIMIT], [0, LIMIT], [LIMIT, LIMIT]]
    yield [interval(3, 100) for _ in range(40)]
    yield [interval(20) for _ in range(1_000)]
    yield [[i, i] for i in range(0, LIMIT + 1, 2)][::-1]   # 5001 single points, none touching
    yield [[i, i + 1] for i in range(0, LIMIT, 1)]        # a chain that touches all the way
    yield [interval(5) for _ in range(MAX_N)]              # maximum size, many short pieces
    yield [interval(LIMIT // 4) for _ in range(MAX_N)]     # maximum size, long overlapping pieces


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, intervals in enumerate(cases(), start=1):
        assert 1 <= len(intervals) <= MAX_N and all(0 <= a <= b <= LIMIT for a, b in intervals)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(intervals)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(intervals))}\n".encode())


if __name__ == "__main__":
    main()
