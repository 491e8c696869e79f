import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
        public String longestPalindrome(String s) {
            // Write your solution here
            return "";
        }
    }

    // ---------- Input/output helpers: each input line holds one JSON value ----------
    // Reads a JSON string such as "abc" (inputs never need escape sequences).
    static String parseString(String line) {
        return line.substring(line.indexOf('"') + 1, line.lastIndexOf('"'));
    }

    static String toJson(String text) {
        return "\"" + text + "\"";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = parseString(in.readLine());
        System.out.println(toJson(new Solution().longestPalindrome(s)));
    }
}
