import json
import sys
from typing import List


class Solution:
    def isPalindrome(self, s: str) -> bool:
        """Returns True when the letters and digits of s, lower-cased, read the same in both directions."""
        kept = [c.lower() for c in s if c.isascii() and c.isalnum()]
        return kept == kept[::-1]


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    answer = Solution().isPalindrome(s)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
