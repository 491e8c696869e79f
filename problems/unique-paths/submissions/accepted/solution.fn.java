class Solution {
    public int uniquePathsWithObstacles(int[][] obstacleGrid) {
        final int MOD = 1_000_000_007;
        int rows = obstacleGrid.length, cols = obstacleGrid[0].length;
        int[][] ways = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (obstacleGrid[r][c] == 1) continue;
                if (r == 0 && c == 0) ways[r][c] = 1;
                long fromAbove = r > 0 ? ways[r - 1][c] : 0, fromLeft = c > 0 ? ways[r][c - 1] : 0;
                if (r > 0 || c > 0) ways[r][c] = (int) ((fromAbove + fromLeft) % MOD);
            }
        }
        return ways[rows - 1][cols - 1];
    }
}
