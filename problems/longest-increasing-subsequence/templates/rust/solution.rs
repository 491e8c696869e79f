impl Solution {
    pub fn length_of_lis(nums: Vec<i32>) -> i32 {
        // Write your solution here
        0
    }
}
