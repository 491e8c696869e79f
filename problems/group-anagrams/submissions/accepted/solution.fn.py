class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        """Groups the words that are anagrams of each other. Each group is sorted ascending and
        the groups are ordered by their first (smallest) word."""
        by_letters = {}
        for word in strs:
            by_letters.setdefault("".join(sorted(word)), []).append(word)
        return sorted(sorted(group) for group in by_letters.values())
