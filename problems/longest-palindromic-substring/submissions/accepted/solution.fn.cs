public class Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    public string LongestPalindrome(string s) {
        int n = s.Length, bestStart = 0, bestLength = 1;
        // Centers in left-to-right order: 2*i is the character i, 2*i+1 the gap after it.
        for (int center = 0; center < 2 * n - 1; center++) {
            int left = center / 2, right = left + center % 2;
            while (left >= 0 && right < n && s[left] == s[right]) {
                left--;
                right++;
            }
            int length = right - left - 1;
            if (length > bestLength) {
                bestLength = length;
                bestStart = left + 1;
            }
        }
        return s.Substring(bestStart, bestLength);
    }
}
