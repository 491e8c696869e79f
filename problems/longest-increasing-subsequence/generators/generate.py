#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for longest-increasing-subsequence. Deterministic: fixed seed."""
import json
import os
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4008)
MAX_N, LIMIT = 100_000, 10_000


def lis(nums):
    # Patience sorting with a hand-written binary search over the pile tops.
    tops = []
    for x in nums:
        lo, hi = 0, len(tops)
        while lo < hi:
            mid = (lo + hi) // 2
            if tops[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        if lo == len(tops):
            tops.append(x)
        else:
            tops[lo] = x
    return len(tops)


def randoms(n, lo=-LIMIT, hi=LIMIT):
    return [rng.randint(lo, hi) for _ in range(n)]


def main():
    # Two maximum-size cases (n = 10^5); the others are small or medium.
    cases = [
        [7],
        [LIMIT, -LIMIT],
        [-LIMIT, LIMIT],
        [4] * 1000,
        list(range(LIMIT, LIMIT - 3000, -1)),
        list(range(-LIMIT, LIMIT + 1)),
        randoms(1000),
        randoms(5000, -50, 50),
        [x for i in range(2500) for x in (i, -i)],
        sorted(randoms(3000)) + sorted(randoms(3000), reverse=True),
        randoms(MAX_N),
        sorted(randoms(MAX_N)),
        [max(-LIMIT, min(LIMIT, i // 3 - LIMIT + rng.randint(-100, 100))) for i in range(50_000)],
    ]
    os.makedirs(OUT, exist_ok=True)
    for i, nums in enumerate(cases, 1):
        assert all(-LIMIT <= x <= LIMIT for x in nums)
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(json.dumps(nums, separators=(',', ':')) + '\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{lis(nums)}\n')


if __name__ == '__main__':
    main()
