"""Writes the hidden tests of linked-list-middle into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 10**5
LIMIT = 10**9
rng = random.Random(4103)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(values):
    return values[len(values) // 2:]


def random_list(n, lo=-LIMIT, hi=LIMIT):
    return [rng.randint(lo, hi) for _ in range(n)]


def build_tests():
    return [
        [1, 2],
        [5, 6, 7],
        [0, 0, 0, 0],
        [-LIMIT, LIMIT, -LIMIT],
        random_list(7, -9, 9),
        random_list(8, -9, 9),
        random_list(999),
        random_list(1000),
        list(range(1, 5001)),
        [LIMIT] * 1000,
        # The two maximum-size tests use short values to keep the files small.
        random_list(MAX_N, -999, 999),
        random_list(MAX_N - 1, -999, 999),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, values in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(values) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(encode(solve(values)) + "\n")


if __name__ == "__main__":
    main()
