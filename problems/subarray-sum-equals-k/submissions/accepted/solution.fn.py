class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        """Counts the non-empty contiguous subarrays of nums whose sum is exactly k."""
        prefix_count = {0: 1}  # how often each prefix sum occurred so far
        prefix = count = 0
        for value in nums:
            prefix += value
            count += prefix_count.get(prefix - k, 0)
            prefix_count[prefix] = prefix_count.get(prefix, 0) + 1
        return count
