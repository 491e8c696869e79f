import json
import sys
from typing import List, Optional


def is_valid(s: str) -> bool:
    partner = {")": "(", "]": "[", "}": "{"}
    open_brackets = []  # brackets still waiting for their partner, innermost last
    for c in s:
        if c not in partner:
            open_brackets.append(c)
        elif not open_brackets or open_brackets.pop() != partner[c]:
            return False
    return not open_brackets


# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    result = is_valid(s)
    print("true" if result else "false")


if __name__ == "__main__":
    main()
