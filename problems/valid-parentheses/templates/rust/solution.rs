impl Solution {
    pub fn is_valid(s: String) -> bool {
        // Write your solution here
        false
    }
}
