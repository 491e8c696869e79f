import json
import sys
from typing import List


class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        """Returns the length of the longest substring of s whose characters are all different."""
        # Write your solution here
        return 0


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    answer = Solution().lengthOfLongestSubstring(s)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
