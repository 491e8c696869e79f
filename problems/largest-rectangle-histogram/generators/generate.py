"""Writes the hidden tests of largest-rectangle-histogram into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 2 * 10**5
LIMIT = 10**9
rng = random.Random(4113)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(heights) -> int:
    best = 0
    rising = []  # indices whose heights increase from bottom to top
    for i, h in enumerate(heights + [0]):
        while rising and heights[rising[-1]] >= h:
            height = heights[rising.pop()]
            left = rising[-1] + 1 if rising else 0
            best = max(best, height * (i - left))
        rising.append(i)
    return best


def random_heights(n, lo=0, hi=LIMIT):
    return [rng.randint(lo, hi) for _ in range(n)]


def build_tests():
    return [
        [0],
        [LIMIT],
        [1, 1],
        [2, 1, 2],
        [0, 0, 0],
        random_heights(12, 0, 10),
        list(range(1, 2001)),
        list(range(2000, 0, -1)),
        random_heights(5000),
        # 5000 bars near 10^9: the answer needs 64 bits.
        random_heights(5000, LIMIT - 1000, LIMIT),
        [LIMIT if i % 2 else 1 for i in range(3000)],
        [min(i, 4000 - i) * 1000 for i in range(4001)],
        # Maximum size with short values: equal bars (the answer spans everything) and random bars.
        [7] * MAX_N,
        random_heights(MAX_N, 0, 999),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, heights in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(heights) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(str(solve(heights)) + "\n")


if __name__ == "__main__":
    main()
