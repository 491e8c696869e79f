class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        """Returns the largest sum of a non-empty contiguous subarray of nums."""
        # Write your solution here
        return 0
