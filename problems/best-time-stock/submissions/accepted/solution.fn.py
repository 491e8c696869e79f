class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        """Returns the best profit from buying on one day and selling on a later day (0 if none)."""
        cheapest = float("inf")
        best = 0
        for price in prices:
            if price < cheapest:
                cheapest = price
            elif price - cheapest > best:
                best = price - cheapest
        return best
