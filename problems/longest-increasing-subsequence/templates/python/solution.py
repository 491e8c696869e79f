class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        # Write your solution here
        return 0
