impl Solution {
    pub fn climb_stairs(n: i32) -> i32 {
        // Write your solution here
        0
    }
}
