import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        // Returns the length of the longest substring of s whose characters are all different.
        public int lengthOfLongestSubstring(String s) {
            int[] lastSeen = new int[128];
            Arrays.fill(lastSeen, -1);
            int best = 0, start = 0;
            for (int end = 0; end < s.length(); end++) {
                char c = s.charAt(end);
                start = Math.max(start, lastSeen[c] + 1);
                lastSeen[c] = end;
                best = Math.max(best, end - start + 1);
            }
            return best;
        }
    }

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
