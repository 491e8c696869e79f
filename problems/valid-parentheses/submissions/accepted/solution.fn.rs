impl Solution {
    pub fn is_valid(s: String) -> bool {
        let mut open = Vec::new(); // brackets still waiting for their partner, innermost last
        for c in s.bytes() {
            let expected = match c {
                b'(' | b'[' | b'{' => {
                    open.push(c);
                    continue;
                }
                b')' => b'(',
                b']' => b'[',
                _ => b'{',
            };
            if open.pop() != Some(expected) {
                return false;
            }
        }
        open.is_empty()
    }
}
