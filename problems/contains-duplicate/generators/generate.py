#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for contains-duplicate.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LIMIT = 10**9
rng = random.Random(4002)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(nums) -> bool:
    return len(set(nums)) != len(nums)


def distinct(n, span=LIMIT):
    return rng.sample(range(-span, span + 1), n)


def with_one_repeat(n, i, j, span=LIMIT):
    """Distinct values except that position j copies position i."""
    nums = distinct(n, span)
    nums[j] = nums[i]
    return nums


def cases():
    yield [7]
    yield [-LIMIT, LIMIT]
    yield [0, 0]
    yield [3, 1, 2, 3]
    yield [1, 2, 1, 2, 1]
    yield distinct(1_000)
    yield with_one_repeat(1_000, 0, 999)
    yield [rng.randint(-50, 50) for _ in range(200)]
    yield [LIMIT - 2 * k for k in range(10_000)]                   # extreme values, distinct
    yield distinct(10_000)
    yield [-LIMIT] * 10_000
    yield with_one_repeat(10_000, 5, 7_777)                        # the repeat is far apart
    # The two maximum-size tests use values below 10^6 to keep the files small.
    yield sorted(distinct(MAX_N, 10**6), reverse=True)             # no repeat: every pair must be ruled out
    yield with_one_repeat(MAX_N, MAX_N - 2, MAX_N - 1, 10**6)      # the only repeat is at the very end


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
