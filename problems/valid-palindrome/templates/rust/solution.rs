impl Solution {
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    pub fn is_palindrome(s: String) -> bool {
        // Write your solution here
        false
    }
}
