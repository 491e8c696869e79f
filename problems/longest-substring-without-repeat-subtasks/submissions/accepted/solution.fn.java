class Solution {
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
