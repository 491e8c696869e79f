public class Solution {
    public int[][] CriticalConnections(int n, int[][] connections) {
        int m = connections.Length;
        int[] first = new int[n + 1], to = new int[2 * m], id = new int[2 * m];
        foreach (int[] c in connections) {
            first[c[0] + 1]++;
            first[c[1] + 1]++;
        }
        for (int u = 0; u < n; u++) first[u + 1] += first[u];
        int[] fill = new int[n];
        Array.Copy(first, fill, n);
        for (int e = 0; e < m; e++) {
            int u = connections[e][0], v = connections[e][1];
            to[fill[u]] = v;
            id[fill[u]++] = e;
            to[fill[v]] = u;
            id[fill[v]++] = e;
        }
        // Tarjan's low-link with an explicit stack instead of recursion (paths can be 5 * 10^4 long).
        int[] order = new int[n], low = new int[n], parentEdge = new int[n], next = new int[n];
        Array.Copy(first, next, n);
        for (int u = 0; u < n; u++) {
            order[u] = -1;
            parentEdge[u] = -1;
        }
        int[] stack = new int[n];
        List<int[]> bridges = new List<int[]>();
        int clock = 0;
        for (int root = 0; root < n; root++) {
            if (order[root] != -1) continue;
            int top = 0;
            stack[top++] = root;
            order[root] = low[root] = clock++;
            while (top > 0) {
                int u = stack[top - 1];
                if (next[u] < first[u + 1]) {
                    int k = next[u]++, v = to[k];
                    if (id[k] == parentEdge[u]) continue;
                    if (order[v] == -1) {
                        order[v] = low[v] = clock++;
                        parentEdge[v] = id[k];
                        stack[top++] = v;
                    } else {
                        low[u] = Math.Min(low[u], order[v]);
                    }
                    continue;
                }
                top--;
                if (top == 0) continue;
                int p = stack[top - 1];
                low[p] = Math.Min(low[p], low[u]);
                if (low[u] > order[p]) bridges.Add(new int[] {p, u});
            }
        }
        return bridges.ToArray();
    }
}
