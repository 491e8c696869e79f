"""Writes the hidden tests of remove-nth-from-end into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 10**5
LIMIT = 10**9
rng = random.Random(4104)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(values, n):
    gone = len(values) - n
    return values[:gone] + values[gone + 1:]


def random_list(size, lo=-LIMIT, hi=LIMIT):
    return [rng.randint(lo, hi) for _ in range(size)]


def build_tests():
    mid = random_list(5000)
    return [
        ([1, 2], 1),
        ([1, 2], 2),
        ([7, 7, 7], 2),
        ([-LIMIT, 0, LIMIT], 3),
        (random_list(10, -9, 9), 5),
        (random_list(1000), 1000),
        (random_list(1000), 1),
        (list(range(1, 5001)), 5000),
        (mid, 1),
        (mid, 2500),
        # The two maximum-size tests use short values to keep the files small.
        (random_list(MAX_N, -99, 99), MAX_N),
        (random_list(MAX_N, -999, 999), rng.randint(2, MAX_N - 1)),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, (values, n) in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(values) + "\n" + str(n) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(encode(solve(values, n)) + "\n")


if __name__ == "__main__":
    main()
