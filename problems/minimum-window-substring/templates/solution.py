import json
import sys
from typing import List


class Solution:
    def minWindow(self, s: str, t: str) -> str:
        """Returns the shortest substring of s containing every character of t (with repeats);
        the leftmost one on ties, or "" when there is none."""
        # Write your solution here
        return ""


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    t = json.loads(lines[1])
    answer = Solution().minWindow(s, t)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
