import json
import sys
from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        # skip = best total without the previous house, take = best total so far.
        skip, take = 0, 0
        for x in nums:
            skip, take = take, max(take, skip + x)
        return take

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    nums = json.loads(lines[0])
    print(json.dumps(Solution().rob(nums), separators=(',', ':')))


main()
