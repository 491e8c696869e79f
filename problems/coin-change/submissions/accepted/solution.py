import json
import sys
from typing import List


class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        impossible = amount + 1  # no payment needs more than `amount` coins
        fewest = [0] + [impossible] * amount
        for c in coins:
            for a in range(c, amount + 1):
                if fewest[a - c] + 1 < fewest[a]:
                    fewest[a] = fewest[a - c] + 1
        return -1 if fewest[amount] == impossible else fewest[amount]

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    coins = json.loads(lines[0])
    amount = json.loads(lines[1])
    print(json.dumps(Solution().coinChange(coins, amount), separators=(',', ':')))


main()
