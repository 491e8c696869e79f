import json
import sys
from typing import List


class Solution:
    def containsDuplicate(self, nums: List[int]) -> bool:
        """Returns True when some value appears at least twice in nums."""
        return len(set(nums)) != len(nums)


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    answer = Solution().containsDuplicate(nums)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
