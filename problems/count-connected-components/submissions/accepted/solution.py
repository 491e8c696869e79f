import json
import sys
from typing import List


class Solution:
    def countComponents(self, n: int, edges: List[List[int]]) -> int:
        parent = list(range(n))

        def find(x: int) -> int:
            root = x
            while parent[root] != root:
                root = parent[root]
            while parent[x] != root:  # point the whole path at the root
                parent[x], x = root, parent[x]
            return root

        components = n
        for u, v in edges:
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
                components -= 1
        return components

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    edges = json.loads(lines[1])
    print(json.dumps(Solution().countComponents(n, edges), separators=(',', ':')))


main()
