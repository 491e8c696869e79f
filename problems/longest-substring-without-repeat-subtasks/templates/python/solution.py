class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        """Returns the length of the longest substring of s whose characters are all different."""
        # Write your solution here
        return 0
