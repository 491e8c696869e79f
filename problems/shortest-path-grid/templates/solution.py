import json
import sys
from typing import List


class Solution:
    def shortestPathBinaryMatrix(self, grid: List[List[int]]) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    grid = json.loads(lines[0])
    print(json.dumps(Solution().shortestPathBinaryMatrix(grid), separators=(',', ':')))


main()
