import json
import sys
from typing import List


class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        """Returns the largest sum of a non-empty contiguous subarray of nums."""
        best = ending_here = nums[0]
        for value in nums[1:]:
            ending_here = value if ending_here < 0 else ending_here + value
            if ending_here > best:
                best = ending_here
        return best


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    answer = Solution().maxSubArray(nums)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
