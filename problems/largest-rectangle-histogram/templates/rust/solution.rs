impl Solution {
    pub fn largest_rectangle_area(heights: Vec<i32>) -> i64 {
        // Write your solution here
        0
    }
}
