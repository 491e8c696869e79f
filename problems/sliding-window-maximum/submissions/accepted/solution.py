import json
import sys
from collections import deque
from typing import List, Optional


def max_sliding_window(nums: List[int], k: int) -> List[int]:
    maxima = []
    window = deque()  # indices with decreasing values; the front is the current maximum
    for i, x in enumerate(nums):
        while window and nums[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:  # slid out on the left
            window.popleft()
        if i >= k - 1:
            maxima.append(nums[window[0]])
    return maxima


# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    k = json.loads(lines[1])
    result = max_sliding_window(nums, k)
    print(json.dumps(result, separators=(",", ":")))


if __name__ == "__main__":
    main()
