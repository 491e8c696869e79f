class Solution:
    def rob(self, nums: List[int]) -> int:
        # skip = best total without the previous house, take = best total so far.
        skip, take = 0, 0
        for x in nums:
            skip, take = take, max(take, skip + x)
        return take
