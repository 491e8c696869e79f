class Solution:
    def isPalindrome(self, s: str) -> bool:
        """Returns True when the letters and digits of s, lower-cased, read the same in both directions."""
        kept = [c.lower() for c in s if c.isascii() and c.isalnum()]
        return kept == kept[::-1]
