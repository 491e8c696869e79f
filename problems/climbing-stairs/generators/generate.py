#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for climbing-stairs. Deterministic: fixed seed."""
import os
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4006)
MOD = 10**9 + 7


def ways(n):
    # Fibonacci by fast doubling, independent of the step-by-step solutions.
    def fib(k):
        if k == 0:
            return 0, 1
        a, b = fib(k // 2)
        c = a * (2 * b - a) % MOD
        d = (a * a + b * b) % MOD
        return (d, (c + d) % MOD) if k % 2 else (c, d)

    return fib(n + 1)[0]


def main():
    # 92 and 93 straddle the point where the exact count stops fitting in 64 bits.
    cases = [1, 2, 3, 7, 30, 44, 45, 92, 93, 1000, rng.randint(10**5, 5 * 10**5), 999_999, 10**6]
    os.makedirs(OUT, exist_ok=True)
    for i, n in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{n}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{ways(n)}\n')


if __name__ == '__main__':
    main()
