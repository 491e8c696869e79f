#include <bits/stdc++.h>
using namespace std;

// Too slow: relaxes every cell from its neighbours in full-grid sweeps until nothing improves.
// Along a winding corridor the distances advance only a few cells per sweep, so the number
// of sweeps grows with the corridor length.
class Solution {
public:
    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {
        int n = grid.size();
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1;
        const int INF = INT_MAX / 2;
        vector<vector<int>> dist(n, vector<int>(n, INF));
        dist[0][0] = 1;
        bool changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (grid[r][c] != 0) continue;
                    int best = dist[r][c];
                    for (int nr = max(0, r - 1); nr <= min(n - 1, r + 1); nr++)
                        for (int nc = max(0, c - 1); nc <= min(n - 1, c + 1); nc++)
                            if (grid[nr][nc] == 0) best = min(best, dist[nr][nc] + 1);
                    if (best < dist[r][c]) {
                        dist[r][c] = best;
                        changed = true;
                    }
                }
            }
        }
        return dist[n - 1][n - 1] >= INF ? -1 : dist[n - 1][n - 1];
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
    vector<vector<int>> grid = parseIntMatrix(line);
    cout << Solution().shortestPathBinaryMatrix(grid) << "\n";
}
