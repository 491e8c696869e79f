class Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    fun longestPalindrome(s: String): String {
        // Write your solution here
        return ""
    }
}
