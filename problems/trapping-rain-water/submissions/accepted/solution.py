import json
import sys
from typing import List


class Solution:
    def trap(self, height: List[int]) -> int:
        """Returns how many units of water the bars hold after the rain."""
        total = 0
        stack = []  # indices of bars with non-increasing heights
        for i, h in enumerate(height):
            while stack and height[stack[-1]] < h:
                bottom = stack.pop()
                if not stack:
                    break
                left = stack[-1]
                total += (i - left - 1) * (min(height[left], h) - height[bottom])
            stack.append(i)
        return total


# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    height = json.loads(lines[0])
    answer = Solution().trap(height)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
