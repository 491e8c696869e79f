#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for count-connected-components. Deterministic: fixed seed."""
import json
import os
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4011)
MAX_N = MAX_M = 100_000


def components(n, edges):
    # Iterative depth-first search with an explicit stack.
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n
    count = 0
    for s in range(n):
        if seen[s]:
            continue
        count += 1
        seen[s] = True
        stack = [s]
        while stack:
            for v in adj[stack.pop()]:
                if not seen[v]:
                    seen[v] = True
                    stack.append(v)
    return count


def random_edges(n, m):
    pairs = set()
    edges = []
    while len(edges) < m:
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v and (min(u, v), max(u, v)) not in pairs:
            pairs.add((min(u, v), max(u, v)))
            edges.append([u, v])
    return edges


def cycle(nodes):
    return [[nodes[i], nodes[(i + 1) % len(nodes)]] for i in range(len(nodes))]


def main():
    # Two maximum-size cases: a star with 10^5 - 1 edges and 10^5 nodes with random edges.
    cases = [
        (1, []),
        (5, []),
        (3, [[0, 1], [1, 2], [2, 0]]),
        (7, [[0, 1], [2, 3], [3, 4], [4, 2], [6, 5]]),
        (MAX_N, []),
        (MAX_N, [[0, v] for v in range(1, MAX_N)]),
        (MAX_N, random_edges(MAX_N, MAX_M // 2)),
        (1000, random_edges(1000, 3000)),
    ]
    order = list(range(10_000))
    rng.shuffle(order)
    chain = [[order[i], order[i + 1]] for i in range(len(order) - 1)]
    rng.shuffle(chain)
    cases.append((10_000, chain))
    triangles = [e for t in range(1000) for e in cycle([3 * t, 3 * t + 1, 3 * t + 2])]
    rng.shuffle(triangles)
    cases.append((3000, triangles))
    order = list(range(10_000))
    rng.shuffle(order)
    cases.append((10_000, cycle(order[:6000]) + cycle(order[6000:])))
    cases.append((5000, random_edges(5000, 2500)))
    os.makedirs(OUT, exist_ok=True)
    for i, (n, edges) in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{n}\n{json.dumps(edges, separators=(",", ":"))}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{components(n, edges)}\n')


if __name__ == '__main__':
    main()
