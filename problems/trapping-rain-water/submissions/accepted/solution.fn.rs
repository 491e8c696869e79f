impl Solution {
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    pub fn trap(height: Vec<i32>) -> i64 {
        let mut total: i64 = 0;
        let mut stack: Vec<usize> = Vec::new(); // indices of bars with non-increasing heights
        for i in 0..height.len() {
            while let Some(&bottom) = stack.last() {
                if height[bottom] >= height[i] {
                    break;
                }
                stack.pop();
                let left = match stack.last() {
                    Some(&left) => left,
                    None => break,
                };
                let width = (i - left - 1) as i64;
                let depth = (height[left].min(height[i]) - height[bottom]) as i64;
                total += width * depth;
            }
            stack.push(i);
        }
        total
    }
}
