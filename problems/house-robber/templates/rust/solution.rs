impl Solution {
    pub fn rob(nums: Vec<i32>) -> i32 {
        // Write your solution here
        0
    }
}
