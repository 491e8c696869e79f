impl Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    pub fn is_anagram(s: String, t: String) -> bool {
        if s.len() != t.len() {
            return false;
        }
        let mut balance = [0i32; 26];
        for c in s.bytes() {
            balance[(c - b'a') as usize] += 1;
        }
        for c in t.bytes() {
            let left = &mut balance[(c - b'a') as usize];
            *left -= 1;
            if *left < 0 {
                return false;
            }
        }
        true
    }
}
