public class Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    public int LengthOfLongestSubstring(string s) {
        // Write your solution here
        return 0;
    }
}
