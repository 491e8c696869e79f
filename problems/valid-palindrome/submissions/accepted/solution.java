import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
        public boolean isPalindrome(String s) {
            int left = 0, right = s.length() - 1;
            while (left < right) {
                char a = s.charAt(left), b = s.charAt(right);
                if (!Character.isLetterOrDigit(a)) {
                    left++;
                } else if (!Character.isLetterOrDigit(b)) {
                    right--;
                } else {
                    if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
                    left++;
                    right--;
                }
            }
            return true;
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
        System.out.println(new Solution().isPalindrome(s));
    }
}
