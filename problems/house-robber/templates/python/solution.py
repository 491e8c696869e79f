class Solution:
    def rob(self, nums: List[int]) -> int:
        # Write your solution here
        return 0
