impl Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        // Write your solution here
        vec![]
    }
}
