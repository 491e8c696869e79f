import json
import sys
from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    nums = json.loads(lines[0])
    print(json.dumps(Solution().rob(nums), separators=(',', ':')))


main()
