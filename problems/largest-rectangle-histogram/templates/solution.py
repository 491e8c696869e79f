import json
import sys
from typing import List, Optional


def largest_rectangle_area(heights: List[int]) -> int:
    # Write your solution here
    return 0


# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    heights = json.loads(lines[0])
    result = largest_rectangle_area(heights)
    print(str(result))


if __name__ == "__main__":
    main()
