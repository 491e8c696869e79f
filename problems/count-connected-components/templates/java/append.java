
public class Main {
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
        int n = Integer.parseInt(in.readLine().trim());
        int[][] edges = parseIntMatrix(in.readLine());
        System.out.println(new Solution().countComponents(n, edges));
    }
}
