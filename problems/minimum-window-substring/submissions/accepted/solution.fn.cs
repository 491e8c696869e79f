public class Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    public string MinWindow(string s, string t) {
        int[] need = new int[128];
        foreach (char c in t) need[c]++;
        int missing = t.Length, start = 0, bestStart = 0, bestLength = int.MaxValue;
        for (int end = 0; end < s.Length; end++) {
            if (need[s[end]]-- > 0) missing--;
            if (missing > 0) continue;
            // Drop characters from the left while the window still covers t.
            while (need[s[start]] < 0) need[s[start++]]++;
            if (end - start + 1 < bestLength) {
                bestLength = end - start + 1;
                bestStart = start;
            }
        }
        return bestLength == int.MaxValue ? "" : s.Substring(bestStart, bestLength);
    }
}
