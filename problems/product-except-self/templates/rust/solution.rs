impl Solution {
    const MOD: i64 = 1_000_000_007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    pub fn product_except_self(nums: Vec<i32>) -> Vec<i32> {
        // Write your solution here
        vec![]
    }
}
