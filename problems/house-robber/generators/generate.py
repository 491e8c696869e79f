#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for house-robber. Deterministic: fixed seed."""
import json
import os
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4010)
MAX_N, MAX_V = 100_000, 10_000


def best(nums):
    # robbed / free = best total so far with the latest house robbed / left alone.
    robbed, free = nums[0], 0
    for x in nums[1:]:
        robbed, free = free + x, max(robbed, free)
    return max(robbed, free)


def main():
    # Two maximum-size cases (n = 10^5); the others are small or medium.
    cases = [
        [0],
        [MAX_V],
        [3, 9],
        [5, 1, 1, 5],
        [4, 8, 9, 3, 2],
        [0] * 1000,
        [MAX_V] * 999,
        [rng.randint(0, 20) for _ in range(200)],
        [rng.choice((0, MAX_V)) for _ in range(5000)],
        [MAX_V if i % 3 == 0 else rng.randint(0, 10) for i in range(3000)],
        [rng.randint(0, MAX_V) for _ in range(MAX_N)],
        [MAX_V - (i % 7) * 1000 if i % 4 < 2 else i % 5 for i in range(MAX_N)],
    ]
    os.makedirs(OUT, exist_ok=True)
    for i, nums in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(json.dumps(nums, separators=(',', ':')) + '\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{best(nums)}\n')


if __name__ == '__main__':
    main()
