#include <bits/stdc++.h>
using namespace std;

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

// ---------- Input/output helpers: nothing to change below ----------
static vector<vector<int>> parseIntMatrix(const string& s) {
    vector<vector<int>> rows;
    int depth = 0;
    for (size_t i = 0; i < s.size(); i++) {
        char c = s[i];
        if (c == '[') {
            if (++depth == 2) rows.emplace_back();
        } else if (c == ']') {
            depth--;
        } else if (c == '-' || isdigit(c)) {
            bool neg = c == '-';
            long long v = 0;
            if (neg) i++;
            while (i < s.size() && isdigit(s[i])) v = v * 10 + (s[i++] - '0');
            i--;
            rows.back().push_back((int)(neg ? -v : v));
        }
    }
    return rows;
}

// Prints the pairs in the canonical order: each as [smaller, larger], sorted ascending.
static void printPairs(vector<vector<int>> pairs) {
    for (auto& p : pairs)
        if (p[0] > p[1]) swap(p[0], p[1]);
    sort(pairs.begin(), pairs.end());
    string out = "[";
    for (size_t i = 0; i < pairs.size(); i++) {
        if (i > 0) out += ',';
        out += '[' + to_string(pairs[i][0]) + ',' + to_string(pairs[i][1]) + ']';
    }
    cout << out << "]\n";
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n = stoi(line);
    getline(cin, line);
    vector<vector<int>> connections = parseIntMatrix(line);
    printPairs(Solution().criticalConnections(n, connections));
}
