
public class Main {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Splits a flat JSON array such as [1,-2,null] into its items.
    static String[] splitArray(String line) {
        String s = line.trim();
        return s.length() <= 2 ? new String[0] : s.substring(1, s.length() - 1).split(",");
    }

    static String[] parseStrings(String line) {
        String[] items = splitArray(line);
        for (int i = 0; i < items.length; i++) items[i] = items[i].substring(1, items[i].length() - 1);
        return items;
    }

    static void run() throws IOException {
        String[] lines = new String(System.in.readAllBytes()).split("\n");
        String[] tokens = parseStrings(lines[0]);
        int result = new Solution().evalRPN(tokens);
        System.out.println(String.valueOf(result));
    }

    public static void main(String[] args) throws IOException {
        run();
    }
}
