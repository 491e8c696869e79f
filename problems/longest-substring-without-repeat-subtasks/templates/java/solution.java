class Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    public int lengthOfLongestSubstring(String s) {
        // Write your solution here
        return 0;
    }
}
