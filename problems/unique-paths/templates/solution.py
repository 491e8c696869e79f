import json
import sys
from typing import List


class Solution:
    def uniquePathsWithObstacles(self, obstacleGrid: List[List[int]]) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    obstacle_grid = json.loads(lines[0])
    print(json.dumps(Solution().uniquePathsWithObstacles(obstacle_grid), separators=(',', ':')))


main()
