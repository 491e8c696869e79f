
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

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[] nums = parseIntArray(in.readLine());
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(new Solution().subarraySum(nums, k));
    }
}
