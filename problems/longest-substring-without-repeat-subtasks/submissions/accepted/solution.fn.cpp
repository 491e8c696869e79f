class Solution {
public:
    // Returns the length of the longest substring of s whose characters are all different.
    int lengthOfLongestSubstring(string s) {
        array<int, 128> lastSeen;
        lastSeen.fill(-1);
        int best = 0, start = 0;
        for (int end = 0; end < (int)s.size(); end++) {
            unsigned char c = s[end];
            start = max(start, lastSeen[c] + 1);
            lastSeen[c] = end;
            best = max(best, end - start + 1);
        }
        return best;
    }
};
