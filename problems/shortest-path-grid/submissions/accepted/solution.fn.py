from collections import deque


class Solution:
    def shortestPathBinaryMatrix(self, grid: List[List[int]]) -> int:
        n = len(grid)
        if grid[0][0] or grid[n - 1][n - 1]:
            return -1
        width = n + 2
        # Flat copy with a blocked border so neighbours need no bounds checks; -1 = blocked.
        dist = [-1] * (width * width)
        for r, row in enumerate(grid):
            base = (r + 1) * width + 1
            for c, value in enumerate(row):
                if value == 0:
                    dist[base + c] = 0
        steps = (-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1)
        start, goal = width + 1, n * width + n
        dist[start] = 1
        frontier = deque([start])
        while frontier:
            cell = frontier.popleft()
            if cell == goal:
                return dist[cell]
            nd = dist[cell] + 1
            for step in steps:
                nxt = cell + step
                if dist[nxt] == 0:
                    dist[nxt] = nd
                    frontier.append(nxt)
        return -1
