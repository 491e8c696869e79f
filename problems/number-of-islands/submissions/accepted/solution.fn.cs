public class Solution {
    public int NumIslands(string[] grid) {
        int rows = grid.Length, cols = grid[0].Length;
        bool[] land = new bool[rows * cols];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) land[r * cols + c] = grid[r][c] == '1';
        // Breadth-first flood fill with an array queue: an island of 10^6 cells needs no recursion.
        int[] queue = new int[rows * cols];
        int islands = 0;
        for (int start = 0; start < rows * cols; start++) {
            if (!land[start]) continue;
            islands++;
            land[start] = false;
            int head = 0, tail = 0;
            queue[tail++] = start;
            while (head < tail) {
                int cell = queue[head++], r = cell / cols, c = cell % cols;
                if (r > 0 && land[cell - cols]) { land[cell - cols] = false; queue[tail++] = cell - cols; }
                if (r + 1 < rows && land[cell + cols]) { land[cell + cols] = false; queue[tail++] = cell + cols; }
                if (c > 0 && land[cell - 1]) { land[cell - 1] = false; queue[tail++] = cell - 1; }
                if (c + 1 < cols && land[cell + 1]) { land[cell + 1] = false; queue[tail++] = cell + 1; }
            }
        }
        return islands;
    }
}
