import json
import sys
from typing import List, Optional


def daily_temperatures(temperatures: List[int]) -> List[int]:
    # Bug: an equal temperature settles the waiting days, but only a strictly warmer one should.
    wait = [0] * len(temperatures)
    waiting = []
    for day, t in enumerate(temperatures):
        while waiting and temperatures[waiting[-1]] <= t:
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
