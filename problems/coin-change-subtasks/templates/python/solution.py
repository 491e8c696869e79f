class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        # Write your solution here
        return 0
