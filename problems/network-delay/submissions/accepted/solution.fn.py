import heapq


class Solution:
    def networkDelayTime(self, n: int, times: List[List[int]], k: int) -> int:
        out = [[] for _ in range(n)]
        for u, v, w in times:
            out[u].append((v, w))
        dist = [-1] * n
        heap = [(0, k)]
        reached = 0
        while heap:
            d, u = heapq.heappop(heap)
            if dist[u] != -1:
                continue
            dist[u] = d
            reached += 1
            for v, w in out[u]:
                if dist[v] == -1:
                    heapq.heappush(heap, (d + w, v))
        return max(dist) if reached == n else -1
