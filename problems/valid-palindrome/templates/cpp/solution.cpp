class Solution {
public:
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    bool isPalindrome(string s) {
        // Write your solution here
        return false;
    }
};
