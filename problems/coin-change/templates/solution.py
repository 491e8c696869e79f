import json
import sys
from typing import List


class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        # Write your solution here
        return 0


# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    coins = json.loads(lines[0])
    amount = json.loads(lines[1])
    print(json.dumps(Solution().coinChange(coins, amount), separators=(',', ':')))


main()
