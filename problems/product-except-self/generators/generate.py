#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for product-except-self.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LIMIT = 10**9
MOD = 1_000_000_007
rng = random.Random(4006)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(nums):
    """Counts zeros separately so the expected answers never rely on prefix/suffix products."""
    zeros = nums.count(0)
    product = 1
    for value in nums:
        if value:
            product = product * value % MOD
    if zeros >= 2:
        return [0] * len(nums)
    if zeros == 1:
        return [product if value == 0 else 0 for value in nums]
    return [product * pow(value, MOD - 2, MOD) % MOD for value in nums]


def values(n, high, low=1):
    return [rng.randint(low, high) for _ in range(n)]


def with_zeros(nums, count):
    for i in rng.sample(range(len(nums)), count):
        nums[i] = 0
    return nums


def cases():
    yield [5, 7]
    yield [0, 9]
    yield [0, 0]
    yield [1, 1, 1, 1]
    yield [LIMIT, LIMIT, LIMIT]
    yield [LIMIT, 1, LIMIT - 1, 1]                         # products of two maximal values wrap around MOD
    yield [2] * 60                                         # 2^59 overflows 32 bits long before the end
    yield with_zeros(values(1_000, LIMIT), 1)
    yield with_zeros(values(1_000, LIMIT), 2)
    yield values(1_000, LIMIT, 0)
    yield values(5_000, LIMIT)
    # The two maximum-size tests use small values to keep the files small.
    yield values(MAX_N, 1_000)                             # maximum size, no zero
    yield with_zeros(values(MAX_N, 100), 1)                # maximum size, exactly one zero


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, nums in enumerate(cases(), start=1):
        assert 2 <= len(nums) <= MAX_N and all(0 <= v <= LIMIT for v in nums)
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(nums)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(nums))}\n".encode())


if __name__ == "__main__":
    main()
