impl Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    pub fn longest_palindrome(s: String) -> String {
        let bytes = s.as_bytes();
        let n = bytes.len();
        let (mut best_start, mut best_length) = (0, 1);
        // Centers in left-to-right order: 2*i is the character i, 2*i+1 the gap after it.
        for center in 0..2 * n - 1 {
            // The palindrome is bytes[left..right]: one character or an empty gap to start with.
            let (mut left, mut right) = ((center + 1) / 2, center / 2 + 1);
            while left > 0 && right < n && bytes[left - 1] == bytes[right] {
                left -= 1;
                right += 1;
            }
            // Strictly longer only, so the leftmost of equally long palindromes is kept.
            if right - left > best_length {
                best_length = right - left;
                best_start = left;
            }
        }
        s[best_start..best_start + best_length].to_string()
    }
}
