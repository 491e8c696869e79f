use std::collections::VecDeque;

impl Solution {
    pub fn can_finish(num_courses: i32, prerequisites: Vec<Vec<i32>>) -> bool {
        // Kahn's algorithm: repeatedly take a course whose prerequisites are all done.
        let n = num_courses as usize;
        let mut unlocks = vec![Vec::new(); n];
        let mut missing = vec![0; n];
        for pair in &prerequisites {
            unlocks[pair[1] as usize].push(pair[0] as usize);
            missing[pair[0] as usize] += 1;
        }
        let mut ready: VecDeque<usize> = (0..n).filter(|&course| missing[course] == 0).collect();
        let mut taken = 0;
        while let Some(course) = ready.pop_front() {
            taken += 1;
            for &next in &unlocks[course] {
                missing[next] -= 1;
                if missing[next] == 0 {
                    ready.push_back(next);
                }
            }
        }
        taken == n
    }
}
