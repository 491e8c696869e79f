public class Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    public string LongestPalindrome(string s) {
        // Write your solution here
        return "";
    }
}
