impl Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    pub fn length_of_longest_substring(s: String) -> i32 {
        // Write your solution here
        0
    }
}
