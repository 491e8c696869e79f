class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        """Returns the length of the longest substring of s whose characters are all different."""
        last_seen = {}
        best = start = 0
        for end, c in enumerate(s):
            if last_seen.get(c, -1) >= start:
                start = last_seen[c] + 1
            last_seen[c] = end
            if end - start + 1 > best:
                best = end - start + 1
        return best
