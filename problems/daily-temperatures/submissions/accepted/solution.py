import json
import sys
from typing import List, Optional


def daily_temperatures(temperatures: List[int]) -> List[int]:
    wait = [0] * len(temperatures)
    waiting = []  # days still without a warmer day; the coldest is on top
    for day, t in enumerate(temperatures):
        while waiting and temperatures[waiting[-1]] < t:
            earlier = waiting.pop()
            wait[earlier] = day - earlier
        waiting.append(day)
    return wait


# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    temperatures = json.loads(lines[0])
    result = daily_temperatures(temperatures)
    print(json.dumps(result, separators=(",", ":")))


if __name__ == "__main__":
    main()
