class Solution {
    public int shortestPathBinaryMatrix(int[][] grid) {
        int n = grid.length;
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1;
        int[] dist = new int[n * n];
        int[] queue = new int[n * n];
        int head = 0, tail = 0;
        dist[0] = 1;
        queue[tail++] = 0;
        while (head < tail) {
            int cell = queue[head++], r = cell / n, c = cell % n;
            if (cell == n * n - 1) return dist[cell];
            for (int nr = Math.max(0, r - 1); nr <= Math.min(n - 1, r + 1); nr++) {
                for (int nc = Math.max(0, c - 1); nc <= Math.min(n - 1, c + 1); nc++) {
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
