class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        impossible = amount + 1  # no payment needs more than `amount` coins
        fewest = [0] + [impossible] * amount
        for c in coins:
            for a in range(c, amount + 1):
                if fewest[a - c] + 1 < fewest[a]:
                    fewest[a] = fewest[a - c] + 1
        return -1 if fewest[amount] == impossible else fewest[amount]
