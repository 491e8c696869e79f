import json
import sys
from typing import List


class Solution:
    def longestPalindrome(self, s: str) -> str:
        """Returns the longest palindromic substring of s; among equally long ones, the leftmost."""
        # Write your solution here
        return ""


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    answer = Solution().longestPalindrome(s)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
