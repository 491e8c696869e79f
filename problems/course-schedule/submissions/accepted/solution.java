import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        public boolean canFinish(int numCourses, int[][] prerequisites) {
            // Adjacency in compressed arrays: start[c]..start[c+1] lists the courses c unlocks.
            int[] start = new int[numCourses + 1];
            int[] missing = new int[numCourses];
            for (int[] p : prerequisites) {
                start[p[1] + 1]++;
                missing[p[0]]++;
            }
            for (int c = 0; c < numCourses; c++) start[c + 1] += start[c];
            int[] fill = Arrays.copyOf(start, numCourses);
            int[] unlocks = new int[prerequisites.length];
            for (int[] p : prerequisites) unlocks[fill[p[1]]++] = p[0];
            int[] queue = new int[numCourses];
            int head = 0, tail = 0;
            for (int c = 0; c < numCourses; c++) if (missing[c] == 0) queue[tail++] = c;
            while (head < tail) {
                int c = queue[head++];
                for (int k = start[c]; k < start[c + 1]; k++)
                    if (--missing[unlocks[k]] == 0) queue[tail++] = unlocks[k];
            }
            return tail == numCourses;
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
        int numCourses = Integer.parseInt(in.readLine().trim());
        int[][] prerequisites = parseIntMatrix(in.readLine());
        System.out.println(new Solution().canFinish(numCourses, prerequisites));
    }
}
