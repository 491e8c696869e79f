
public class Main {
    // ---------- Input/output helpers: each input line holds one JSON value ----------
    // Reads a JSON string such as "abc" (inputs never need escape sequences).
    static String parseString(String line) {
        return line.substring(line.indexOf('"') + 1, line.lastIndexOf('"'));
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = parseString(in.readLine());
        System.out.println(new Solution().lengthOfLongestSubstring(s));
    }
}
