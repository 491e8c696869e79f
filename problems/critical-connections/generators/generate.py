#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for critical-connections. Deterministic: fixed seed."""
import json
import os
from collections import deque
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4013)
MAX_N = MAX_M = 50_000


def bridges(n, edges):
    """Iterative low-link over an explicit stack of (node, entering edge, next neighbour index)."""
    adj = [[] for _ in range(n)]
    for e, (u, v) in enumerate(edges):
        adj[u].append((v, e))
        adj[v].append((u, e))
    tin = [-1] * n
    low = [0] * n
    found = []
    timer = 0
    for s in range(n):
        if tin[s] != -1:
            continue
        tin[s] = low[s] = timer
        timer += 1
        stack = [[s, -1, 0]]
        while stack:
            frame = stack[-1]
            u, via, k = frame
            if k < len(adj[u]):
                frame[2] += 1
                v, e = adj[u][k]
                if e == via:
                    continue
                if tin[v] == -1:
                    tin[v] = low[v] = timer
                    timer += 1
                    stack.append([v, e, 0])
                else:
                    low[u] = min(low[u], tin[v])
                continue
            stack.pop()
            if stack:
                p = stack[-1][0]
                low[p] = min(low[p], low[u])
                if low[u] > tin[p]:
                    found.append(sorted((p, u)))
    return sorted(found)


def brute_force(n, edges):
    """Edge e is critical when its ends are disconnected without it."""
    adj = [[] for _ in range(n)]
    for e, (u, v) in enumerate(edges):
        adj[u].append((v, e))
        adj[v].append((u, e))
    found = []
    for skip, (a, b) in enumerate(edges):
        seen = {a}
        frontier = deque([a])
        while frontier:
            for v, e in adj[frontier.popleft()]:
                if e != skip and v not in seen:
                    seen.add(v)
                    frontier.append(v)
        if b not in seen:
            found.append(sorted((a, b)))
    return sorted(found)


class Builder:
    """Collects distinct undirected edges on shuffled labels."""

    def __init__(self, n):
        self.n = n
        self.label = list(range(n))
        rng.shuffle(self.label)
        self.pairs = set()
        self.edges = []

    def add(self, a, b):
        u, v = self.label[a], self.label[b]
        key = (min(u, v), max(u, v))
        if u != v and key not in self.pairs:
            self.pairs.add(key)
            self.edges.append([u, v] if rng.random() < 0.5 else [v, u])

    def done(self):
        rng.shuffle(self.edges)
        return self.n, self.edges


def random_tree(n):
    b = Builder(n)
    for v in range(1, n):
        b.add(v, rng.randrange(max(0, v - 3), v) if rng.random() < 0.3 else rng.randrange(v))
    return b


def cycle(n):
    b = Builder(n)
    for v in range(n):
        b.add(v, (v + 1) % n)
    return b


def blobs(n, m, max_blob):
    """Cycles with chords (2-edge-connected blobs) joined by single bridges into a tree."""
    b = Builder(n)
    starts = []
    v = 0
    while v < n:
        size = min(rng.randint(1, max_blob), n - v)
        if size >= 3:
            for i in range(size):
                b.add(v + i, v + (i + 1) % size)
        elif size == 2:
            b.add(v, v + 1)
        if starts:
            b.add(v, rng.choice(starts))
        starts.append(v)
        v += size
    while len(b.edges) < m:
        s = rng.choice(starts)
        end = next((t for t in starts if t > s), n)
        if end - s >= 4:
            b.add(rng.randrange(s, end), rng.randrange(s, end))
    return b


def connected(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n
    seen[0] = True
    frontier = [0]
    while frontier:
        for v in adj[frontier.pop()]:
            if not seen[v]:
                seen[v] = True
                frontier.append(v)
    return all(seen)


def main():
    # Two maximum-size cases (a 5 * 10^4 cycle and 5 * 10^4 edges of blobs); the others are smaller.
    cases = [
        (2, [[0, 1]]),
        (3, [[0, 1], [1, 2], [2, 0]]),
        (4, [[0, 1], [1, 2], [2, 0], [2, 3]]),
        (6, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3], [2, 3]]),
        random_tree(5000).done(),
        cycle(MAX_N).done(),
        blobs(MAX_M // 2, MAX_M, 30).done(),
    ]
    path = Builder(10_000)
    for v in range(1, 10_000):
        path.add(v - 1, v)
    path.add(9999, 9997)
    cases.append(path.done())
    b = random_tree(2000)
    while len(b.edges) < 4000:
        b.add(rng.randrange(2000), rng.randrange(2000))
    cases.append(b.done())
    b = random_tree(1000)
    while len(b.edges) < 1100:
        b.add(rng.randrange(1000), rng.randrange(1000))
    cases.append(b.done())
    b = Builder(60)
    for u in range(60):
        for v in range(u + 1, 60):
            b.add(u, v)
    cases.append(b.done())
    b = Builder(3000)
    for v in range(1, 3000):
        b.add(0, v)
    cases.append(b.done())
    cases.append(blobs(6000, 6500, 8).done())
    os.makedirs(OUT, exist_ok=True)
    for i, (n, edges) in enumerate(cases, 1):
        assert n - 1 <= len(edges) <= MAX_M and connected(n, edges)
        answer = bridges(n, edges)
        if len(edges) <= 4000:
            assert answer == brute_force(n, edges)
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(f'{n}\n{json.dumps(edges, separators=(",", ":"))}\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(json.dumps(answer, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()
