"""Writes the hidden tests of sliding-window-maximum into data/secret (deterministic)."""
import glob
import json
import os
import random
from collections import deque

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 2 * 10**5
LIMIT = 10**4
rng = random.Random(4114)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(nums, k):
    window, maxima = deque(), []  # indices with decreasing values, front = maximum
    for i, x in enumerate(nums):
        while window and nums[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            maxima.append(nums[window[0]])
    return maxima


def random_nums(n, lo=-LIMIT, hi=LIMIT):
    return [rng.randint(lo, hi) for _ in range(n)]


def falling(n, top):
    """A noisy downward trend from `top` to 0, so the maximum keeps sliding out of the window."""
    return [max(0, top - top * i // n + rng.randint(-3, 3)) for i in range(n)]


def build_tests():
    return [
        ([LIMIT], 1),
        ([-LIMIT, LIMIT], 2),
        ([1, 3, 2], 2),
        ([2, 2, 2, 2], 3),
        (random_nums(15, -9, 9), 4),
        (random_nums(5000), 1),
        (random_nums(5000), 5000),
        (list(range(-2500, 2500)), 100),
        (list(range(2500, -2500, -1)), 100),
        (falling(5000, LIMIT), 777),
        # Maximum size with short values; windows of 10^5 and 5 * 10^4 elements.
        (random_nums(MAX_N, -99, 99), MAX_N // 2),
        (falling(MAX_N, 99), MAX_N // 4),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, (nums, k) in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(nums) + "\n" + str(k) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(encode(solve(nums, k)) + "\n")


if __name__ == "__main__":
    main()
