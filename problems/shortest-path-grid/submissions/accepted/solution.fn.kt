class Solution {
    fun shortestPathBinaryMatrix(grid: Array<IntArray>): Int {
        val n = grid.size
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1
        val dist = IntArray(n * n)
        val queue = IntArray(n * n)
        var head = 0
        var tail = 0
        dist[0] = 1
        queue[tail++] = 0
        while (head < tail) {
            val cell = queue[head++]
            val r = cell / n
            val c = cell % n
            if (cell == n * n - 1) return dist[cell]
            for (nr in Math.max(0, r - 1)..Math.min(n - 1, r + 1)) {
                for (nc in Math.max(0, c - 1)..Math.min(n - 1, c + 1)) {
                    val next = nr * n + nc
                    if (grid[nr][nc] != 0 || dist[next] != 0) continue
                    dist[next] = dist[cell] + 1
                    queue[tail++] = next
                }
            }
        }
        return -1
    }
}
