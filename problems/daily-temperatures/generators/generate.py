"""Writes the hidden tests of daily-temperatures into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 2 * 10**5
LO, HI = 30, 100
rng = random.Random(4112)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(temps):
    wait = [0] * len(temps)
    waiting = []  # indices without a warmer day yet; their temperatures never increase upwards
    for day, t in enumerate(temps):
        while waiting and temps[waiting[-1]] < t:
            earlier = waiting.pop()
            wait[earlier] = day - earlier
        waiting.append(day)
    return wait


def random_temps(n, lo=LO, hi=HI):
    return [rng.randint(lo, hi) for _ in range(n)]


def build_tests():
    return [
        [LO],
        [HI, LO],
        [LO, HI],
        [LO + 1, LO + 1, LO],
        random_temps(20),
        list(range(HI, LO - 1, -1)) + [HI],
        [rng.choice([LO, HI]) for _ in range(3000)],
        sorted(random_temps(5000), reverse=True) + [HI],
        [LO + (i % 71) for i in range(5000)],
        random_temps(5000, 98, 100),
        # Maximum size. A flat run makes every day scan to the end in the quadratic solution.
        [75] * MAX_N,
        random_temps(MAX_N),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, temps in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(temps) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(encode(solve(temps)) + "\n")


if __name__ == "__main__":
    main()
