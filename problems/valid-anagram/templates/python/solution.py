class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        """Returns True when t uses exactly the same letters as s, each the same number of times."""
        # Write your solution here
        return False
