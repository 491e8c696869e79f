class Solution {
public:
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    string longestPalindrome(string s) {
        // Write your solution here
        return "";
    }
};
