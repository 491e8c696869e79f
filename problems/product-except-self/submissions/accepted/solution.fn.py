# Defined for you (do not redefine):
# MOD = 1_000_000_007


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
