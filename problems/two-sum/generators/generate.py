#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for two-sum.

Deterministic: one seeded random.Random, no iteration over hash-ordered sets.
Run: python3 generators/generate.py
"""
import json
import random
from pathlib import Path

SECRET = Path(__file__).resolve().parent.parent / "data" / "secret"
MAX_N = 100_000
LIMIT = 10**9
rng = random.Random(4001)


def dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(nums, target):
    """One valid pair (the one that completes first while scanning left to right)."""
    seen = {}
    for j, value in enumerate(nums):
        if target - value in seen:
            return [seen[target - value], j]
        seen.setdefault(value, j)
    raise ValueError("test has no valid pair")


def distinct_evens(count, span):
    """count distinct even numbers in [-span, span]."""
    return [2 * v for v in rng.sample(range(-span // 2, span // 2 + 1), count)]


def unique_pair_case(n, i, j, span=LIMIT - 2):
    """Only one pair adds up to target: every value is even except one odd value at j,
    so any valid pair must use j, and its partner value occurs once (at i)."""
    nums = distinct_evens(n, span)
    odd = rng.randrange(-span // 2, span // 2) | 1
    if abs(nums[i] + odd) > LIMIT:
        odd = -odd
    nums[j] = odd
    return nums, nums[i] + odd


def random_case(n, span):
    nums = [rng.randint(-span, span) for _ in range(n)]
    i, j = sorted(rng.sample(range(n), 2))
    return nums, nums[i] + nums[j]


def cases():
    yield [1, 1], 2
    yield [-3, 7], 4
    yield [0, 4, 3, 0], 0
    yield [-1, -2, -3, -4, -5], -8
    yield [LIMIT, -LIMIT, 5, LIMIT - 1], -1
    yield [3, 3, 3, 3, 3, 3], 6
    yield random_case(50, 20)
    yield unique_pair_case(1_000, 123, 877)
    yield random_case(10_000, 1_000)                       # many valid pairs
    yield [LIMIT] * 9_998 + [-LIMIT, 0], -LIMIT            # extreme values, pair at the end
    yield unique_pair_case(10_000, 0, 9_999)               # pair spans the whole array
    # The two maximum-size tests use values below 10^6 to keep the files small.
    yield unique_pair_case(MAX_N, MAX_N - 2, MAX_N - 1, 10**6)   # the only pair is at the very end
    yield unique_pair_case(MAX_N, MAX_N - 1, MAX_N - 2, 10**6)   # same, the odd value comes first


def main() -> None:
    SECRET.mkdir(parents=True, exist_ok=True)
    for old in SECRET.iterdir():
        if old.suffix in (".in", ".ans"):
            old.unlink()
    for number, (nums, target) in enumerate(cases(), start=1):
        assert 2 <= len(nums) <= MAX_N and all(abs(v) <= LIMIT for v in nums) and abs(target) <= LIMIT
        name = f"{number:02d}"
        (SECRET / f"{name}.in").write_bytes(f"{dump(nums)}\n{dump(target)}\n".encode())
        (SECRET / f"{name}.ans").write_bytes(f"{dump(solve(nums, target))}\n".encode())


if __name__ == "__main__":
    main()
