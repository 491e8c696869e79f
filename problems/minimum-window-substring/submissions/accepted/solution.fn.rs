impl Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    pub fn min_window(s: String, t: String) -> String {
        let (bytes, wanted) = (s.as_bytes(), t.as_bytes());
        let mut need = [0i32; 128];
        for &c in wanted {
            need[c as usize] += 1;
        }
        let mut missing = wanted.len();
        let (mut start, mut best_start, mut best_length) = (0, 0, usize::MAX);
        for end in 0..bytes.len() {
            let c = bytes[end] as usize;
            if need[c] > 0 {
                missing -= 1;
            }
            need[c] -= 1;
            if missing > 0 {
                continue;
            }
            // Drop characters from the left while the window still covers t.
            while need[bytes[start] as usize] < 0 {
                need[bytes[start] as usize] += 1;
                start += 1;
            }
            if end - start + 1 < best_length {
                best_length = end - start + 1;
                best_start = start;
            }
        }
        if best_length == usize::MAX {
            String::new()
        } else {
            s[best_start..best_start + best_length].to_string()
        }
    }
}
