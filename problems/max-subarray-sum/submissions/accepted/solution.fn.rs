impl Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    pub fn max_sub_array(nums: Vec<i32>) -> i32 {
        let (mut best, mut ending_here) = (nums[0], nums[0]);
        for &x in &nums[1..] {
            ending_here = x.max(ending_here + x);
            best = best.max(ending_here);
        }
        best
    }
}
