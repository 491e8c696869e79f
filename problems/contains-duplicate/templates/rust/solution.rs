impl Solution {
    // Returns true when some value appears at least twice in nums.
    pub fn contains_duplicate(nums: Vec<i32>) -> bool {
        // Write your solution here
        false
    }
}
