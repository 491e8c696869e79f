
public class Main {
    // ---------- Input/output helpers: nothing to change below ----------
    static String parseString(String s) {
        return s.substring(s.indexOf('"') + 1, s.lastIndexOf('"'));
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String word1 = parseString(in.readLine());
        String word2 = parseString(in.readLine());
        System.out.println(new Solution().minDistance(word1, word2));
    }
}
