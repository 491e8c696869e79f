public class Solution {
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    public bool IsPalindrome(string s) {
        // Write your solution here
        return false;
    }
}
