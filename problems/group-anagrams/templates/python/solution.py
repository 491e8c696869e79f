class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        """Groups the words that are anagrams of each other. Each group is sorted ascending and
        the groups are ordered by their first (smallest) word."""
        # Write your solution here
        return []
