impl Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    pub fn min_window(s: String, t: String) -> String {
        // Write your solution here
        String::new()
    }
}
