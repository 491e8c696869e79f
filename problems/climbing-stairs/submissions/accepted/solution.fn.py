class Solution:
    def climbStairs(self, n: int) -> int:
        mod = 10**9 + 7
        before, current = 1, 1
        for _ in range(n - 1):
            before, current = current, (before + current) % mod
        return current
