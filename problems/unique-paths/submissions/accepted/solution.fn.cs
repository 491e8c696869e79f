public class Solution {
    public int UniquePathsWithObstacles(int[][] obstacleGrid) {
        const int MOD = 1000000007;
        int rows = obstacleGrid.Length, cols = obstacleGrid[0].Length;
        // One row of the table: ways[c] holds the row above until it is overwritten.
        long[] ways = new long[cols];
        ways[0] = 1;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (obstacleGrid[r][c] == 1) ways[c] = 0;
                else if (c > 0) ways[c] = (ways[c] + ways[c - 1]) % MOD;
            }
        }
        return (int) ways[cols - 1];
    }
}
