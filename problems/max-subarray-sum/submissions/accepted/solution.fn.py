class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        """Returns the largest sum of a non-empty contiguous subarray of nums."""
        best = ending_here = nums[0]
        for value in nums[1:]:
            ending_here = value if ending_here < 0 else ending_here + value
            if ending_here > best:
                best = ending_here
        return best
