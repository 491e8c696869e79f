class Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    fun lengthOfLongestSubstring(s: String): Int {
        // Write your solution here
        return 0
    }
}
