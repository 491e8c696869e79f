import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
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

    // ---------- Input/output helpers: nothing to change below ----------
    static int[][] parseIntMatrix(String s) {
        List<int[]> rows = new ArrayList<>();
        int[] row = new int[8];
        int len = 0, depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[') {
                depth++;
                len = 0;
            } else if (c == ']') {
                if (depth-- == 2) rows.add(Arrays.copyOf(row, len));
            } else if (c == '-' || Character.isDigit(c)) {
                boolean neg = c == '-';
                long v = 0;
                if (neg) i++;
                while (i < s.length() && Character.isDigit(s.charAt(i))) v = v * 10 + (s.charAt(i++) - '0');
                i--;
                if (len == row.length) row = Arrays.copyOf(row, len * 2);
                row[len++] = (int) (neg ? -v : v);
            }
        }
        return rows.toArray(new int[0][]);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[][] grid = parseIntMatrix(in.readLine());
        System.out.println(new Solution().shortestPathBinaryMatrix(grid));
    }
}
