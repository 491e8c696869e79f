import json
import sys
from typing import List


class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        """Groups the words that are anagrams of each other. Each group is sorted ascending and
        the groups are ordered by their first (smallest) word."""
        # Write your solution here
        return []


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    strs = json.loads(lines[0])
    answer = Solution().groupAnagrams(strs)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
