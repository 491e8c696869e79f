#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for subarray-sum-equals-k.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from bisect import bisect_left, bisect_right
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 200_000
LIMIT = 1000
rng = random.Random(4010)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(nums, k) -> int:
    """For every prefix value, the positions where it occurs; pairs i < j with P[j] - P[i] == k are counted
    by binary search among the positions of P[j] - k."""
    prefixes = [0]
    for value in nums:
        prefixes.append(prefixes[-1] + value)
    positions = {}
    for index, prefix in enumerate(prefixes):
        positions.setdefault(prefix, []).append(index)
    count = 0
    for j, prefix in enumerate(prefixes):
        earlier = positions.get(prefix - k, [])
        count += bisect_left(earlier, j) - bisect_right(earlier, -1)
    return count


def values(n, low=-LIMIT, high=LIMIT):
    return [rng.randint(low, high) for _ in range(n)]


def cases():
    yield [5], 5
    yield [5], -5
    yield [-1000], -1000
    yield [1, -1, 1, -1], 0
    yield [1, 2, 3], 6
    yield [1, 2, 3], 7
    yield [2, -2, 2, -2, 2], 2
    yield values(500, -3, 3), 2
    yield values(2_000), 1_000
    yield [1000] * 10_000, 10**7                            # the whole array: the largest k
    yield values(10_000, -5, 5), 0
    yield values(10_000, 0, 10), 50                        # non-negative values
    yield values(MAX_N, -10, 10), 7                        # maximum size, many hits
    yield [0] * MAX_N, 0                                   # maximum size, about 2*10^10 subarrays


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, (nums, k) in enumerate(cases(), start=1):
        assert 1 <= len(nums) <= MAX_N and all(abs(v) <= LIMIT for v in nums) and abs(k) <= 10**7
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(nums)}\n{dump(k)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(nums, k))}\n".encode())


if __name__ == "__main__":
    main()
