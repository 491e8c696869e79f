class Solution:
    def criticalConnections(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        neighbours = [[] for _ in range(n)]
        for e, (u, v) in enumerate(connections):
            neighbours[u].append((v, e))
            neighbours[v].append((u, e))
        # Tarjan's low-link, iterative: Python's recursion limit is far below the path lengths here.
        order = [-1] * n
        low = [0] * n
        bridges = []
        clock = 0
        for root in range(n):
            if order[root] != -1:
                continue
            order[root] = low[root] = clock
            clock += 1
            # Frames: (node, edge id used to enter it, iterator over its neighbours).
            stack = [(root, -1, iter(neighbours[root]))]
            while stack:
                u, via, it = stack[-1]
                for v, e in it:
                    if e == via:
                        continue
                    if order[v] == -1:
                        order[v] = low[v] = clock
                        clock += 1
                        stack.append((v, e, iter(neighbours[v])))
                        break
                    if order[v] < low[u]:
                        low[u] = order[v]
                else:
                    stack.pop()
                    if stack:
                        p = stack[-1][0]
                        if low[u] < low[p]:
                            low[p] = low[u]
                        if low[u] > order[p]:
                            bridges.append([p, u])
        return bridges
