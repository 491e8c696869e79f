#include <bits/stdc++.h>
using namespace std;

// Wrong: counts in 64-bit integers and reduces only at the end; counts for large grids
// have long overflowed by then.
class Solution {
public:
    int uniquePathsWithObstacles(vector<vector<int>>& obstacleGrid) {
        int cols = obstacleGrid[0].size();
        vector<unsigned long long> ways(cols, 0);
        ways[0] = 1;
        for (auto& row : obstacleGrid)
            for (int c = 0; c < cols; c++) {
                if (row[c] == 1) ways[c] = 0;
                else if (c > 0) ways[c] += ways[c - 1];
            }
        return (int)(ways[cols - 1] % 1'000'000'007ULL);
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
