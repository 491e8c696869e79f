class Solution:
    def climbStairs(self, n: int) -> int:
        # Write your solution here
        return 0
