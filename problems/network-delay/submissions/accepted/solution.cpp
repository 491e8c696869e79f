#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int networkDelayTime(int n, vector<vector<int>>& times, int k) {
        vector<vector<pair<int, int>>> out(n);
        for (auto& t : times) out[t[0]].push_back({t[1], t[2]});
        const long long INF = LLONG_MAX;
        vector<long long> dist(n, INF);
        // Min-heap of (arrival time, node); stale entries are skipped when popped.
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
        dist[k] = 0;
        heap.push({0, k});
        while (!heap.empty()) {
            auto [d, u] = heap.top();
            heap.pop();
            if (d > dist[u]) continue;
            for (auto [v, w] : out[u]) {
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    heap.push({dist[v], v});
                }
            }
        }
        long long slowest = *max_element(dist.begin(), dist.end());
        return slowest == INF ? -1 : (int)slowest;
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
