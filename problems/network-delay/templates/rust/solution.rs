impl Solution {
    pub fn network_delay_time(n: i32, times: Vec<Vec<i32>>, k: i32) -> i32 {
        // Write your solution here
        0
    }
}
