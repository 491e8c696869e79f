#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for shortest-path-grid. Deterministic: fixed seed."""
import json
import os
from collections import deque
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4003)
N = 500


def shortest(grid):
    n = len(grid)
    if grid[0][0] or grid[n - 1][n - 1]:
        return -1
    dist = {(0, 0): 1}
    frontier = deque([(0, 0)])
    while frontier:
        r, c = frontier.popleft()
        if (r, c) == (n - 1, n - 1):
            return dist[(r, c)]
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if 0 <= nr < n and 0 <= nc < n and grid[nr][nc] == 0 and (nr, nc) not in dist:
                    dist[(nr, nc)] = dist[(r, c)] + 1
                    frontier.append((nr, nc))
    return -1


def random_grid(n, blocked, keep_corners=True):
    grid = [[1 if rng.random() < blocked else 0 for _ in range(n)] for _ in range(n)]
    if keep_corners:
        grid[0][0] = grid[n - 1][n - 1] = 0
    return grid


def serpentine(n):
    # Open rows joined through one gap at alternating ends of each blocked row.
    grid = []
    for r in range(n):
        if r % 2 == 0 or r == n - 1:
            grid.append([0] * n)
        elif r % 4 == 1:
            grid.append([1] * (n - 1) + [0])
        else:
            grid.append([0] + [1] * (n - 1))
    return grid


def maze(n):
    """A random perfect maze (iterative depth-first carving) on the even cells of an n x n grid."""
    grid = [[1] * n for _ in range(n)]
    last = (n - 1) // 2 * 2
    grid[0][0] = 0
    stack = [(0, 0)]
    while stack:
        r, c = stack[-1]
        options = [(r + dr, c + dc, dr, dc) for dr, dc in ((2, 0), (-2, 0), (0, 2), (0, -2))
                   if 0 <= r + dr <= last and 0 <= c + dc <= last and grid[r + dr][c + dc] == 1]
        if not options:
            stack.pop()
            continue
        nr, nc, dr, dc = rng.choice(options)
        grid[r + dr // 2][c + dc // 2] = 0
        grid[nr][nc] = 0
        stack.append((nr, nc))
    grid[n - 1][n - 1] = 0  # for even n the corner joins the maze diagonally
    return grid


def main():
    # Two maximum-size cases (a serpentine and a maze, both with very long shortest paths); the rest are smaller.
    m = 200
    cases = [
        [[0]],
        [[1]],
        [[0, 1], [1, 0]],
        [[0, 0, 0], [0, 1, 0], [0, 0, 1]],
        random_grid(8, 0.35),
        [[0] * m for _ in range(m)],
        random_grid(m, 0.2),
        random_grid(m, 0.2),
        random_grid(m, 0.3),
        random_grid(m, 0.4),
        serpentine(N),
        [list(col) for col in zip(*serpentine(m))],
        maze(N),
        maze(m - 1),
        [[1 if r + c == m - 1 else 0 for c in range(m)] for r in range(m)],
        random_grid(m, 0.45),
    ]
    cases[6][0][0] = 1  # start blocked
    cases[7][m - 1][m - 1] = 1  # end blocked
    os.makedirs(OUT, exist_ok=True)
    for i, grid in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(json.dumps(grid, separators=(',', ':')) + '\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{shortest(grid)}\n')


if __name__ == '__main__':
    main()
