public class Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    public int LengthOfLongestSubstring(string s) {
        int[] lastSeen = new int[128];
        for (int c = 0; c < 128; c++) lastSeen[c] = -1;
        int best = 0, start = 0;
        for (int end = 0; end < s.Length; end++) {
            char c = s[end];
            start = Math.Max(start, lastSeen[c] + 1);
            lastSeen[c] = end;
            best = Math.Max(best, end - start + 1);
        }
        return best;
    }
}
