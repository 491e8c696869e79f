"""Writes the hidden tests of valid-parentheses into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 10**5
PAIRS = {")": "(", "]": "[", "}": "{"}
rng = random.Random(4111)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def solve(s: str) -> bool:
    stack = []
    for c in s:
        if c in PAIRS:
            if not stack or stack.pop() != PAIRS[c]:
                return False
        else:
            stack.append(c)
    return not stack


def balanced(n: int, depth_bias: float = 0.5) -> str:
    """A random balanced string of even length n; a higher bias nests deeper."""
    out, stack = [], []
    for i in range(n):
        remaining = n - i
        if stack and (len(stack) == remaining or rng.random() > depth_bias):
            out.append({"(": ")", "[": "]", "{": "}"}[stack.pop()])
        else:
            c = rng.choice("([{")
            stack.append(c)
            out.append(c)
    return "".join(out)


def change_one(s: str) -> str:
    i = rng.randrange(len(s))
    return s[:i] + rng.choice([c for c in "()[]{}" if c != s[i]]) + s[i + 1:]


def build_tests():
    deep = "(" * (MAX_N // 2) + ")" * (MAX_N // 2)
    return [
        "(",
        ")",
        "()",
        ")(",
        "([{}])",
        "([)]",
        "{}[]()" * 3 + "}",
        balanced(5000),
        change_one(balanced(5000)),
        "[" * 30000 + "]" * 29999,
        balanced(MAX_N, 0.6),
        deep[:-1] + "]",
        "".join(rng.choice("([{") for _ in range(MAX_N // 2)) + ")" * (MAX_N // 2),
        balanced(MAX_N, 0.9),
        balanced(MAX_N - 2) + "{",
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, s in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(s) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(("true" if solve(s) else "false") + "\n")


if __name__ == "__main__":
    main()
