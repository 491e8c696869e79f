import json
import sys
from typing import List


class Solution:
    def isPalindrome(self, s: str) -> bool:
        """Returns True when the letters and digits of s, lower-cased, read the same in both directions."""
        # Write your solution here
        return False


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    answer = Solution().isPalindrome(s)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
