#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for course-schedule. Deterministic: fixed seed."""
import json
import os
from collections import deque
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4002)
MAX_N, MAX_M = 100_000, 50_000


def finishable(n, pairs):
    needs = [0] * n
    unlocks = [[] for _ in range(n)]
    for course, before in pairs:
        needs[course] += 1
        unlocks[before].append(course)
    ready = deque(c for c in range(n) if needs[c] == 0)
    done = 0
    while ready:
        c = ready.popleft()
        done += 1
        for nxt in unlocks[c]:
            needs[nxt] -= 1
            if needs[nxt] == 0:
                ready.append(nxt)
    return done == n


def random_dag(n, m):
    """Distinct pairs [course, before] where `before` comes earlier in a hidden random order."""
    order = list(range(n))
    rng.shuffle(order)
    pairs = set()
    while len(pairs) < m:
        i, j = rng.randrange(n), rng.randrange(n)
        if i != j:
            lo, hi = min(i, j), max(i, j)
            pairs.add((order[hi], order[lo]))
    return [list(p) for p in pairs], order


def chain(n, extra):
    """A chain that forces every course to wait for the previous one, listed back to front."""
    order = list(range(n))
    rng.shuffle(order)
    pairs = {(order[i + 1], order[i]) for i in range(n - 1)}
    while len(pairs) < n - 1 + extra:
        i, j = sorted(rng.sample(range(n), 2))
        pairs.add((order[j], order[i]))
    chain_part = [[order[i + 1], order[i]] for i in range(n - 2, -1, -1)]
    position = {c: i for i, c in enumerate(order)}
    rest = [list(p) for p in pairs if position[p[0]] != position[p[1]] + 1]
    rng.shuffle(rest)
    return chain_part + rest, order


def close_cycle(n, pairs):
    """Adds one pair that makes a course wait for a course that already waits (transitively) for it."""
    unlocks = [[] for _ in range(n)]
    for course, before in pairs:
        unlocks[before].append(course)
    start = rng.choice([c for c in range(n) if unlocks[c]])
    depth = {start: 0}
    frontier = deque([start])
    while frontier:
        c = frontier.popleft()
        for nxt in unlocks[c]:
            if nxt not in depth:
                depth[nxt] = depth[c] + 1
                frontier.append(nxt)
    far = max(depth, key=lambda c: (depth[c], c))
    pairs.insert(rng.randrange(len(pairs) + 1), [start, far])
    return pairs


def main():
    # Two maximum-size cases (a long chain and a large graph with one deep cycle); the rest are small or medium.
    cases = []
    cases.append((1, []))
    cases.append((2, [[0, 1]]))
    cases.append((3, [[0, 1], [1, 2], [2, 0]]))
    cases.append((5, [[1, 0], [2, 0], [3, 1], [3, 2], [4, 3]]))
    cases.append((MAX_N, []))
    dag, _ = random_dag(2000, 6000)
    cases.append((2000, dag))
    dag, _ = random_dag(2000, 6000)
    cases.append((2000, close_cycle(2000, dag)))
    long_chain, _ = chain(MAX_N // 2 + 1, 0)
    cases.append((MAX_N, long_chain))
    dag, _ = random_dag(MAX_N, MAX_M - 1)
    cases.append((MAX_N, close_cycle(MAX_N, dag)))
    long_chain, order = chain(5000, 3000)
    long_chain.append([order[0], order[-1]])  # the last course becomes a prerequisite of the first
    cases.append((5000, long_chain))
    # Many independent small groups, one of which holds a self-contained 3-cycle.
    pairs = []
    for g in range(0, 8000, 4):
        pairs += [[g + 1, g], [g + 2, g + 1], [g + 3, g + 1]]
    k = 4 * rng.randrange(2000)
    pairs.append([k, k + 2])
    rng.shuffle(pairs)
    cases.append((8000, pairs))
    # Random pairs in both directions: almost surely cyclic.
    pairs = set()
    while len(pairs) < 6000:
        a, b = rng.randrange(3000), rng.randrange(3000)
        if a != b:
            pairs.add((a, b))
    cases.append((3000, [list(p) for p in pairs]))
    dag, _ = random_dag(20_000, 20_000)
    cases.append((20_000, dag))
    os.makedirs(OUT, exist_ok=True)
    for i, (n, pairs) in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{n}\n{json.dumps(pairs, separators=(",", ":"))}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(json.dumps(finishable(n, pairs)) + '\n')


if __name__ == '__main__':
    main()
