impl Solution {
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    pub fn is_palindrome(s: String) -> bool {
        let kept: Vec<u8> = s
            .bytes()
            .filter(u8::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        kept.iter().eq(kept.iter().rev())
    }
}
