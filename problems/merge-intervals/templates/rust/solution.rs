impl Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    pub fn merge(intervals: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        // Write your solution here
        vec![]
    }
}
