
public class Main {
    // ---------- Input/output helpers: nothing to change below ----------
    static String[] parseStringArray(String s) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '"') continue;
            int j = s.indexOf('"', i + 1);
            out.add(s.substring(i + 1, j));
            i = j;
        }
        return out.toArray(new String[0]);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String[] grid = parseStringArray(in.readLine());
        System.out.println(new Solution().numIslands(grid));
    }
}
