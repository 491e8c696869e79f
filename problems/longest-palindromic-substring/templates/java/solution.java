class Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    public String longestPalindrome(String s) {
        // Write your solution here
        return "";
    }
}
