class Solution:
    def trap(self, height: List[int]) -> int:
        """Returns how many units of water the bars hold after the rain."""
        # Write your solution here
        return 0
