"""Writes the hidden tests of merge-k-sorted-lists into data/secret (deterministic)."""
import glob
import heapq
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_K = 10**5
MAX_TOTAL = 2 * 10**5
LIMIT = 10**9
rng = random.Random(4105)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(lists):
    return list(heapq.merge(*lists))


def sorted_list(n, lo=-LIMIT, hi=LIMIT):
    return sorted(rng.randint(lo, hi) for _ in range(n))


def round_robin(k, per_list):
    """List i holds i, i + k, i + 2k, ...: every list stays non-empty until the very end."""
    return [[i + j * k for j in range(per_list)] for i in range(k)]


def random_lengths(k, total):
    cuts = sorted(rng.randint(0, total) for _ in range(k - 1))
    bounds = [0] + cuts + [total]
    return [bounds[i + 1] - bounds[i] for i in range(k)]


def build_tests():
    return [
        [[]],
        [[], [], []],
        [[LIMIT], [-LIMIT]],
        [[1, 2, 3]],
        [[5, 5], [5], [5, 5, 5]],
        [sorted_list(rng.randint(0, 6), -20, 20) for _ in range(8)],
        [sorted_list(n, -1000, 1000) for n in random_lengths(100, 2000)],
        round_robin(100, 50),
        [sorted_list(2000), sorted_list(1500)],
        [[] for _ in range(999)] + [sorted_list(3000, -10**5, 10**5)],
        [[7] * 3 for _ in range(1000)],
        [[rng.randint(-LIMIT, LIMIT)] for _ in range(1000)],
        # Maximum size, short values to keep the files small: k = 10^5 lists of two nodes, so scanning
        # every head per node costs N * k = 2 * 10^10 steps (10 s and more on any core), a heap N log k.
        [sorted_list(MAX_TOTAL // MAX_K, 0, 99) for _ in range(MAX_K)],
        [sorted_list(n, 0, 999) for n in random_lengths(MAX_K, MAX_TOTAL // 2)],
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, lists in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(lists) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(encode(solve(lists)) + "\n")


if __name__ == "__main__":
    main()
