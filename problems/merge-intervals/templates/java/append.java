
public class Main {
    // ---------- Input/output helpers: each input line holds one JSON value ----------
    // Reads a JSON array of integers such as [2,-7,11].
    static int[] parseIntArray(String line) {
        String body = line.trim();
        body = body.substring(1, body.length() - 1).trim();
        if (body.isEmpty()) return new int[0];
        String[] parts = body.split(",");
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) values[i] = Integer.parseInt(parts[i].trim());
        return values;
    }

    // Reads a JSON array of integer arrays such as [[1,3],[2,6]].
    static int[][] parseIntMatrix(String line) {
        List<int[]> rows = new ArrayList<>();
        int open = line.indexOf('[', line.indexOf('[') + 1);
        while (open >= 0) {
            int close = line.indexOf(']', open);
            rows.add(parseIntArray(line.substring(open, close + 1)));
            open = line.indexOf('[', close);
        }
        return rows.toArray(new int[0][]);
    }

    static String toJson(int[][] rows) {
        StringBuilder out = new StringBuilder("[");
        for (int r = 0; r < rows.length; r++) {
            if (r > 0) out.append(',');
            out.append('[');
            for (int i = 0; i < rows[r].length; i++) {
                if (i > 0) out.append(',');
                out.append(rows[r][i]);
            }
            out.append(']');
        }
        return out.append(']').toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[][] intervals = parseIntMatrix(in.readLine());
        System.out.println(toJson(new Solution().merge(intervals)));
    }
}
