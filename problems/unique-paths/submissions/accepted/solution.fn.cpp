class Solution {
public:
    int uniquePathsWithObstacles(vector<vector<int>>& obstacleGrid) {
        const int MOD = 1'000'000'007;
        int cols = obstacleGrid[0].size();
        // ways[c] = paths to cell (r, c) of the current row r; a cell is reached from above or from the left.
        vector<int> ways(cols, 0);
        ways[0] = 1;
        for (auto& row : obstacleGrid) {
            for (int c = 0; c < cols; c++) {
                if (row[c] == 1) ways[c] = 0;
                else if (c > 0) ways[c] = (ways[c] + ways[c - 1]) % MOD;
            }
        }
        return ways[cols - 1];
    }
};
