"""Writes the hidden tests of evaluate-rpn into data/secret (deterministic)."""
import glob
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_TOKENS = 10**5
LO, HI = -(2**31), 2**31 - 1
rng = random.Random(4115)


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def divide(a: int, b: int) -> int:
    """Integer division truncating toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": divide}


def solve(tokens) -> int:
    stack = []
    for t in tokens:
        if t in OPS:
            b, a = stack.pop(), stack.pop()
            stack.append(OPS[t](a, b))
            assert LO <= stack[-1] <= HI
        else:
            stack.append(int(t))
    assert len(stack) == 1
    return stack[0]


def expression(numbers: int, push_bias: float = 0.5, weights=(3, 3, 2, 2), lo=-200, hi=200):
    """A random valid expression with the given count of numbers; a higher push bias builds a deeper stack."""
    tokens, stack = [], []
    left = numbers
    while left or len(stack) > 1:
        if left and (len(stack) < 2 or rng.random() < push_bias):
            value = rng.randint(lo, hi)
            tokens.append(str(value))
            stack.append(value)
            left -= 1
            continue
        b, a = stack.pop(), stack.pop()
        allowed = [op for op in "+-*/" if not (op == "/" and b == 0) and LO <= OPS[op](a, b) <= HI]
        op = rng.choices(allowed, [weights["+-*/".index(o)] for o in allowed])[0]
        tokens.append(op)
        stack.append(OPS[op](a, b))
    return tokens


def build_tests():
    deep = [str(rng.randint(1, 200)) for _ in range(MAX_TOKENS // 2)] + ["+"] * (MAX_TOKENS // 2 - 1)
    return [
        ["42"],
        ["-200"],
        ["-7", "2", "/"],
        ["-7", "-2", "/"],
        ["0", "-5", "/"],
        ["200", "200", "*", "200", "*", "200", "*", "-1", "*"],
        ["200", "200", "*", "200", "*", "200", "*", "200", "200", "*", "200", "*", "67", "*", "+", "-1", "*"],
        expression(20),
        expression(1000, 0.5, (2, 2, 3, 2)),
        expression(5000, 0.3),
        expression(5000, 0.7, (1, 1, 1, 4)),
        # Maximum size: a 5 * 10^4-deep stack of numbers, then random long expressions.
        deep,
        expression(MAX_TOKENS // 2, 0.5, (3, 3, 3, 2), -9, 9),
    ]


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, tokens in enumerate(build_tests(), 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write(encode(tokens) + "\n")
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(str(solve(tokens)) + "\n")


if __name__ == "__main__":
    main()
