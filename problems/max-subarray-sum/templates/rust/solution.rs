impl Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    pub fn max_sub_array(nums: Vec<i32>) -> i32 {
        // Write your solution here
        0
    }
}
