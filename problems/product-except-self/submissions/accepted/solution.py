import json
import sys
from typing import List

MOD = 1_000_000_007


class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        """answer[i] = product of all nums[j] with j != i, modulo MOD."""
        n = len(nums)
        answer = [1] * n
        prefix = 1
        for i in range(n):
            answer[i] = prefix
            prefix = prefix * nums[i] % MOD
        suffix = 1
        for i in range(n - 1, -1, -1):
            answer[i] = answer[i] * suffix % MOD
            suffix = suffix * nums[i] % MOD
        return answer


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    answer = Solution().productExceptSelf(nums)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
