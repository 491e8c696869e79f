class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        """Returns the indices [i, j] (i < j) of two numbers that add up to target."""
        first_index = {}
        for j, value in enumerate(nums):
            i = first_index.get(target - value)
            if i is not None:
                return [i, j]
            first_index.setdefault(value, j)
        return []
