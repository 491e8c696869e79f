import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        public int[][] criticalConnections(int n, int[][] connections) {
            int m = connections.length;
            int[] first = new int[n + 1], to = new int[2 * m], id = new int[2 * m];
            for (int[] c : connections) {
                first[c[0] + 1]++;
                first[c[1] + 1]++;
            }
            for (int u = 0; u < n; u++) first[u + 1] += first[u];
            int[] fill = Arrays.copyOf(first, n);
            for (int e = 0; e < m; e++) {
                int u = connections[e][0], v = connections[e][1];
                to[fill[u]] = v;
                id[fill[u]++] = e;
                to[fill[v]] = u;
                id[fill[v]++] = e;
            }
            // Tarjan's low-link with an explicit stack instead of recursion (paths can be 5 * 10^4 long).
            int[] order = new int[n], low = new int[n], parentEdge = new int[n], next = Arrays.copyOf(first, n);
            Arrays.fill(order, -1);
            Arrays.fill(parentEdge, -1);
            int[] stack = new int[n];
            List<int[]> bridges = new ArrayList<>();
            int clock = 0;
            for (int root = 0; root < n; root++) {
                if (order[root] != -1) continue;
                int top = 0;
                stack[top++] = root;
                order[root] = low[root] = clock++;
                while (top > 0) {
                    int u = stack[top - 1];
                    if (next[u] < first[u + 1]) {
                        int k = next[u]++, v = to[k];
                        if (id[k] == parentEdge[u]) continue;
                        if (order[v] == -1) {
                            order[v] = low[v] = clock++;
                            parentEdge[v] = id[k];
                            stack[top++] = v;
                        } else {
                            low[u] = Math.min(low[u], order[v]);
                        }
                        continue;
                    }
                    top--;
                    if (top == 0) continue;
                    int p = stack[top - 1];
                    low[p] = Math.min(low[p], low[u]);
                    if (low[u] > order[p]) bridges.add(new int[] {p, u});
                }
            }
            return bridges.toArray(new int[0][]);
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

    // Formats the pairs in the canonical order: each as [smaller, larger], sorted ascending.
    static String formatPairs(int[][] pairs) {
        int[][] sorted = new int[pairs.length][];
        for (int i = 0; i < pairs.length; i++)
            sorted[i] = new int[] {Math.min(pairs[i][0], pairs[i][1]), Math.max(pairs[i][0], pairs[i][1])};
        Arrays.sort(sorted, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < sorted.length; i++) {
            if (i > 0) out.append(',');
            out.append('[').append(sorted[i][0]).append(',').append(sorted[i][1]).append(']');
        }
        return out.append(']').toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[][] connections = parseIntMatrix(in.readLine());
        System.out.println(formatPairs(new Solution().criticalConnections(n, connections)));
    }
}
