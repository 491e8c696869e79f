impl Solution {
    pub fn min_distance(word1: String, word2: String) -> i32 {
        // Write your solution here
        0
    }
}
