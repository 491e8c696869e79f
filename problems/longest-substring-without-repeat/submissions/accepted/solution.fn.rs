impl Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    pub fn length_of_longest_substring(s: String) -> i32 {
        let mut last_seen = [-1; 128];
        let (mut best, mut start) = (0, 0);
        for (end, &c) in s.as_bytes().iter().enumerate() {
            let end = end as i32;
            start = i32::max(start, last_seen[c as usize] + 1);
            last_seen[c as usize] = end;
            best = i32::max(best, end - start + 1);
        }
        best
    }
}
