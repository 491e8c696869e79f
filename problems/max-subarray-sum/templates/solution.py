import json
import sys
from typing import List


class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        """Returns the largest sum of a non-empty contiguous subarray of nums."""
        # Write your solution here
        return 0


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    answer = Solution().maxSubArray(nums)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
