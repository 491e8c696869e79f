import json
import sys
from typing import List


class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        """Returns the best profit from buying on one day and selling on a later day (0 if none)."""
        # Write your solution here
        return 0


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    prices = json.loads(lines[0])
    answer = Solution().maxProfit(prices)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
