import json
import sys
from typing import List


class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        """Counts the non-empty contiguous subarrays of nums whose sum is exactly k."""
        prefix_count = {0: 1}  # how often each prefix sum occurred so far
        prefix = count = 0
        for value in nums:
            prefix += value
            count += prefix_count.get(prefix - k, 0)
            prefix_count[prefix] = prefix_count.get(prefix, 0) + 1
        return count


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    k = json.loads(lines[1])
    answer = Solution().subarraySum(nums, k)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
