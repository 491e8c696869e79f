#include <bits/stdc++.h>
using namespace std;

// Wrong: a plain breadth-first search fixes each node's time the first time it is reached,
// which is the path with the fewest hops, not the fastest one.
class Solution {
public:
    int networkDelayTime(int n, vector<vector<int>>& times, int k) {
        vector<vector<pair<int, int>>> out(n);
        for (auto& t : times) out[t[0]].push_back({t[1], t[2]});
        vector<long long> dist(n, -1);
        queue<int> frontier;
        dist[k] = 0;
        frontier.push(k);
        while (!frontier.empty()) {
            int u = frontier.front();
            frontier.pop();
            for (auto [v, w] : out[u]) {
                if (dist[v] != -1) continue;
                dist[v] = dist[u] + w;
                frontier.push(v);
            }
        }
        long long slowest = 0;
        for (long long d : dist) {
            if (d == -1) return -1;
            slowest = max(slowest, d);
        }
        return (int)slowest;
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
