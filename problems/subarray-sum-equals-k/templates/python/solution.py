class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        """Counts the non-empty contiguous subarrays of nums whose sum is exactly k."""
        # Write your solution here
        return 0
