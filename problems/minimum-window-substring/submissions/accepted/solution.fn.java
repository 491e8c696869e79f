class Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    public String minWindow(String s, String t) {
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length(), start = 0, bestStart = 0, bestLength = Integer.MAX_VALUE;
        for (int end = 0; end < s.length(); end++) {
            if (need[s.charAt(end)]-- > 0) missing--;
            if (missing > 0) continue;
            // Drop characters from the left while the window still covers t.
            while (need[s.charAt(start)] < 0) need[s.charAt(start++)]++;
            if (end - start + 1 < bestLength) {
                bestLength = end - start + 1;
                bestStart = start;
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}
