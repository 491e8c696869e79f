class Solution {
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    fun isPalindrome(s: String): Boolean {
        // Write your solution here
        return false
    }
}
