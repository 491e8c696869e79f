use std::collections::HashMap;

impl Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        let mut first_index: HashMap<i64, i32> = HashMap::with_capacity(nums.len());
        for (j, &value) in nums.iter().enumerate() {
            if let Some(&i) = first_index.get(&(target as i64 - value as i64)) {
                return vec![i, j as i32];
            }
            first_index.entry(value as i64).or_insert(j as i32);
        }
        vec![]
    }
}
