import json
import sys
from typing import List

MOD = 1_000_000_007


class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        """answer[i] = product of all nums[j] with j != i, modulo MOD."""
        # Write your solution here
        return []


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    answer = Solution().productExceptSelf(nums)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
