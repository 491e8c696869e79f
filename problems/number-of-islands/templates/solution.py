import json
import sys
from typing import List


class Solution:
    def numIslands(self, grid: List[str]) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    grid = json.loads(lines[0])
    print(json.dumps(Solution().numIslands(grid), separators=(',', ':')))


main()
