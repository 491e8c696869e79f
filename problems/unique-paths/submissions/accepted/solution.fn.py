class Solution:
    def uniquePathsWithObstacles(self, obstacleGrid: List[List[int]]) -> int:
        mod = 10**9 + 7
        cols = len(obstacleGrid[0])
        ways = [1] + [0] * (cols - 1)
        for row in obstacleGrid:
            left = 0
            for c in range(cols):
                left = 0 if row[c] else (ways[c] + left) % mod
                ways[c] = left
        return ways[-1]
