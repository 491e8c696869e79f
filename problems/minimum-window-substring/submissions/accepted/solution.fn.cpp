class Solution {
public:
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    string minWindow(string s, string t) {
        array<int, 128> need{};
        for (unsigned char c : t) need[c]++;
        int missing = t.size(), start = 0, bestStart = 0, bestLength = INT_MAX;
        for (int end = 0; end < (int)s.size(); end++) {
            if (need[(unsigned char)s[end]]-- > 0) missing--;
            if (missing > 0) continue;
            // Drop characters from the left while the window still covers t.
            while (need[(unsigned char)s[start]] < 0) need[(unsigned char)s[start++]]++;
            if (end - start + 1 < bestLength) {
                bestLength = end - start + 1;
                bestStart = start;
            }
        }
        return bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength);
    }
};
