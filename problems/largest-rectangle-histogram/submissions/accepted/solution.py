import json
import sys
from typing import List, Optional


def largest_rectangle_area(heights: List[int]) -> int:
    # When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
    best = 0
    rising = []  # bar indices with increasing heights
    for i, h in enumerate(heights + [0]):  # a final zero-height bar empties the stack
        while rising and heights[rising[-1]] >= h:
            height = heights[rising.pop()]
            left = rising[-1] + 1 if rising else 0
            best = max(best, height * (i - left))
        rising.append(i)
    return best


# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    heights = json.loads(lines[0])
    result = largest_rectangle_area(heights)
    print(str(result))


if __name__ == "__main__":
    main()
