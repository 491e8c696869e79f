impl Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    pub fn longest_palindrome(s: String) -> String {
        // Write your solution here
        String::new()
    }
}
