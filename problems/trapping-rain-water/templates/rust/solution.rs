impl Solution {
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    pub fn trap(height: Vec<i32>) -> i64 {
        // Write your solution here
        0
    }
}
