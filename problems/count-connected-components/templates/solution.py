import json
import sys
from typing import List


class Solution:
    def countComponents(self, n: int, edges: List[List[int]]) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    edges = json.loads(lines[1])
    print(json.dumps(Solution().countComponents(n, edges), separators=(',', ':')))


main()
