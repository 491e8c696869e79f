#include <bits/stdc++.h>
using namespace std;

// Too slow: repeats full-grid sweeps that copy the smallest neighbouring label until
// nothing changes. A long winding island needs a number of sweeps proportional to its
// length, so the total work is quadratic in the grid size.
class Solution {
public:
    int numIslands(vector<string>& grid) {
        int rows = grid.size(), cols = grid[0].size();
        vector<int> label(rows * cols, -1);
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (grid[r][c] == '1') label[r * cols + c] = r * cols + c;
        bool changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int i = r * cols + c;
                    if (label[i] < 0) continue;
                    int best = label[i];
                    if (r > 0 && label[i - cols] >= 0) best = min(best, label[i - cols]);
                    if (r + 1 < rows && label[i + cols] >= 0) best = min(best, label[i + cols]);
                    if (c > 0 && label[i - 1] >= 0) best = min(best, label[i - 1]);
                    if (c + 1 < cols && label[i + 1] >= 0) best = min(best, label[i + 1]);
                    if (best != label[i]) { label[i] = best; changed = true; }
                }
            }
        }
        int islands = 0;
        for (int i = 0; i < rows * cols; i++) islands += label[i] == i;
        return islands;
    }
};

// ---------- Input/output helpers: nothing to change below ----------
static vector<string> parseStringArray(const string& s) {
    vector<string> out;
    for (size_t i = 0; i < s.size(); i++) {
        if (s[i] != '"') continue;
        size_t j = s.find('"', i + 1);
        out.push_back(s.substr(i + 1, j - i - 1));
        i = j;
    }
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    vector<string> grid = parseStringArray(line);
    cout << Solution().numIslands(grid) << "\n";
}
