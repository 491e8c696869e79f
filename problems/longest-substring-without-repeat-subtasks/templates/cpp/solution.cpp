class Solution {
public:
    // Returns the length of the longest substring of s whose characters are all different.
    int lengthOfLongestSubstring(string s) {
        // Write your solution here
        return 0;
    }
};
