impl Solution {
    pub fn num_islands(grid: Vec<String>) -> i32 {
        // Write your solution here
        0
    }
}
