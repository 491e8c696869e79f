class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        """Returns the best profit from buying on one day and selling on a later day (0 if none)."""
        # Write your solution here
        return 0
