
public class Main {
    // ---------- Input/output helpers: each input line holds one JSON value ----------
    // Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences).
    static String[] parseStringArray(String line) {
        List<String> items = new ArrayList<>();
        int open = line.indexOf('"');
        while (open >= 0) {
            int close = line.indexOf('"', open + 1);
            items.add(line.substring(open + 1, close));
            open = line.indexOf('"', close + 1);
        }
        return items.toArray(new String[0]);
    }

    static String toJson(List<List<String>> groups) {
        StringBuilder out = new StringBuilder("[");
        for (int g = 0; g < groups.size(); g++) {
            if (g > 0) out.append(',');
            out.append('[');
            List<String> group = groups.get(g);
            for (int i = 0; i < group.size(); i++) {
                if (i > 0) out.append(',');
                out.append('"').append(group.get(i)).append('"');
            }
            out.append(']');
        }
        return out.append(']').toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String[] strs = parseStringArray(in.readLine());
        System.out.println(toJson(new Solution().groupAnagrams(strs)));
    }
}
