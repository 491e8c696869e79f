impl Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    pub fn subarray_sum(nums: Vec<i32>, k: i32) -> i64 {
        // Write your solution here
        0
    }
}
