
public class Main {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Splits a flat JSON array such as [1,-2,null] into its items.
    static String[] splitArray(String line) {
        String s = line.trim();
        return s.length() <= 2 ? new String[0] : s.substring(1, s.length() - 1).split(",");
    }

    static int[] parseInts(String line) {
        String[] items = splitArray(line);
        int[] values = new int[items.length];
        for (int i = 0; i < items.length; i++) values[i] = Integer.parseInt(items[i]);
        return values;
    }

    static String arrayToJson(int[] values) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < values.length; i++) out.append(i > 0 ? "," : "").append(values[i]);
        return out.append(']').toString();
    }

    static void run() throws IOException {
        String[] lines = new String(System.in.readAllBytes()).split("\n");
        int[] temperatures = parseInts(lines[0]);
        int[] result = new Solution().dailyTemperatures(temperatures);
        System.out.println(arrayToJson(result));
    }

    public static void main(String[] args) throws IOException {
        run();
    }
}
