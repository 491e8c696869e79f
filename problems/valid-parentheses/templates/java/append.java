
public class Main {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    static String parseString(String line) {
        String s = line.trim();
        return s.substring(1, s.length() - 1);
    }

    static void run() throws IOException {
        String[] lines = new String(System.in.readAllBytes()).split("\n");
        String s = parseString(lines[0]);
        boolean result = new Solution().isValid(s);
        System.out.println(String.valueOf(result));
    }

    public static void main(String[] args) throws IOException {
        run();
    }
}
