from collections import deque


class Solution:
    def numIslands(self, grid: List[str]) -> int:
        cols = len(grid[0])
        width = cols + 1
        # Flatten with a water border (one extra column and a row above and below),
        # so neighbours never need bounds checks.
        cells = bytearray(b'0' * width + ''.join(row + '0' for row in grid).encode() + b'0' * width)
        land, water = ord('1'), ord('0')
        islands = 0
        pos = cells.find(land)
        while pos != -1:
            islands += 1
            cells[pos] = water
            frontier = deque([pos])
            while frontier:
                cur = frontier.popleft()
                for nxt in (cur - 1, cur + 1, cur - width, cur + width):
                    if cells[nxt] == land:
                        cells[nxt] = water
                        frontier.append(nxt)
            pos = cells.find(land, pos + 1)
        return islands
