class Solution:
    def minWindow(self, s: str, t: str) -> str:
        """Returns the shortest substring of s containing every character of t (with repeats);
        the leftmost one on ties, or "" when there is none."""
        # Write your solution here
        return ""
