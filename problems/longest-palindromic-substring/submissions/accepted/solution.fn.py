class Solution:
    def longestPalindrome(self, s: str) -> str:
        """Returns the longest palindromic substring of s; among equally long ones, the leftmost."""
        n = len(s)
        best_start, best_length = 0, 1
        # Centers in left-to-right order: 2*i is the character i, 2*i+1 the gap after it.
        for center in range(2 * n - 1):
            left = center // 2
            right = left + center % 2
            while left >= 0 and right < n and s[left] == s[right]:
                left -= 1
                right += 1
            length = right - left - 1
            if length > best_length or (length == best_length and left + 1 < best_start):
                best_start, best_length = left + 1, length
        return s[best_start:best_start + best_length]
