impl Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    pub fn is_anagram(s: String, t: String) -> bool {
        // Write your solution here
        false
    }
}
