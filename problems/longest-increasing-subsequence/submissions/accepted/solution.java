import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        public int lengthOfLIS(int[] nums) {
            // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1.
            int[] tails = new int[nums.length];
            int size = 0;
            for (int x : nums) {
                int lo = 0, hi = size;  // first index with tails[index] >= x
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if (tails[mid] < x) lo = mid + 1;
                    else hi = mid;
                }
                tails[lo] = x;
                if (lo == size) size++;
            }
            return size;
        }
    }

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
        int[] nums = parseIntArray(in.readLine());
        System.out.println(new Solution().lengthOfLIS(nums));
    }
}
