class Solution:
    def containsDuplicate(self, nums: List[int]) -> bool:
        """Returns True when some value appears at least twice in nums."""
        # Write your solution here
        return False
