use std::collections::VecDeque;

impl Solution {
    pub fn max_sliding_window(nums: Vec<i32>, k: i32) -> Vec<i32> {
        let k = k as usize;
        let mut maxima = Vec::new();
        let mut window: VecDeque<usize> = VecDeque::new(); // indices with decreasing values; the front is the current maximum
        for i in 0..nums.len() {
            while window.back().map_or(false, |&last| nums[last] <= nums[i]) {
                window.pop_back();
            }
            window.push_back(i);
            if window[0] + k <= i {
                window.pop_front(); // slid out on the left
            }
            if i + 1 >= k {
                maxima.push(nums[window[0]]);
            }
        }
        maxima
    }
}
