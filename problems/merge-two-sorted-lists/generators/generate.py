"""Writes the hidden tests of merge-two-sorted-lists into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 10**5
LIMIT = 10**9
rng = random.Random(4102)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(a, b):
    merged, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            merged.append(a[i])
            i += 1
        else:
            merged.append(b[j])
            j += 1
    return merged + a[i:] + b[j:]


def sorted_list(n, lo=-LIMIT, hi=LIMIT):
    return sorted(rng.randint(lo, hi) for _ in range(n))


def build_tests():
    return [
        ([], []),
        ([1], []),
        ([], [-LIMIT]),
        ([1, 2, 3], [4, 5, 6]),
        ([4, 5, 6], [1, 2, 3]),
        ([2, 2, 2], [2, 2]),
        (sorted_list(20, -10, 10), sorted_list(15, -10, 10)),
        (sorted_list(1000), sorted_list(3)),
        (list(range(0, 4000, 2)), list(range(1, 4000, 2))),
        (list(range(-LIMIT, -LIMIT + 1000)), list(range(LIMIT - 999, LIMIT + 1))),
        (sorted_list(3000), sorted_list(2000)),
        # The two maximum-size tests use short values to keep the files small.
        (sorted_list(MAX_N, -99, 99), sorted_list(MAX_N, -99, 99)),
        ([], sorted_list(MAX_N, 0, 9)),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, (a, b) in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(a) + "\n" + encode(b) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(encode(solve(a, b)) + "\n")


if __name__ == "__main__":
    main()
