class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        """Returns True when t uses exactly the same letters as s, each the same number of times."""
        if len(s) != len(t):
            return False
        return all(s.count(letter) == t.count(letter) for letter in "abcdefghijklmnopqrstuvwxyz")
