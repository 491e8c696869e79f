class Solution {
public:
    vector<vector<int>> criticalConnections(int n, vector<vector<int>>& connections) {
        int m = connections.size();
        // Adjacency in compressed arrays; each entry remembers its edge id so the walk back
        // along the tree edge to the parent can be recognised.
        vector<int> first(n + 1, 0), to(2 * m), id(2 * m);
        for (auto& c : connections) first[c[0] + 1]++, first[c[1] + 1]++;
        for (int u = 0; u < n; u++) first[u + 1] += first[u];
        vector<int> fill(first.begin(), first.end() - 1);
        for (int e = 0; e < m; e++) {
            int u = connections[e][0], v = connections[e][1];
            to[fill[u]] = v, id[fill[u]++] = e;
            to[fill[v]] = u, id[fill[v]++] = e;
        }
        // Tarjan's low-link with an explicit stack: the graph can be a path of n nodes.
        vector<int> order(n, -1), low(n), parentEdge(n, -1), next(first.begin(), first.end() - 1);
        vector<vector<int>> bridges;
        int clock = 0;
        for (int root = 0; root < n; root++) {
            if (order[root] != -1) continue;
            vector<int> stack = {root};
            order[root] = low[root] = clock++;
            while (!stack.empty()) {
                int u = stack.back();
                if (next[u] < first[u + 1]) {
                    int k = next[u]++, v = to[k];
                    if (id[k] == parentEdge[u]) continue;
                    if (order[v] == -1) {
                        order[v] = low[v] = clock++;
                        parentEdge[v] = id[k];
                        stack.push_back(v);
                    } else {
                        low[u] = min(low[u], order[v]);
                    }
                    continue;
                }
                stack.pop_back();
                if (stack.empty()) continue;
                int p = stack.back();
                low[p] = min(low[p], low[u]);
                // No edge from u's subtree climbs above u, so the tree edge p-u is the only link.
                if (low[u] > order[p]) bridges.push_back({p, u});
            }
        }
        return bridges;
    }
};
