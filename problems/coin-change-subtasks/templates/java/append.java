
public class Main {
    // ---------- Input/output helpers: nothing to change below ----------
    static int[] parseIntArray(String s) {
        int[] out = new int[8];
        int len = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '-' && !Character.isDigit(c)) continue;
            boolean neg = c == '-';
            long v = 0;
            if (neg) i++;
            while (i < s.length() && Character.isDigit(s.charAt(i))) v = v * 10 + (s.charAt(i++) - '0');
            if (len == out.length) out = Arrays.copyOf(out, len * 2);
            out[len++] = (int) (neg ? -v : v);
        }
        return Arrays.copyOf(out, len);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[] coins = parseIntArray(in.readLine());
        int amount = Integer.parseInt(in.readLine().trim());
        System.out.println(new Solution().coinChange(coins, amount));
    }
}
