use std::collections::HashSet;

impl Solution {
    // Returns true when some value appears at least twice in nums.
    pub fn contains_duplicate(nums: Vec<i32>) -> bool {
        let mut seen = HashSet::with_capacity(nums.len());
        // insert() answers false for a value that is already there.
        nums.into_iter().any(|value| !seen.insert(value))
    }
}
