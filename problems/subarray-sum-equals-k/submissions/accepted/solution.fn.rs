use std::collections::HashMap;

impl Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    pub fn subarray_sum(nums: Vec<i32>, k: i32) -> i64 {
        // How often each prefix sum occurred so far.
        let mut prefix_count: HashMap<i64, i64> = HashMap::with_capacity(nums.len() + 1);
        prefix_count.insert(0, 1);
        let (mut prefix, mut count) = (0i64, 0i64);
        for value in nums {
            prefix += value as i64;
            if let Some(&seen) = prefix_count.get(&(prefix - k as i64)) {
                count += seen;
            }
            *prefix_count.entry(prefix).or_insert(0) += 1;
        }
        count
    }
}
