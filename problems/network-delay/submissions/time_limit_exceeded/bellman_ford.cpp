#include <bits/stdc++.h>
using namespace std;

// Too slow: Bellman-Ford relaxes every edge once per round and stops when a round changes
// nothing. On a long chain listed back to front each round settles one more node: O(n * m).
class Solution {
public:
    int networkDelayTime(int n, vector<vector<int>>& times, int k) {
        const long long INF = LLONG_MAX / 2;
        vector<long long> dist(n, INF);
        dist[k] = 0;
        for (int round = 0; round < n; round++) {
            bool changed = false;
            for (auto& t : times) {
                if (dist[t[0]] + t[2] < dist[t[1]]) {
                    dist[t[1]] = dist[t[0]] + t[2];
                    changed = true;
                }
            }
            if (!changed) break;
        }
        long long slowest = *max_element(dist.begin(), dist.end());
        return slowest >= INF ? -1 : (int)slowest;
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
