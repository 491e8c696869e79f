import json
import sys
from typing import List


class Solution:
    def networkDelayTime(self, n: int, times: List[List[int]], k: int) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    times = json.loads(lines[1])
    k = json.loads(lines[2])
    print(json.dumps(Solution().networkDelayTime(n, times, k), separators=(',', ':')))


main()
