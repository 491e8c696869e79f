#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for number-of-islands. Deterministic: fixed seed."""
import json
import os
from collections import deque
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4001)


def count_islands(grid):
    rows, cols = len(grid), len(grid[0])
    seen = [[False] * cols for _ in range(rows)]
    total = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != '1' or seen[r][c]:
                continue
            total += 1
            seen[r][c] = True
            frontier = deque([(r, c)])
            while frontier:
                cr, cc = frontier.popleft()
                for nr, nc in ((cr + 1, cc), (cr - 1, cc), (cr, cc + 1), (cr, cc - 1)):
                    if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == '1' and not seen[nr][nc]:
                        seen[nr][nc] = True
                        frontier.append((nr, nc))
    return total


def random_grid(rows, cols, density):
    return [''.join('1' if rng.random() < density else '0' for _ in range(cols)) for _ in range(rows)]


def serpentine(rows, cols):
    # One island: full rows on even lines, joined by a single cell alternating between the ends.
    grid = []
    for r in range(rows):
        if r % 2 == 0:
            grid.append('1' * cols)
        elif r % 4 == 1:
            grid.append('0' * (cols - 1) + '1')
        else:
            grid.append('1' + '0' * (cols - 1))
    return grid


def spiral(n):
    # One island winding inwards with a one-cell water gap between its turns.
    cells = [['0'] * n for _ in range(n)]
    r, c, dr, dc = 0, 0, 0, 1
    cells[0][0] = '1'

    def can_step(r, c, dr, dc):
        nr, nc, fr, fc = r + dr, c + dc, r + 2 * dr, c + 2 * dc
        if not (0 <= nr < n and 0 <= nc < n):
            return False
        return not (0 <= fr < n and 0 <= fc < n and cells[fr][fc] == '1')

    turns_without_step = 0
    while turns_without_step < 2:
        if can_step(r, c, dr, dc):
            r, c = r + dr, c + dc
            cells[r][c] = '1'
            turns_without_step = 0
        else:
            dr, dc = dc, -dr
            turns_without_step += 1
    return [''.join(row) for row in cells]


def rings(n):
    # Nested square frames with a water gap between them: each frame is its own island.
    cells = [['0'] * n for _ in range(n)]
    for k in range(0, n // 2, 2):
        for i in range(k, n - k):
            cells[k][i] = cells[n - 1 - k][i] = cells[i][k] = cells[i][n - 1 - k] = '1'
    return [''.join(row) for row in cells]


def main():
    # Only the two winding maps are maximum size: they stress stack depth and whole-map rescans.
    cases = [
        ['0'],
        ['1'],
        ['1011' * 250],
        [rng.choice('01') for _ in range(1000)],
        random_grid(7, 9, 0.45),
        random_grid(40, 25, 0.55),
        ['0' * 200] * 200,
        ['1' * 200] * 200,
        [''.join('1' if (r + c) % 2 == 0 else '0' for c in range(250)) for r in range(250)],
        serpentine(1000, 1000),
        spiral(999),
        rings(200),
        random_grid(200, 200, 0.3),
        random_grid(200, 200, 0.55),
        random_grid(200, 200, 0.7),
        random_grid(100, 300, 0.5),
    ]
    os.makedirs(OUT, exist_ok=True)
    for i, grid in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(json.dumps(grid, separators=(',', ':')) + '\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{count_islands(grid)}\n')


if __name__ == '__main__':
    main()
