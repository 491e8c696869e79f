class Solution {
    fun uniquePathsWithObstacles(obstacleGrid: Array<IntArray>): Int {
        val mod = 1_000_000_007
        val rows = obstacleGrid.size
        val cols = obstacleGrid[0].size
        val ways = Array(rows) { IntArray(cols) }
        for (r in 0 until rows) {
            for (c in 0 until cols) {
                if (obstacleGrid[r][c] == 1) continue
                if (r == 0 && c == 0) ways[r][c] = 1
                val fromAbove = if (r > 0) ways[r - 1][c].toLong() else 0L
                val fromLeft = if (c > 0) ways[r][c - 1].toLong() else 0L
                if (r > 0 || c > 0) ways[r][c] = ((fromAbove + fromLeft) % mod).toInt()
            }
        }
        return ways[rows - 1][cols - 1]
    }
}
