class Solution {
    fun numIslands(grid: Array<String>): Int {
        val rows = grid.size
        val cols = grid[0].length
        val land = BooleanArray(rows * cols)
        for (r in 0 until rows)
            for (c in 0 until cols) land[r * cols + c] = grid[r][c] == '1'
        val queue = IntArray(rows * cols)
        var islands = 0
        for (start in 0 until rows * cols) {
            if (!land[start]) continue
            islands++
            land[start] = false
            var head = 0
            var tail = 0
            queue[tail++] = start
            while (head < tail) {
                val cell = queue[head++]
                val r = cell / cols
                val c = cell % cols
                if (r > 0 && land[cell - cols]) { land[cell - cols] = false; queue[tail++] = cell - cols }
                if (r + 1 < rows && land[cell + cols]) { land[cell + cols] = false; queue[tail++] = cell + cols }
                if (c > 0 && land[cell - 1]) { land[cell - 1] = false; queue[tail++] = cell - 1 }
                if (c + 1 < cols && land[cell + 1]) { land[cell + 1] = false; queue[tail++] = cell + 1 }
            }
        }
        return islands
    }
}
