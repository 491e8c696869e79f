#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for unique-paths. Deterministic: fixed seed."""
import json
import os
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4012)
MOD = 10**9 + 7
MAX = 500


def paths(grid):
    # Exact big-integer counts cell by cell, reduced only at the very end.
    rows, cols = len(grid), len(grid[0])
    ways = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c]:
                continue
            if r == 0 and c == 0:
                ways[r][c] = 1
            else:
                ways[r][c] = (ways[r - 1][c] if r else 0) + (ways[r][c - 1] if c else 0)
    return ways[-1][-1] % MOD


def open_grid(rows, cols):
    return [[0] * cols for _ in range(rows)]


def random_grid(rows, cols, blocked):
    grid = [[1 if rng.random() < blocked else 0 for _ in range(cols)] for _ in range(rows)]
    grid[0][0] = grid[-1][-1] = 0
    return grid


def main():
    # Two maximum-size cases (500 x 500); the others are small or medium.
    wall = open_grid(200, 200)
    for c in range(200):
        wall[100][c] = 0 if c == 137 else 1
    blocked_end = random_grid(100, 100, 0.1)
    blocked_end[-1][-1] = 1
    blocked_start = open_grid(10, 10)
    blocked_start[0][0] = 1
    cases = [
        [[0]],
        [[1]],
        open_grid(2, 2),
        open_grid(1, MAX),
        [[1 if r == 250 else 0] for r in range(MAX)],
        open_grid(4, 9),
        open_grid(34, 34),
        open_grid(35, 35),
        open_grid(MAX, MAX),
        random_grid(MAX, MAX, 0.1),
        blocked_end,
        wall,
        [[1 if r + c == 49 else 0 for c in range(50)] for r in range(50)],
        random_grid(300, 200, 0.3),
        blocked_start,
    ]
    os.makedirs(OUT, exist_ok=True)
    for i, grid in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(json.dumps(grid, separators=(',', ':')) + '\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{paths(grid)}\n')


if __name__ == '__main__':
    main()
