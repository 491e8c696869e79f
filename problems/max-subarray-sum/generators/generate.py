#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for max-subarray-sum.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LIMIT = 10**4
rng = random.Random(4007)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(nums) -> int:
    """Best sum over all blocks, as max over j of (prefix[j] - smallest earlier prefix)."""
    best = nums[0]
    prefix = 0
    smallest_prefix = 0
    for value in nums:
        prefix += value
        best = max(best, prefix - smallest_prefix)
        smallest_prefix = min(smallest_prefix, prefix)
    return best


def values(n, low=-LIMIT, high=LIMIT):
    return [rng.randint(low, high) for _ in range(n)]


def cases():
    yield [7]
    yield [-LIMIT]
    yield [0, 0, 0]
    yield [-5, 0, -3]
    yield [2, -1, 2, -1, 2]
    yield [10, -11, 10]
    yield [-1, -2, -3, -1000, -1]
    yield values(1_000)
    yield values(1_000, -LIMIT, 100)                       # mostly negative
    yield [LIMIT] * 10_000                                 # the whole array: 10^8
    yield values(10_000, -100, LIMIT)                      # mostly positive
    yield values(MAX_N)                                    # maximum size, mixed signs
    yield values(MAX_N, -LIMIT, -1)                        # maximum size, all negative


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, nums in enumerate(cases(), start=1):
        assert 1 <= len(nums) <= MAX_N and all(abs(v) <= LIMIT for v in nums)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(nums)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(nums))}\n".encode())


if __name__ == "__main__":
    main()
