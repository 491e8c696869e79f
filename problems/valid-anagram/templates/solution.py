import json
import sys
from typing import List


class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        """Returns True when t uses exactly the same letters as s, each the same number of times."""
        # Write your solution here
        return False


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    t = json.loads(lines[1])
    answer = Solution().isAnagram(s, t)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
