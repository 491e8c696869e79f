impl Solution {
    pub fn coin_change(coins: Vec<i32>, amount: i32) -> i32 {
        // Write your solution here
        0
    }
}
