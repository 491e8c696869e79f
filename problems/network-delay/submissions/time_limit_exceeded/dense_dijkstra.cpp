#include <bits/stdc++.h>
using namespace std;

// Too slow: Dijkstra that finds the next node by scanning all n nodes, O(n^2) in total.
class Solution {
public:
    int networkDelayTime(int n, vector<vector<int>>& times, int k) {
        vector<vector<pair<int, int>>> out(n);
        for (auto& t : times) out[t[0]].push_back({t[1], t[2]});
        const long long INF = LLONG_MAX;
        vector<long long> dist(n, INF);
        vector<char> done(n, 0);
        dist[k] = 0;
        for (int step = 0; step < n; step++) {
            int u = -1;
            for (int v = 0; v < n; v++)
                if (!done[v] && (u == -1 || dist[v] < dist[u])) u = v;
            if (dist[u] == INF) return -1;
            done[u] = 1;
            for (auto [v, w] : out[u])
                if (dist[u] + w < dist[v]) dist[v] = dist[u] + w;
        }
        return (int)*max_element(dist.begin(), dist.end());
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

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n = stoi(line);
    getline(cin, line);
    vector<vector<int>> times = parseIntMatrix(line);
    getline(cin, line);
    int k = stoi(line);
    cout << Solution().networkDelayTime(n, times, k) << "\n";
}
