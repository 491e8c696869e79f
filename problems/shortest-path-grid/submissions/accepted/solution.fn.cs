public class Solution {
    public int ShortestPathBinaryMatrix(int[][] grid) {
        int n = grid.Length;
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1;
        // Breadth-first search over the 8 neighbours; dist counts the cells on the path (0 = unseen).
        int[] dist = new int[n * n];
        int[] queue = new int[n * n];
        int head = 0, tail = 0;
        dist[0] = 1;
        queue[tail++] = 0;
        while (head < tail) {
            int cell = queue[head++], r = cell / n, c = cell % n;
            if (cell == n * n - 1) return dist[cell];
            for (int nr = Math.Max(0, r - 1); nr <= Math.Min(n - 1, r + 1); nr++) {
                for (int nc = Math.Max(0, c - 1); nc <= Math.Min(n - 1, c + 1); nc++) {
                    int next = nr * n + nc;
                    if (grid[nr][nc] != 0 || dist[next] != 0) continue;
                    dist[next] = dist[cell] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return -1;
    }
}
