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
