import json
import sys
from bisect import bisect_left
from typing import List


class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        # tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1.
        tails = []
        for x in nums:
            k = bisect_left(tails, x)
            if k == len(tails):
                tails.append(x)
            else:
                tails[k] = x
        return len(tails)

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    nums = json.loads(lines[0])
    print(json.dumps(Solution().lengthOfLIS(nums), separators=(',', ':')))


main()
