class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        # Write your solution here
        return 0
