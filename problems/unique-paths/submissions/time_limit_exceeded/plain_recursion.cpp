#include <bits/stdc++.h>
using namespace std;

// Too slow: counts paths by recursing right and down from every cell without remembering
// results, so the work grows with the number of paths itself (exponential).
class Solution {
    int rows = 0, cols = 0;
    long long count(const vector<vector<int>>& g, int r, int c) {
        if (r >= rows || c >= cols || g[r][c] == 1) return 0;
        if (r == rows - 1 && c == cols - 1) return 1;
        return (count(g, r + 1, c) + count(g, r, c + 1)) % 1'000'000'007;
    }

public:
    int uniquePathsWithObstacles(vector<vector<int>>& obstacleGrid) {
        rows = obstacleGrid.size();
        cols = obstacleGrid[0].size();
        return (int)count(obstacleGrid, 0, 0);
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
    vector<vector<int>> obstacleGrid = parseIntMatrix(line);
    cout << Solution().uniquePathsWithObstacles(obstacleGrid) << "\n";
}
