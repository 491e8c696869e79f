#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for network-delay. Deterministic: fixed seed."""
import heapq
import json
import os
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4004)
MAX_N = MAX_M = 60_000
MAX_W = 100


def delay(n, times, k):
    out = [[] for _ in range(n)]
    for u, v, w in times:
        out[u].append((v, w))
    best = [None] * n
    heap = [(0, k)]
    while heap:
        d, u = heapq.heappop(heap)
        if best[u] is not None:
            continue
        best[u] = d
        for v, w in out[u]:
            if best[v] is None:
                heapq.heappush(heap, (d + w, v))
    return -1 if None in best else max(best)


def add_random_edges(n, edges, m):
    """Tops `edges` (a dict (u, v) -> w) up to m distinct directed edges without self-loops."""
    while len(edges) < m:
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v and (u, v) not in edges:
            edges[(u, v)] = rng.randint(1, MAX_W)
    return edges


def reachable_random(n, m, k):
    """A random arborescence rooted at k (so every node is reachable) plus random extra edges."""
    order = list(range(n))
    order.remove(k)
    rng.shuffle(order)
    order = [k] + order
    edges = {}
    for i in range(1, n):
        parent = order[rng.randrange(max(0, i - 5), i)] if rng.random() < 0.5 else order[rng.randrange(i)]
        edges[(parent, order[i])] = rng.randint(1, MAX_W)
    return add_random_edges(n, edges, m)


def as_list(edges):
    items = [[u, v, w] for (u, v), w in edges.items()]
    rng.shuffle(items)
    return items


def main():
    # Two maximum-size cases (most edges, most nodes); the others are small or medium.
    cases = [
        (1, [], 0),
        (2, [[0, 1, 5]], 0),
        (2, [[0, 1, 5]], 1),
        (4, [[0, 3, 90], [0, 1, 10], [1, 2, 10], [2, 3, 10], [3, 0, 1]], 0),
    ]
    cases.append((100, as_list(reachable_random(100, 400, 37)), 37))
    cases.append((2000, as_list(reachable_random(2000, 8000, 0)), 0))
    # Maximum number of edges on a denser random graph.
    cases.append((20_000, as_list(reachable_random(20_000, MAX_M, 12_345)), 12_345))
    # Maximum number of nodes: one long chain listed from its far end, plus a single spare edge.
    order = list(range(MAX_N))
    rng.shuffle(order)
    chain = [[order[i], order[i + 1], rng.randint(1, MAX_W)] for i in range(MAX_N - 2, -1, -1)]
    chain.append([order[MAX_N // 2], order[MAX_N // 2 + 10], MAX_W])
    cases.append((MAX_N, chain, order[0]))
    # Everything reachable except one node that only has outgoing edges.
    edges = reachable_random(3000, 9000, 5)
    lonely = 2999 if 5 != 2999 else 2998
    edges = {(u, v): w for (u, v), w in edges.items() if v != lonely}
    edges[(lonely, 5)] = 1
    cases.append((3000, as_list(edges), 5))
    # A heavy direct edge to every node and a light chain that is faster over many hops.
    n = 90
    edges = {(0, v): MAX_W for v in range(2, n)}
    for v in range(n - 1):
        edges[(v, v + 1)] = 1
    cases.append((n, as_list(edges), 0))
    # A 40 x 40 grid with roads both ways and random travel times.
    side = 40
    edges = {}
    for r in range(side):
        for c in range(side):
            u = r * side + c
            for v in ((u + 1) if c + 1 < side else None, (u + side) if r + 1 < side else None):
                if v is not None:
                    edges[(u, v)] = rng.randint(1, MAX_W)
                    edges[(v, u)] = rng.randint(1, MAX_W)
    cases.append((side * side, as_list(edges), rng.randrange(side * side)))
    # Random graph where some nodes are probably unreachable.
    cases.append((4000, as_list(add_random_edges(4000, {}, 6000)), 7))
    # All travel times equal to the maximum.
    edges = {key: MAX_W for key in reachable_random(1000, 3000, 999)}
    cases.append((1000, as_list(edges), 999))
    os.makedirs(OUT, exist_ok=True)
    for i, (n, times, k) in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{n}\n{json.dumps(times, separators=(",", ":"))}\n{k}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{delay(n, times, k)}\n')


if __name__ == '__main__':
    main()
