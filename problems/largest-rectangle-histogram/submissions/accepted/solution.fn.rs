impl Solution {
    pub fn largest_rectangle_area(heights: Vec<i32>) -> i64 {
        // When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
        let n = heights.len();
        let mut best: i64 = 0;
        let mut rising: Vec<usize> = Vec::new(); // bar indices with increasing heights
        for i in 0..=n {
            let h = if i < n { heights[i] } else { 0 }; // a final zero-height bar empties the stack
            while let Some(&top) = rising.last() {
                if heights[top] < h {
                    break;
                }
                rising.pop();
                let left = rising.last().map_or(0, |&below| below + 1);
                best = best.max(heights[top] as i64 * (i - left) as i64);
            }
            rising.push(i);
        }
        best
    }
}
