import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        static final int MOD = 1_000_000_007;

        // answer[i] = product of all nums[j] with j != i, modulo MOD.
        public int[] productExceptSelf(int[] nums) {
            int n = nums.length;
            int[] answer = new int[n];
            long prefix = 1;
            for (int i = 0; i < n; i++) {
                answer[i] = (int) prefix;
                prefix = prefix * nums[i] % MOD;
            }
            long suffix = 1;
            for (int i = n - 1; i >= 0; i--) {
                answer[i] = (int) (answer[i] * suffix % MOD);
                suffix = suffix * nums[i] % MOD;
            }
            return answer;
        }
    }

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

    static String toJson(int[] values) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < values.length; i++) {
            if (i > 0) out.append(',');
            out.append(values[i]);
        }
        return out.append(']').toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[] nums = parseIntArray(in.readLine());
        System.out.println(toJson(new Solution().productExceptSelf(nums)));
    }
}
