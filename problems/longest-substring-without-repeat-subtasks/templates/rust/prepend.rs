// The user's functions live in `impl Solution`, as on LeetCode.
pub struct Solution;
