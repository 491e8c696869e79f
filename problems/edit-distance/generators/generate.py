#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for edit-distance. Deterministic: fixed seed."""
import json
import os
import string
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4009)
MAX_LEN = 1000


def distance(a, b):
    # Column-by-column table over word2's prefixes (the transpose of the usual row order).
    col = list(range(len(a) + 1))
    for j in range(1, len(b) + 1):
        nxt = [j] + [0] * len(a)
        for i in range(1, len(a) + 1):
            nxt[i] = min(col[i] + 1, nxt[i - 1] + 1, col[i - 1] + (a[i - 1] != b[j - 1]))
        col = nxt
    return col[-1]


def word(n, letters=string.ascii_lowercase):
    return ''.join(rng.choice(letters) for _ in range(n))


def edited(w, k):
    """`w` after k random single-letter edits."""
    w = list(w)
    for _ in range(k):
        op = rng.randrange(3)
        pos = rng.randrange(len(w) + (op == 1)) if w or op == 1 else 0
        if op == 0 and w:
            w[pos] = rng.choice(string.ascii_lowercase)
        elif op == 1:
            w.insert(pos, rng.choice(string.ascii_lowercase))
        elif w:
            del w[pos]
    return ''.join(w)


def main():
    base = word(MAX_LEN)
    cases = [
        ('', ''),
        ('', 'abc'),
        ('kitten', ''),
        ('a', 'b'),
        ('abc', 'abc'),
        ('intention', 'attention'),
        (word(12, 'ab'), word(15, 'ab')),
        (word(200), word(180)),
        (base, base),
        (base, edited(base, 40)),
        (word(MAX_LEN, 'abcdefghijklm'), word(MAX_LEN, 'nopqrstuvwxyz')),
        (word(MAX_LEN), word(MAX_LEN)),
        (word(MAX_LEN, 'ab'), word(MAX_LEN, 'ab')),
        (base, base[::-1]),
        (word(MAX_LEN), 'q'),
        (base[100:700], base),
    ]
    os.makedirs(OUT, exist_ok=True)
    for i, (a, b) in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{json.dumps(a)}\n{json.dumps(b)}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{distance(a, b)}\n')


if __name__ == '__main__':
    main()
