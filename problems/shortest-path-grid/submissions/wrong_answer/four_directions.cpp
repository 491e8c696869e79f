#include <bits/stdc++.h>
using namespace std;

// Wrong: forgets the four diagonal moves.
class Solution {
public:
    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {
        int n = grid.size();
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1;
        vector<vector<int>> dist(n, vector<int>(n, 0));
        queue<pair<int, int>> frontier;
        dist[0][0] = 1;
        frontier.push({0, 0});
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        while (!frontier.empty()) {
            auto [r, c] = frontier.front();
            frontier.pop();
            if (r == n - 1 && c == n - 1) return dist[r][c];
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
                if (grid[nr][nc] != 0 || dist[nr][nc] != 0) continue;
                dist[nr][nc] = dist[r][c] + 1;
                frontier.push({nr, nc});
            }
        }
        return -1;
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
