impl Solution {
    const MOD: i64 = 1_000_000_007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    pub fn product_except_self(nums: Vec<i32>) -> Vec<i32> {
        let n = nums.len();
        let mut answer = vec![0; n];
        let mut prefix: i64 = 1;
        for i in 0..n {
            answer[i] = prefix as i32;
            prefix = prefix * nums[i] as i64 % Self::MOD;
        }
        let mut suffix: i64 = 1;
        for i in (0..n).rev() {
            answer[i] = (answer[i] as i64 * suffix % Self::MOD) as i32;
            suffix = suffix * nums[i] as i64 % Self::MOD;
        }
        answer
    }
}
