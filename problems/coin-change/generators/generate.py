#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for coin-change. Deterministic: fixed seed."""
import json
import os
from collections import deque
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4007)
MAX_AMOUNT = 20_000


def fewest(coins, amount):
    # Breadth-first search over the amounts paid so far: the first time `amount` is reached
    # uses the fewest coins. Independent of the table-filling solutions.
    seen = [False] * (amount + 1)
    seen[0] = True
    frontier, count = deque([0]), 0
    while frontier:
        for _ in range(len(frontier)):
            paid = frontier.popleft()
            if paid == amount:
                return count
            for c in coins:
                if paid + c <= amount and not seen[paid + c]:
                    seen[paid + c] = True
                    frontier.append(paid + c)
        count += 1
    return -1


def distinct(k, lo, hi):
    return rng.sample(range(lo, hi + 1), k)


def main():
    cases = [
        ([1], 0),
        ([2], 3),
        ([1], MAX_AMOUNT),
        ([1, 15, 25], 30),
        ([3, 7], 11),
        ([1, 3, 4], MAX_AMOUNT - 1),
        ([99_991, 100_000], MAX_AMOUNT),
        ([7, 13, 19, 31], 19_997),
        ([2 * x for x in distinct(50, 1, 50_000)], MAX_AMOUNT - 1),
        (distinct(50, 1, 100_000), MAX_AMOUNT),
        (distinct(10, 50, 500), MAX_AMOUNT),
        (distinct(50, 1000, 2000), 19_999),
        (distinct(12, 1, 40), 347),
        ([100_000] + distinct(29, 2, 30), MAX_AMOUNT),
    ]
    os.makedirs(OUT, exist_ok=True)
    for i, (coins, amount) in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{json.dumps(coins, separators=(",", ":"))}\n{amount}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{fewest(coins, amount)}\n')


if __name__ == '__main__':
    main()
