import json
import sys
from typing import List


class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        """Returns the indices [i, j] (i < j) of two numbers that add up to target."""
        # Write your solution here
        return []


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    target = json.loads(lines[1])
    answer = Solution().twoSum(nums, target)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
